import type { MessageKey, PaymentState } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import './payment-state-badge.css';

/** Each payment state's words, for the payer: the pay page, the profile's fees and My bookings (area 'payments'). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, MessageKey> = {
  pending: 'payments.state.pending',
  submitted: 'payments.state.submitted',
  paid: 'payments.state.paid',
  rejected: 'payments.state.rejected',
  refunded: 'payments.state.refunded',
  waived: 'payments.state.waived',
};

/** A pill saying where a payment stands, coloured by state: amber waiting, blue being checked, green paid. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const t = useT();
  return <span className={`payment-badge payment-badge--${state}`}>{t(PAYMENT_STATE_LABELS[state])}</span>;
}
