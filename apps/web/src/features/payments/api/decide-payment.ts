import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type DecidePaymentRequest, type PaymentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';

export function decidePayment({ id, ...body }: DecidePaymentRequest & { id: string }): Promise<PaymentReply> {
  return callApi(ENDPOINTS.DecidePayment, { params: { id }, body });
}

export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
