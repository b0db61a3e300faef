import { Link } from 'react-router';
import { formatPaise } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { formatTableDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useEvents } from '../../../lib/events-list.ts';
import { useLeads } from '../../../lib/leads-list.ts';
import { usePayments } from '../../../lib/payments-list.ts';
import './desk.css';

/** Events whose door opens from a few hours ago up to a week ahead: the ones the desk checks tickets for. */
const DOOR_FROM_MS = 6 * 60 * 60 * 1000;
const DOOR_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading || value === undefined) return <SkeletonBlock className="desk-card__skeleton" />;
  return <span className="desk-card__count">{value}</span>;
}

/**
 * /admin/desk: the front desk's home. What waits for them (transfers to check, trial requests to call), the events
 * whose door they run, and cash to record, each one tap from here.
 */
export default function DeskPage() {
  const t = useT();
  // Under the lists' own keys: the nav's badges and the screens they lead to share these replies.
  const toCheck = usePayments({ state: 'submitted' });
  const leads = useLeads('new');
  const events = useEvents(60_000);
  const now = events.dataUpdatedAt || Date.now();
  const atTheDoor = (events.data?.events ?? [])
    .filter((event) => {
      const at = Date.parse(event.eventDateTime);
      return at >= now - DOOR_FROM_MS && at <= now + DOOR_AHEAD_MS;
    })
    .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime));
  const waiting = toCheck.data?.payments ?? [];
  const waitingPaise = waiting.reduce((sum, payment) => sum + payment.amountPaise, 0);

  return (
    <div className="desk">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.desk.title')}</h1>
          <p className="admin-page__subtitle">{t('admin.desk.subtitle')}</p>
        </div>
      </div>

      <div className="desk-cards">
        <Link to="/admin/payments?state=submitted" className="desk-card">
          <Count value={toCheck.data ? waiting.length : undefined} loading={toCheck.isPending} />
          <span className="desk-card__label">{t('admin.desk.toCheck')}</span>
          {waiting.length > 0 && (
            <span className="desk-card__meta">
              {t('admin.desk.toCheckAmount', { amount: formatPaise(waitingPaise) })}
            </span>
          )}
        </Link>
        <Link to="/admin/leads?state=new" className="desk-card">
          <Count value={leads.data?.counts.new} loading={leads.isPending} />
          <span className="desk-card__label">{t('admin.desk.newLeads')}</span>
        </Link>
        <Link to="/admin/payments/record" className="desk-card desk-card--action">
          <span className="desk-card__label">{t('admin.desk.recordCash')}</span>
          <span className="desk-card__meta">{t('admin.desk.recordCashHint')}</span>
        </Link>
        <Link to="/admin/fighters" className="desk-card desk-card--action">
          <span className="desk-card__label">{t('admin.desk.fighters')}</span>
          <span className="desk-card__meta">{t('admin.desk.fightersHint')}</span>
        </Link>
      </div>

      <section className="desk-section" aria-labelledby="desk-door">
        <h2 id="desk-door" className="desk-section__title">
          {t('admin.desk.doorTitle')}
        </h2>
        {events.isPending ? (
          <SkeletonBlock className="desk-door__skeleton" />
        ) : atTheDoor.length === 0 ? (
          <p className="desk-empty">{t('admin.desk.noEvents')}</p>
        ) : (
          <ul className="desk-door">
            {atTheDoor.map((event) => (
              <li key={event._id} className="desk-door__event">
                <div>
                  <strong className="desk-door__name">{event.eventName}</strong>
                  <span className="desk-door__meta">
                    {formatTableDateTime(event.eventDateTime)} ·{' '}
                    {t('admin.desk.booked', { booked: event.totalBookings, seats: event.totalSeats })}
                  </span>
                </div>
                <Link
                  to={`/admin/events/${encodeURIComponent(event._id)}/check-in`}
                  className="btn btn-danger"
                  aria-label={t('admin.desk.openDoorFor', { name: event.eventName })}
                >
                  {t('admin.desk.openDoor')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
