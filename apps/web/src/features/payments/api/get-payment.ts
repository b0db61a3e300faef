import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';
import { paymentSecretHeaders, rememberPaymentSecret } from './payment-link.ts';

/** Under the payments' root: a decision on it, or any the staff take, asks for it again. */
export const paymentQueryKey = (id: string) => [...paymentsQueryKey, id] as const;

/**
 * A payment by its id, with where to pay it. A payer without a login is let in by the link's secret (sent as a
 * header, never in the address); the family's login or the admin's token opens it by id.
 */
export function getPayment(id: string): Promise<PaymentReply> {
  return callApi(ENDPOINTS.GetPayment, { params: { id }, headers: paymentSecretHeaders(id) });
}

/**
 * The payment, asked again every minute while the academy checks a submitted transfer, so the page shows Paid once
 * it is marked without a reload.
 */
export function usePayment(id: string, secret?: string | null) {
  rememberPaymentSecret(id, secret);
  return useQuery({
    queryKey: paymentQueryKey(id),
    queryFn: () => getPayment(id),
    refetchInterval: (query) => (query.state.data?.payment.state === 'submitted' ? 60_000 : false),
  });
}
