import { formatMobile, type MessageKey, type WaitlistEntry, type WaitlistState } from '@academy/contract';
import { EmailAddress } from '../../../../components/email-address.tsx';
import { Badge, Count, type BadgeTone } from '../../../../components/badge.tsx';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { formatTableDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useWaitlist } from '../../api/get-waitlist.ts';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

const STATE_LABELS: Record<WaitlistState, MessageKey> = {
  waiting: 'admin.waitlist.state.waiting',
  offered: 'admin.waitlist.state.offered',
  booked: 'admin.waitlist.state.booked',
  expired: 'admin.waitlist.state.expired',
  left: 'admin.waitlist.state.left',
};

const STATE_TONES: Record<WaitlistState, BadgeTone> = {
  waiting: 'warning',
  offered: 'info',
  booked: 'success',
  expired: 'neutral',
  left: 'neutral',
};

const COLUMNS: readonly MessageKey[] = [
  'admin.waitlist.column.position',
  'admin.waitlist.column.name',
  'admin.waitlist.column.email',
  'admin.waitlist.column.mobile',
  'admin.waitlist.column.state',
  'admin.waitlist.column.joined',
  'admin.waitlist.column.offerEnds',
];

/** Still in line: waiting for a seat, or holding one offered to them. */
const inLine = (entry: WaitlistEntry) => entry.state === 'waiting' || entry.state === 'offered';

function Row({ entry, labels }: { entry: WaitlistEntry; labels: string[] }) {
  const t = useT();
  const none = t('admin.common.notAvailable');
  return (
    <tr className={inLine(entry) ? undefined : 'waiting-list__past'}>
      <td data-label={labels[0]} className="waiting-list__position">
        {entry.position ?? '–'}
      </td>
      <th scope="row" data-label={labels[1]}>
        {entry.fighterName}
      </th>
      <td data-label={labels[2]} className="admin-events-table__email">
        <EmailAddress address={entry.email} />
      </td>
      <td data-label={labels[3]} className="text-nowrap">
        {formatMobile(entry.mobileNumber)}
      </td>
      <td data-label={labels[4]}>
        <Badge tone={STATE_TONES[entry.state]}>{t(STATE_LABELS[entry.state])}</Badge>
      </td>
      <td data-label={labels[5]} className="text-nowrap">
        {formatTableDateTime(entry.joinedAt)}
      </td>
      <td data-label={labels[6]} className="text-nowrap">
        {entry.offerExpiresAt ? formatTableDateTime(entry.offerExpiresAt) : none}
      </td>
    </tr>
  );
}

/**
 * The event's waiting list in the line's order: those still in line numbered from 1, then (greyed) those who were
 * in it once: booked through an offer, let it expire, or left.
 */
export function WaitingList({ eventId }: { eventId: string }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useWaitlist(eventId);
  const labels = COLUMNS.map((key) => t(key));
  const entries = data?.entries ?? [];
  const waiting = entries.filter(inLine).length;
  return (
    <section className="admin-page__card mt-4" aria-labelledby="waiting-list-title">
      <div className="admin-events__card-head">
        <h2 id="waiting-list-title" className="event-details__subtitle mb-0">
          {t('admin.waitlist.title')}{' '}
          {data && (
            <Count tone="ink" className="admin-events__count">
              {waiting}
            </Count>
          )}
        </h2>
      </div>
      {isError ? (
        <div className="p-4" role="alert">
          <p className="mb-3">{t('admin.waitlist.loadError')}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : (
        <div className="table-responsive admin-table-wrap admin-events-table">
          <table className="table align-middle mb-0 admin-table">
            <caption className="visually-hidden">{t('admin.waitlist.title')}</caption>
            <thead>
              <tr>
                {labels.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {isPending ? (
              <SkeletonRows rows={2} cells={COLUMNS.length} />
            ) : (
              <tbody>
                {entries.length === 0 ? (
                  <tr className="admin-table__empty-row">
                    <td colSpan={COLUMNS.length} className="admin-table__empty">
                      {t('admin.waitlist.empty')}
                    </td>
                  </tr>
                ) : (
                  entries.map((entry) => <Row key={entry._id} entry={entry} labels={labels} />)
                )}
              </tbody>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
