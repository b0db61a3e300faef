import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyBooking, MyWaitlistEntry } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatTableDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCancelMyBooking } from '../api/cancel-my-booking.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { activePlaces, splitBookings } from './booking-order.ts';
import { BookingCard } from './components/booking-card.tsx';
import { WaitingCard } from './components/waiting-card.tsx';
import './my-bookings.css';

const MINUTE_MS = 60_000;

/** A confirmation's subject, and whether its modal is open. */
interface Asked<T> {
  item: T;
  open: boolean;
}
const ist = (iso: string) => `${formatTableDateTime(iso)} IST`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="my-bookings__section" aria-labelledby={id}>
      <h2 id={id} className="my-bookings__section-title">
        {title}
      </h2>
      <div className="my-bookings__list">{children}</div>
    </section>
  );
}

/**
 * /fighter/bookings: every event booking of the family (the account's own and its children's), upcoming soonest
 * first with their tickets, then past ones latest first; and their places in waiting lists. A booking can be
 * cancelled online until its event's cut-off, a place in line given up.
 */
export default function MyBookingsPage() {
  const t = useT();
  const toast = useToast();
  const publicPath = usePublicPath();
  // Upcoming becomes past, and a cut-off passes, while the page stays open at the door.
  const now = useNow(MINUTE_MS);
  const query = useMyBookings();
  const cancel = useCancelMyBooking();
  const leave = useLeaveWaitlist();
  // What a confirmation asks about stays while its modal fades out, so its words do not vanish as it closes.
  const [cancelling, setCancelling] = useState<Asked<MyBooking> | null>(null);
  const [leaving, setLeaving] = useState<Asked<MyWaitlistEntry> | null>(null);
  const askCancel = (booking: MyBooking) => setCancelling({ item: booking, open: true });
  const askLeave = (place: MyWaitlistEntry) => setLeaving({ item: place, open: true });
  const closeCancel = () => setCancelling((asked) => asked && { ...asked, open: false });
  const closeLeave = () => setLeaving((asked) => asked && { ...asked, open: false });

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.item._id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
      onSettled: closeCancel,
    });
  };
  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.item._id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
      onSettled: closeLeave,
    });
  };
  const cancelled = cancelling?.item;
  const left = leaving?.item;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="my-bookings__loading" role="status">
        <span className="spinner-border text-danger" aria-hidden="true" />
        <span>{t('account.bookings.loading')}</span>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="alert alert-danger" role="alert">
        <p>{t('account.bookings.loadFailed')}</p>
        <button type="button" className="btn btn-outline-danger" onClick={() => query.refetch()}>
          {t('account.bookings.tryAgain')}
        </button>
      </div>
    );
  } else {
    const { upcoming, past } = splitBookings(query.data.bookings, now);
    const places = activePlaces(query.data.waiting, now);
    body =
      upcoming.length + past.length + places.length === 0 ? (
        <div className="my-bookings__empty">
          <p>{t('account.bookings.empty')}</p>
          <Link to={publicPath('/events')} className="btn btn-danger">
            {t('account.bookings.toEvents')}
          </Link>
        </div>
      ) : (
        <>
          <Section id="my-bookings-upcoming" title={t('account.bookings.upcoming')}>
            {upcoming.length === 0 ? (
              <p className="my-bookings__none">
                {t('account.bookings.noUpcoming')}{' '}
                <Link to={publicPath('/events')}>{t('account.bookings.toEvents')}</Link>
              </p>
            ) : (
              upcoming.map((booking) => (
                <BookingCard key={booking._id} booking={booking} now={now} onCancel={askCancel} />
              ))
            )}
          </Section>
          {places.length > 0 && (
            <Section id="my-bookings-waiting" title={t('account.bookings.waiting')}>
              {places.map((place) => (
                <WaitingCard key={place._id} place={place} onLeave={askLeave} />
              ))}
            </Section>
          )}
          {past.length > 0 && (
            <Section id="my-bookings-past" title={t('account.bookings.past')}>
              {past.map((booking) => (
                <BookingCard key={booking._id} booking={booking} now={now} onCancel={askCancel} />
              ))}
            </Section>
          )}
        </>
      );
  }

  return (
    <div className="my-bookings">
      <header className="my-bookings__head">
        <h1 className="my-bookings__title">{t('account.bookings.title')}</h1>
        <p className="my-bookings__lead">{t('account.bookings.lead')}</p>
      </header>
      {body}
      <ConfirmModal
        show={cancelling?.open ?? false}
        title={t('account.bookings.cancelTitle')}
        detail={
          cancelled && t('account.bookings.cancelDetail', { event: cancelled.eventName, name: cancelled.fighterName })
        }
        message={
          cancelled?.cancellableUntil
            ? t('account.bookings.cancelMessage', { time: ist(cancelled.cancellableUntil) })
            : ''
        }
        confirmLabel={t('account.bookings.cancelConfirm')}
        dismissLabel={t('account.bookings.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={closeCancel}
      />
      <ConfirmModal
        show={leaving?.open ?? false}
        title={t('account.bookings.leaveTitle')}
        detail={left && t('account.bookings.cancelDetail', { event: left.eventName, name: left.fighterName })}
        message={t('account.bookings.leaveMessage')}
        confirmLabel={t('account.bookings.leave')}
        dismissLabel={t('account.bookings.leaveKeep')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={closeLeave}
      />
    </div>
  );
}
