import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ACADEMY_NAME, formatMobile, formatPaise, type BookingPayment } from '@academy/contract';
import { EmailAddress } from '../../../components/email-address.tsx';
import { EventTicket } from '../../../components/event-ticket.tsx';
import { formatInr, formatTableDateTime } from '../../../lib/format.ts';
import { storeBooking, type BookedSeat } from '../../../lib/booking-handoff.ts';
import { useT } from '../../../lib/i18n.ts';
import { loginState, useSession } from '../../../lib/session.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { parseBooking, readStoredBooking } from './stored-booking.ts';
import './booking-confirmation.css';

function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="confirmation-list">
      {rows.map(([label, value]) => (
        <div key={label} className="confirmation-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a paid event's booking shows of its payment; the app gives it (a feature never imports another). */
export type PaymentBlock = ComponentType<{ payment: BookingPayment }>;

function Confirmation({ booking, Payment }: { booking: BookedSeat; Payment: PaymentBlock | undefined }) {
  const t = useT();
  const publicPath = usePublicPath();
  // A family logged in finds the booking again, with its ticket and payment, among its bookings.
  const family = loginState(useSession()) === 'fighter';
  // A paid seat not paid yet is held, not booked: "booked" is said of a seat that is the attendee's.
  const payment = booking.payment;
  const unpaid = payment?.state === 'pending' ? payment : null;
  const holdUntil = unpaid?.holdUntil && Date.parse(unpaid.holdUntil) > Date.now() ? unpaid.holdUntil : null;
  return (
    <article className="confirmation-card" aria-labelledby="confirmation-title">
      <header className="confirmation-card__head">
        <svg className="confirmation-card__icon" viewBox="0 0 52 52" aria-hidden="true">
          <circle cx="26" cy="26" r="24" />
          <path d="M15 27l7.5 7.5L38 19" />
        </svg>
        <h1 id="confirmation-title" className="confirmation-card__title">
          {t('events.confirmation.title')}
        </h1>
        {unpaid ? (
          <p className="confirmation-card__success is-held">
            {holdUntil
              ? t('events.confirmation.held', {
                  time: `${formatTableDateTime(holdUntil)} IST`,
                  amount: formatPaise(unpaid.amountPaise),
                })
              : t('events.confirmation.payToConfirm', { amount: formatPaise(unpaid.amountPaise) })}
          </p>
        ) : (
          <p className="confirmation-card__success">{t('events.seatBooked')}</p>
        )}
        <p className="confirmation-card__thanks">
          {booking.bookerName && booking.bookerName !== booking.fighterName
            ? t('events.confirmation.thanksBooker', {
                academy: ACADEMY_NAME,
                name: booking.bookerName,
                attendee: booking.fighterName,
              })
            : t('events.confirmation.thanks', { academy: ACADEMY_NAME, name: booking.fighterName })}
        </p>
        <p className="confirmation-card__code">
          {t('events.confirmation.bookingId')} <strong>{booking.bookingId}</strong>
        </p>
      </header>
      {booking.payment && Payment && (
        <Suspense fallback={null}>
          <Payment payment={booking.payment} />
        </Suspense>
      )}
      {booking.ticket && (
        <section className="confirmation-card__ticket" aria-labelledby="confirmation-ticket">
          <h2 id="confirmation-ticket" className="confirmation-card__section-title">
            {t('events.ticket.title')}
          </h2>
          <EventTicket
            ticket={booking.ticket}
            bookingCode={booking.bookingId}
            eventName={booking.eventName}
            attendee={booking.fighterName}
            large
          />
        </section>
      )}
      <div className="confirmation-card__sections">
        <section aria-labelledby="confirmation-event">
          <h2 id="confirmation-event" className="confirmation-card__section-title">
            {t('events.confirmation.eventDetails')}
          </h2>
          <DetailList
            rows={[
              [t('events.fact.eventId'), booking.eventId],
              [t('events.confirmation.eventName'), booking.eventName],
              [t('events.fact.dateTime'), `${formatTableDateTime(booking.eventDateTime)} IST`],
              [t('events.fact.location'), booking.eventLocation],
              [t('events.confirmation.fee'), formatInr(booking.eventFee)],
            ]}
          />
        </section>
        <section aria-labelledby="confirmation-booking">
          <h2 id="confirmation-booking" className="confirmation-card__section-title">
            {t('events.confirmation.bookingDetails')}
          </h2>
          <DetailList
            rows={[
              [t('events.confirmation.bookingId'), booking.bookingId],
              [t('events.confirmation.bookingTime'), `${formatTableDateTime(booking.bookingTime)} IST`],
              [t('events.confirmation.name'), booking.fighterName],
              [t('events.confirmation.email'), <EmailAddress key="email" address={booking.email} />],
              [t('events.confirmation.mobile'), formatMobile(booking.mobileNumber)],
            ]}
          />
        </section>
      </div>
      <footer className="confirmation-card__foot">
        <p className="confirmation-card__hint">{t('events.confirmation.screenshotHint')}</p>
        <div className="confirmation-card__actions">
          {family && (
            <Link to="/fighter/bookings" className="btn btn-outline-dark btn-lg">
              {t('events.confirmation.myBookings')}
            </Link>
          )}
          <Link to={publicPath('/events')} className="btn btn-danger btn-lg">
            {t('events.confirmation.backToEvents')}
          </Link>
        </div>
      </footer>
    </article>
  );
}

/**
 * Booking Confirmation: from navigation state, else restored from localStorage so a reload keeps it. A paid event's
 * booking shows `Payment` under its heading: what is due, until when the seat is held, and how to pay. Then the
 * ticket's QR code for the door (none for a booking kept before bookings had tickets).
 */
export default function BookingConfirmationPage({ Payment }: { Payment?: PaymentBlock }) {
  const t = useT();
  const publicPath = usePublicPath();
  const location = useLocation();
  const fromState = useMemo(() => parseBooking(location.state), [location.state]);
  const booking = fromState ?? readStoredBooking();

  useEffect(() => {
    if (fromState) storeBooking(fromState);
  }, [fromState]);

  return (
    <div className="confirmation-page">
      <div className="container confirmation-page__inner">
        {booking ? (
          <Confirmation booking={booking} Payment={Payment} />
        ) : (
          <section className="confirmation-card confirmation-card--empty" aria-labelledby="confirmation-title">
            <h1 id="confirmation-title" className="confirmation-card__title">
              {t('events.confirmation.title')}
            </h1>
            <p className="confirmation-card__thanks">{t('events.confirmation.empty')}</p>
            <Link to={publicPath('/events')} className="btn btn-danger btn-lg">
              {t('events.confirmation.backToEvents')}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
