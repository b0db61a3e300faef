import type { MessageKey, PaymentState } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './badge.tsx';

/** Each payment state's words, for the payer: the pay page, the profile's fees and My bookings (area 'payments'). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, MessageKey> = {
  pending: 'payments.state.pending',
  submitted: 'payments.state.submitted',
  paid: 'payments.state.paid',
  rejected: 'payments.state.rejected',
  refunded: 'payments.state.refunded',
  waived: 'payments.state.waived',
};

/** Amber waiting for the transfer, blue being checked, green paid, red rejected, grey settled otherwise. */
const TONES: Record<PaymentState, BadgeTone> = {
  pending: 'warning',
  submitted: 'info',
  paid: 'success',
  rejected: 'danger',
  refunded: 'neutral',
  waived: 'neutral',
};

/**
 * Where a payment stands, in the same colours for the payer and the admin; the admin's list words the states for
 * the one who checks them ("To check").
 */
export function PaymentStateBadge({
  state,
  labels = PAYMENT_STATE_LABELS,
}: {
  state: PaymentState;
  labels?: Record<PaymentState, MessageKey>;
}) {
  const t = useT();
  return <Badge tone={TONES[state]}>{t(labels[state])}</Badge>;
}
