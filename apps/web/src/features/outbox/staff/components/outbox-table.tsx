import type { EmailState, MessageKey, OutboxEmail } from '@academy/contract';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { EmailAddress } from '../../../../components/email-address.tsx';
import { formatIst, formatListDate } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { EmailStateBadge } from './email-state-badge.tsx';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

/** The last column holds the row's button and has no visible title. */
const COLUMNS: readonly MessageKey[] = [
  'admin.emails.column.recipient',
  'admin.emails.column.subject',
  'admin.emails.column.state',
  'admin.emails.column.attempts',
  'admin.emails.column.lastError',
  'admin.emails.column.created',
  'admin.emails.column.nextOrSent',
  'admin.emails.column.actions',
];
const ACTIONS_COLUMN = COLUMNS.length - 1;

const EMPTY: Record<EmailState | 'all', MessageKey> = {
  all: 'admin.emails.empty.all',
  failed: 'admin.emails.empty.failed',
  pending: 'admin.emails.empty.pending',
  sending: 'admin.emails.empty.sending',
  sent: 'admin.emails.empty.sent',
};

/** The admin table's date and time in IST ('20 Mar, 2026, 02:30 PM'), wrapping between date and time only. */
function IstDateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <span className="text-nowrap">{formatListDate(iso)},</span>{' '}
      <span className="text-nowrap">{formatIst(iso, 'hh:mm a')}</span>
    </time>
  );
}

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <>
      <span className="outbox-table__when-label">{label}</span> <IstDateTime iso={iso} />
    </>
  );
}

/** Sent time for a sent email, else when the next try is due (none once an email has failed for good). */
function NextOrSent({ email }: { email: OutboxEmail }) {
  const t = useT();
  if (email.status === 'sent') {
    return email.sentAt ? <When label={t('admin.emails.sent')} iso={email.sentAt} /> : <>—</>;
  }
  if (email.status === 'sending') return <>{t('admin.emails.sendingNow')}</>;
  return email.nextAttemptAt ? <When label={t('admin.emails.nextTry')} iso={email.nextAttemptAt} /> : <>—</>;
}

interface Props {
  emails: OutboxEmail[] | undefined;
  loading: boolean;
  status: EmailState | undefined;
  /** The email whose "Send again" is running, if any. */
  retryingId: string | null;
  onRetry: (email: OutboxEmail) => void;
}

/** The outbox as a table; below 576 px every row becomes a card (components/admin-table.css, admin-emails.css). */
export function OutboxTable({ emails, loading, status, retryingId, onRetry }: Props) {
  const t = useT();
  return (
    <div className="table-responsive admin-table-wrap outbox-table-wrap">
      <table className="table align-middle mb-0 admin-table outbox-table">
        <caption className="visually-hidden">{t('admin.emails.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col">
                {index === ACTIONS_COLUMN ? <span className="visually-hidden">{t(column)}</span> : t(column)}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <SkeletonRows rows={6} cells={COLUMNS.length} />
        ) : (
          <tbody>
            {!emails || emails.length === 0 ? (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length} className="admin-table__empty">
                  {t(EMPTY[status ?? 'all'])}
                </td>
              </tr>
            ) : (
              emails.map((email) => (
                <tr key={email.id} className={`outbox-table__row outbox-table__row--${email.status}`}>
                  <th scope="row" className="outbox-table__to">
                    <EmailAddress address={email.to} />
                  </th>
                  <td className="outbox-table__subject" data-label={t('admin.emails.column.subject')}>
                    {email.subject}
                  </td>
                  <td className="outbox-table__state">
                    <EmailStateBadge state={email.status} />
                  </td>
                  <td className="outbox-table__attempts" data-label={t('admin.emails.column.attempts')}>
                    {email.attempts}
                  </td>
                  <td className="outbox-table__error" data-label={t('admin.emails.column.lastError')}>
                    {email.lastError ? <span title={email.lastError}>{email.lastError}</span> : '—'}
                  </td>
                  <td className="outbox-table__created" data-label={t('admin.emails.column.created')}>
                    <IstDateTime iso={email.createdAt} />
                  </td>
                  <td
                    className="outbox-table__next"
                    data-label={t(email.status === 'sent' ? 'admin.emails.sent' : 'admin.emails.nextAttempt')}
                  >
                    <NextOrSent email={email} />
                  </td>
                  <td className="outbox-table__actions admin-table__actions">
                    {email.status === 'failed' && (
                      <SpinnerButton
                        type="button"
                        variant="outline-dark"
                        className="btn-sm text-nowrap"
                        loading={retryingId === email.id}
                        disabled={retryingId !== null}
                        aria-label={t('admin.emails.sendAgainTo', { to: email.to, subject: email.subject })}
                        onClick={() => onRetry(email)}
                      >
                        {t('admin.emails.sendAgain')}
                      </SpinnerButton>
                    )}
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
