import type { MessageKey, SentMessage } from '@academy/contract';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { formatIst, formatListDate } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { CHANNEL_LABELS, KIND_LABELS } from '../../message-words.ts';
import { MessageStateBadge } from './message-state-badge.tsx';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

const COLUMNS: readonly MessageKey[] = [
  'admin.messages.column.family',
  'admin.messages.column.kind',
  'admin.messages.column.channel',
  'admin.messages.column.to',
  'admin.messages.column.state',
  'admin.messages.column.reason',
  'admin.messages.column.created',
  'admin.messages.column.updated',
];

/** The admin table's date and time in IST ('20 Mar, 2026, 02:30 PM'), wrapping between date and time only. */
function IstDateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <span className="text-nowrap">{formatListDate(iso)},</span>{' '}
      <span className="text-nowrap">{formatIst(iso, 'hh:mm a')}</span>
    </time>
  );
}

interface Props {
  messages: SentMessage[] | undefined;
  loading: boolean;
  /** Some filter is in force: the empty row says none matched, not that nothing was ever sent. */
  filtered: boolean;
  /** Shows one family's messages (the family's name in a row is a button for it). */
  onFamily: (id: string) => void;
}

/** The messages as a table; below 576 px every row becomes a card (components/admin-table.css, messages-page.css). */
export function MessagesTable({ messages, loading, filtered, onFamily }: Props) {
  const t = useT();
  return (
    <div className="table-responsive admin-table-wrap messages-table-wrap">
      <table className="table align-middle mb-0 admin-table messages-table">
        <caption className="visually-hidden">{t('admin.messages.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <SkeletonRows rows={6} cells={COLUMNS.length} />
        ) : (
          <tbody>
            {!messages || messages.length === 0 ? (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length} className="admin-table__empty">
                  {t(filtered ? 'admin.messages.empty.filtered' : 'admin.messages.empty.all')}
                </td>
              </tr>
            ) : (
              messages.map((message) => (
                <tr key={message.id} className={`messages-table__row messages-table__row--${message.state}`}>
                  <th scope="row" className="messages-table__family">
                    {message.familyId ? (
                      <button
                        type="button"
                        className="btn btn-link messages-table__family-button"
                        title={t('admin.messages.onlyFamily', { name: message.familyName })}
                        onClick={() => onFamily(message.familyId!)}
                      >
                        {message.familyName}
                      </button>
                    ) : (
                      message.familyName
                    )}
                  </th>
                  <td className="messages-table__kind" data-label={t('admin.messages.column.kind')}>
                    {t(KIND_LABELS[message.kind])}
                    {message.text && (
                      <span className="messages-table__text" lang={message.language} title={message.text}>
                        {message.text}
                      </span>
                    )}
                  </td>
                  <td className="messages-table__channel" data-label={t('admin.messages.column.channel')}>
                    {message.channel ? t(CHANNEL_LABELS[message.channel]) : '—'}
                  </td>
                  <td className="messages-table__to" data-label={t('admin.messages.column.to')}>
                    {message.to ?? '—'}
                  </td>
                  <td className="messages-table__state">
                    <MessageStateBadge state={message.state} />
                  </td>
                  <td
                    className={`messages-table__reason${message.reason ? '' : ' messages-table__reason--none'}`}
                    data-label={t('admin.messages.column.reason')}
                  >
                    {message.reason ? <span title={message.reason}>{message.reason}</span> : '—'}
                  </td>
                  <td className="messages-table__created" data-label={t('admin.messages.column.created')}>
                    <IstDateTime iso={message.createdAt} />
                  </td>
                  <td className="messages-table__updated" data-label={t('admin.messages.column.updated')}>
                    <IstDateTime iso={message.stateAt} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        )}
      </table>
    </div>
  );
}
