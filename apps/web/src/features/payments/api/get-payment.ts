import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const paymentQueryKey = (id: string) => ['payments', id] as const;

/** A payment by its id, with where to pay it: the id is the link the booking and its email give the payer. */
export function getPayment(id: string): Promise<PaymentReply> {
  return callApi(ENDPOINTS.GetPayment, { params: { id } });
}

/**
 * The payment, asked again every minute while the academy checks a submitted transfer, so the page shows Paid once
 * it is marked without a reload.
 */
export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentQueryKey(id),
    queryFn: () => getPayment(id),
    refetchInterval: (query) => (query.state.data?.payment.state === 'submitted' ? 60_000 : false),
  });
}
