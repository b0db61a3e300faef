import type { EmailState, OutboxEmail } from '@academy/contract';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { formatIst, formatListDate } from '../../../lib/format.ts';
import { EmailStateBadge } from './email-state-badge.tsx';
import '../../../components/admin-table.css';

const COLUMNS = ['Recipient', 'Subject', 'State', 'Attempts', 'Last error', 'Created', 'Next attempt / Sent', ''];

const EMPTY: Record<EmailState | 'all', string> = {
  all: 'No emails yet. Emails the site sends will show here.',
  failed: 'No failed emails. Every email went out.',
  pending: 'No emails are waiting to be sent.',
  sending: 'No emails are being sent right now.',
  sent: 'No emails have been sent yet.',
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
  if (email.status === 'sent') return email.sentAt ? <When label="Sent" iso={email.sentAt} /> : <>—</>;
  if (email.status === 'sending') return <>Sending now</>;
  return email.nextAttemptAt ? <When label="Next try" iso={email.nextAttemptAt} /> : <>—</>;
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
  return (
    <div className="table-responsive admin-table-wrap outbox-table-wrap">
      <table className="table align-middle mb-0 admin-table outbox-table">
        <caption className="visually-hidden">
          Emails with their recipient, subject, state, attempts, last error and times (India time)
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={index} scope="col">
                {column || <span className="visually-hidden">Actions</span>}
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
                  {EMPTY[status ?? 'all']}
                </td>
              </tr>
            ) : (
              emails.map((email) => (
                <tr key={email.id} className={`outbox-table__row outbox-table__row--${email.status}`}>
                  <th scope="row" className="outbox-table__to">
                    <EmailAddress address={email.to} />
                  </th>
                  <td className="outbox-table__subject" data-label="Subject">
                    {email.subject}
                  </td>
                  <td className="outbox-table__state">
                    <EmailStateBadge state={email.status} />
                  </td>
                  <td className="outbox-table__attempts" data-label="Attempts">
                    {email.attempts}
                  </td>
                  <td className="outbox-table__error" data-label="Last error">
                    {email.lastError ? <span title={email.lastError}>{email.lastError}</span> : '—'}
                  </td>
                  <td className="outbox-table__created" data-label="Created">
                    <IstDateTime iso={email.createdAt} />
                  </td>
                  <td className="outbox-table__next" data-label={email.status === 'sent' ? 'Sent' : 'Next attempt'}>
                    <NextOrSent email={email} />
                  </td>
                  <td className="outbox-table__actions admin-table__actions">
                    {email.status === 'failed' && (
                      <SpinnerButton
                        type="button"
                        variant="outline-danger"
                        className="btn-sm text-nowrap"
                        loading={retryingId === email.id}
                        disabled={retryingId !== null}
                        aria-label={`Send again to ${email.to}: ${email.subject}`}
                        onClick={() => onRetry(email)}
                      >
                        Send again
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
