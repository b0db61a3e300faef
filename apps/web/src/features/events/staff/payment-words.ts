import type { MessageKey, PaymentState } from '@academy/contract';
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

/** The fee's state, or Free for an event without one (its bookings have no payment). */
export function paymentWords(state: PaymentState | null): string {
  return t(state ? PAYMENT_LABELS[state] : 'admin.bookings.payment.free');
}
