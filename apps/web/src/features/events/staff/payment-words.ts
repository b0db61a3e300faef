import { formatPaise, type MessageKey, type PaymentState } from '@academy/contract';
import { t } from '../../../lib/i18n.ts';

/** A booking's entry fee in the admin's words, as the Payments screen names the states. */
const PAYMENT_LABELS: Record<PaymentState, MessageKey> = {
  pending: 'admin.payments.state.pending',
  submitted: 'admin.payments.state.submitted',
  paid: 'admin.payments.state.paid',
  rejected: 'admin.payments.state.rejected',
  refunded: 'admin.payments.state.refunded',
  waived: 'admin.payments.state.waived',
};

/**
 * The fee's state with what it is for ('Awaiting transfer · ₹750.00'), so the desk can say how much is owed without
 * opening Payments. A booking without a payment is Free on a free event; on a paid one (booked before payments were
 * taken) nothing is known of it. `rupee` is the sign to write: the PDF's fonts have none.
 */
export function paymentWords(
  state: PaymentState | null,
  amountPaise: number | null,
  { rupee = '₹', paidEvent = false }: { rupee?: string; paidEvent?: boolean } = {},
): string {
  if (!state) return t(paidEvent ? 'admin.common.notAvailable' : 'admin.bookings.payment.free');
  const words = t(PAYMENT_LABELS[state]);
  return amountPaise === null ? words : `${words} · ${formatPaise(amountPaise, rupee)}`;
}
