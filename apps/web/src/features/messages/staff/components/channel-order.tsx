import { CHANNELS, type Channel } from '@academy/contract';
import { FieldError } from '../../../../components/form/field.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { CHANNEL_LABELS } from '../../message-words.ts';

interface Props {
  id: string;
  /** The kind's name, for the buttons' accessible names. */
  kindName: string;
  value: Channel[];
  onChange: (channels: Channel[]) => void;
  error: string | undefined;
}

/**
 * The order a kind's channels are tried in: the chosen ones numbered, each with Up, Down and Remove buttons; the
 * others to add at the end. The schema asks for at least one (its message shows under the list).
 */
export function ChannelOrder({ id, kindName, value, onChange, error }: Props) {
  const t = useT();
  const missing = CHANNELS.filter((channel) => !value.includes(channel));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [channel] = next.splice(from, 1);
    next.splice(to, 0, channel!);
    onChange(next);
  };
  const errorId = `${id}-error`;
  return (
    <div
      className="channel-order"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={`${id}-label`} className="channel-order__label">
        {t('admin.messages.settings.channelOrder')}
      </p>
      <ol className="channel-order__list">
        {value.map((channel, index) => {
          const name = t(CHANNEL_LABELS[channel]);
          return (
            <li key={channel} className="channel-order__item">
              <span className="channel-order__name">{name}</span>
              <span className="channel-order__buttons">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-dark"
                  disabled={index === 0}
                  aria-label={t('admin.messages.settings.up', { channel: name, kind: kindName })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-dark"
                  disabled={index === value.length - 1}
                  aria-label={t('admin.messages.settings.down', { channel: name, kind: kindName })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t('admin.messages.settings.remove', { channel: name, kind: kindName })}
                  onClick={() => onChange(value.filter((other) => other !== channel))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {missing.length > 0 && (
        <p className="channel-order__add">
          {missing.map((channel) => (
            <button
              key={channel}
              type="button"
              className="btn btn-sm btn-outline-dark"
              aria-label={t('admin.messages.settings.add', { channel: t(CHANNEL_LABELS[channel]), kind: kindName })}
              onClick={() => onChange([...value, channel])}
            >
              + {t(CHANNEL_LABELS[channel])}
            </button>
          ))}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
