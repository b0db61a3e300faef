import { Link } from 'react-router';
import { formatPaise, payPagePath, type BookingPayment as Booked } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { usePayment } from '../api/get-payment.ts';
import { PayPanel } from '../components/pay-panel.tsx';
import { formatHoldEnd, holdUntil } from '../payment-words.ts';
import { useNow } from '../../../lib/use-now.ts';
import './booking-payment.css';

/**
 * A paid event's booking confirmation: what is due and until when the seat is held, then the payment panel. The
 * booking's reply gave the payment's id and link secret; the payment itself is read afresh, so a reload shows where
 * it stands now.
 */
export default function BookingPayment({ payment: booked }: { payment: Booked }) {
  const t = useT();
  const publicPath = usePublicPath();
  const query = usePayment(booked.paymentId, booked.linkSecret);
  const payment = query.data?.payment;
  const state = payment?.state ?? booked.state;
  const hold = payment ? holdUntil(payment) : booked.holdUntil;
  const now = useNow(60_000, state === 'pending' && hold !== null);
  const held = state === 'pending' && hold !== null && Date.parse(hold) > now;
  const amount = formatPaise(payment?.amountPaise ?? booked.amountPaise);
  // The page's link carries the secret too: whoever booked without an account opens it again from there.
  const pageLink = publicPath(payPagePath(booked.paymentId, booked.linkSecret));

  return (
    <section className="booking-pay" aria-labelledby="booking-pay-title">
      <h2 id="booking-pay-title" className="booking-pay__title">
        {state !== 'pending'
          ? t('payments.booking.title')
          : held
            ? t('payments.booking.dueHeld', { amount, time: formatHoldEnd(hold, now) })
            : t('payments.booking.due', { amount })}
      </h2>
      {query.data ? (
        // The title says until when the seat is held; the panel says so only once the hold is over.
        <PayPanel payment={query.data.payment} payee={query.data.payee} showHold={!held} />
      ) : query.isError ? (
        <p className="booking-pay__problem" role="alert">
          {t('payments.booking.loadFailed')}
        </p>
      ) : (
        <p className="booking-pay__loading" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('payments.page.loading')}
        </p>
      )}
      <p className="booking-pay__later">
        {t('payments.booking.later')} <Link to={pageLink}>{t('payments.booking.pageLink')}</Link>
      </p>
    </section>
  );
}
