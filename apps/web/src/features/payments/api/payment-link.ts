import { PAYMENT_SECRET_HEADER } from '@academy/contract';

/**
 * The link secrets this tab was given (the /pay page's #secret=, a booking's reply), by payment id. They stay in
 * memory only: the page's address or the kept booking gives them again after a reload. A payment without one is
 * asked for with the login alone (the family's own payments, or an admin).
 */
const secrets = new Map<string, string>();

export function rememberPaymentSecret(paymentId: string, secret: string | null | undefined): void {
  if (secret) secrets.set(paymentId, secret);
}

/** The header a call about this payment carries: its secret, when this tab has one. */
export function paymentSecretHeaders(paymentId: string): Record<string, string> {
  const secret = secrets.get(paymentId);
  return secret ? { [PAYMENT_SECRET_HEADER]: secret } : {};
}
