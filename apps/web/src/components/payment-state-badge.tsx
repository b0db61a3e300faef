import type { PaymentState } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import { PAYMENT_STATE_LABELS } from './payment-words.ts';

/** A pill saying where a payment stands, coloured by state: amber waiting, blue being checked, green paid. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const t = useT();
  return <span className={`payment-badge payment-badge--${state}`}>{t(PAYMENT_STATE_LABELS[state])}</span>;
}
