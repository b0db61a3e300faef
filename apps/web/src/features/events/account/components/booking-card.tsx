import { Link } from 'react-router';
import { formatPaise, payPagePath, type MyBooking } from '@academy/contract';
import { EventTicket } from '../../../../components/event-ticket.tsx';
import { Badge } from '../../../../components/badge.tsx';
import { PaymentStateBadge } from '../../../../components/payment-state-badge.tsx';
import { formatTableDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { showsTicket } from '../booking-order.ts';

interface Props {
  booking: MyBooking;
  now: number;
  onCancel: (booking: MyBooking) => void;
}

const ist = (iso: string) => `${formatTableDateTime(iso)} IST`;

/**
 * One booking of the family: the event, who goes, its code, the fee's state (with the way to pay while it is due),
 * the door's check-in, the ticket while it is of use, and Cancel booking until the event's cut-off.
 */
export function BookingCard({ booking, now, onCancel }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  const headingId = `my-booking-${booking._id}`;
  const cancelled = booking.cancelledAt !== null;
  const past = Date.parse(booking.eventDateTime) < now;
  return (
    <article
      className={`my-booking ${cancelled ? 'is-cancelled' : ''} ${past ? 'is-past' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="my-booking__main">
        <p className="my-booking__when">
          <time dateTime={booking.eventDateTime}>{ist(booking.eventDateTime)}</time>
        </p>
        <h3 id={headingId} className="my-booking__title">
          {booking.eventName}
        </h3>
        <dl className="my-booking__facts">
          <div>
            <dt>{t('account.bookings.place')}</dt>
            <dd>{booking.eventLocation}</dd>
          </div>
          <div>
            <dt>{t('account.bookings.attendee')}</dt>
            <dd>{booking.fighterName}</dd>
          </div>
          <div>
            <dt>{t('account.bookings.code')}</dt>
            <dd className="my-booking__code">{booking.bookingId}</dd>
          </div>
          {booking.payment && (
            <div>
              <dt>{t('account.bookings.fee')}</dt>
              <dd className="my-booking__fee">
                {formatPaise(booking.payment.amountPaise)} <PaymentStateBadge state={booking.payment.state} />
                {booking.payment.state === 'pending' && !cancelled && (
                  <Link to={publicPath(payPagePath(booking.payment.paymentId))} className="my-booking__pay">
                    {t('account.bookings.pay')}
                  </Link>
                )}
              </dd>
            </div>
          )}
        </dl>
        <p className="my-booking__status">
          {cancelled ? (
            <Badge tone="neutral">{t('account.bookings.cancelled', { date: ist(booking.cancelledAt!) })}</Badge>
          ) : booking.checkedInAt ? (
            <Badge tone="success">{t('account.bookings.checkedIn', { time: ist(booking.checkedInAt) })}</Badge>
          ) : null}
        </p>
        {booking.cancellableUntil ? (
          <div className="my-booking__cancel">
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onCancel(booking)}>
              {t('account.bookings.cancel')}
            </button>
            <span className="my-booking__cancel-hint">
              {t('account.bookings.cancelUntil', { time: ist(booking.cancellableUntil) })}
            </span>
          </div>
        ) : (
          !cancelled &&
          !past &&
          !booking.checkedInAt && <p className="my-booking__cancel-hint">{t('account.bookings.cancelClosed')}</p>
        )}
      </div>
      {showsTicket(booking, now) && (
        <div className="my-booking__ticket">
          <EventTicket
            ticket={booking.ticket}
            bookingCode={booking.bookingId}
            eventName={booking.eventName}
            attendee={booking.fighterName}
          />
        </div>
      )}
    </article>
  );
}
