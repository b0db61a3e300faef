import { useId } from 'react';
import { CHANNELS, MESSAGE_KINDS, MESSAGE_STATES, type MessageKey } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import type { MessagesFilter } from '../../api/get-messages.ts';
import { CHANNEL_LABELS, KIND_LABELS, STATE_LABELS } from '../../message-words.ts';
import '../../../../styles/bootstrap/forms.scss';

interface Props {
  filter: MessagesFilter;
  /** The filtered family's name, once a row has shown it. */
  familyName: string | undefined;
  onFilter: (next: Partial<MessagesFilter>) => void;
}

function Select<T extends string>({
  label,
  all,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly T[];
  labels: Record<T, MessageKey>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="messages-filters__field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labels[option])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Kind, state and channel as selects; a family (from a row or the family page's link) as a chip to clear. */
export function MessageFilters({ filter, familyName, onFilter }: Props) {
  const t = useT();
  return (
    <div className="messages-filters" role="group" aria-label={t('admin.messages.filtersLabel')}>
      <Select
        label={t('admin.messages.column.kind')}
        all={t('admin.messages.allKinds')}
        options={MESSAGE_KINDS}
        labels={KIND_LABELS}
        value={filter.kind}
        onChange={(kind) => onFilter({ kind })}
      />
      <Select
        label={t('admin.messages.column.state')}
        all={t('admin.messages.allStates')}
        options={MESSAGE_STATES}
        labels={STATE_LABELS}
        value={filter.state}
        onChange={(state) => onFilter({ state })}
      />
      <Select
        label={t('admin.messages.column.channel')}
        all={t('admin.messages.allChannels')}
        options={CHANNELS}
        labels={CHANNEL_LABELS}
        value={filter.channel}
        onChange={(channel) => onFilter({ channel })}
      />
      <div className="messages-filters__family">
        {filter.family ? (
          <p className="messages-filters__chip">
            <span>
              {familyName
                ? t('admin.messages.familyFilter', { name: familyName })
                : t('admin.messages.familyFilterUnnamed')}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-dark"
              onClick={() => onFilter({ family: undefined })}
            >
              {t('admin.messages.allFamilies')}
            </button>
          </p>
        ) : (
          <p className="messages-filters__hint">{t('admin.messages.familyHint')}</p>
        )}
      </div>
    </div>
  );
}
