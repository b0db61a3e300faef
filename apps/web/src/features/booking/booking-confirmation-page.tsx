import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ACADEMY_NAME, MESSAGES, type BookingDisplay } from '@academy/contract';
import { EmailAddress } from '../../components/email-address.tsx';
import { formatInr, formatTableDateTime } from '../../lib/format.ts';
import { storeBooking } from '../../lib/booking-handoff.ts';
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

function Confirmation({ booking }: { booking: BookingDisplay }) {
  return (
    <article className="confirmation-card" aria-labelledby="confirmation-title">
      <header className="confirmation-card__head">
        <svg className="confirmation-card__icon" viewBox="0 0 52 52" aria-hidden="true">
          <circle cx="26" cy="26" r="24" />
          <path d="M15 27l7.5 7.5L38 19" />
        </svg>
        <h1 id="confirmation-title" className="confirmation-card__title">
          Booking Confirmation
        </h1>
        <p className="confirmation-card__success">{MESSAGES.seatBooked}</p>
        <p className="confirmation-card__thanks">
          Thank you for booking with {ACADEMY_NAME}, {booking.fighterName}. We look forward to seeing you at the event.
        </p>
        <p className="confirmation-card__code">
          Booking ID <strong>{booking.bookingId}</strong>
        </p>
      </header>
      <div className="confirmation-card__sections">
        <section aria-labelledby="confirmation-event">
          <h2 id="confirmation-event" className="confirmation-card__section-title">
            Event Details
          </h2>
          <DetailList
            rows={[
              ['Event ID', booking.eventId],
              ['Event Name', booking.eventName],
              ['Date & Time', `${formatTableDateTime(booking.eventDateTime)} IST`],
              ['Location', booking.eventLocation],
              ['Fee', formatInr(booking.eventFee)],
            ]}
          />
        </section>
        <section aria-labelledby="confirmation-booking">
          <h2 id="confirmation-booking" className="confirmation-card__section-title">
            Booking Details
          </h2>
          <DetailList
            rows={[
              ['Booking ID', booking.bookingId],
              ['Booking Time', `${formatTableDateTime(booking.bookingTime)} IST`],
              ['Name', booking.fighterName],
              ['Email', <EmailAddress key="email" address={booking.email} />],
              ['Mobile', booking.mobileNumber],
            ]}
          />
        </section>
      </div>
      <footer className="confirmation-card__foot">
        <p className="confirmation-card__hint">{MESSAGES.screenshotHint}</p>
        <Link to="/events" className="btn btn-danger btn-lg">
          Back to Events
        </Link>
      </footer>
    </article>
  );
}

/** Booking Confirmation: from navigation state, else restored from localStorage so a reload keeps it. */
export default function BookingConfirmationPage() {
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
          <Confirmation booking={booking} />
        ) : (
          <section className="confirmation-card confirmation-card--empty" aria-labelledby="confirmation-title">
            <h1 id="confirmation-title" className="confirmation-card__title">
              Booking Confirmation
            </h1>
            <p className="confirmation-card__thanks">
              There is no booking to show yet. Choose an event and book a seat; your confirmation will appear here.
            </p>
            <Link to="/events" className="btn btn-danger btn-lg">
              Back to Events
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
