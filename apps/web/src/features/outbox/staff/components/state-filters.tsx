import type { EmailOutboxReply, EmailState } from '@academy/contract';
import { Pill } from '../../../../components/pill.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { STATE_LABELS } from './email-state-badge.tsx';

/** Failed first: it is the state that needs the admin. */
const ORDER: (EmailState | undefined)[] = [undefined, 'failed', 'pending', 'sending', 'sent'];

interface Props {
  counts: EmailOutboxReply['counts'] | undefined;
  status: EmailState | undefined;
  onStatus: (status: EmailState | undefined) => void;
}

/** One pill per state with its count, plus All; the pressed pill is the filter in force. */
export function StateFilters({ counts, status, onStatus }: Props) {
  const t = useT();
  const all = counts ? counts.pending + counts.sending + counts.sent + counts.failed : undefined;
  return (
    <div className="outbox-filters" role="group" aria-label={t('admin.emails.filtersLabel')}>
      {ORDER.map((state) => {
        const count = state ? counts?.[state] : all;
        const label = t(state ? STATE_LABELS[state] : 'admin.emails.all');
        const alarming = state === 'failed' && (count ?? 0) > 0;
        return (
          <Pill
            key={state ?? 'all'}
            pressed={state === status}
            count={count ?? '…'}
            alarm={alarming}
            onClick={() => onStatus(state)}
          >
            <span>{label}</span>
          </Pill>
        );
      })}
    </div>
  );
}
