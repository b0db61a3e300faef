import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReply, type SubmitUtrRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { duesQueryKey } from './get-dues.ts';
import { paymentQueryKey } from './get-payment.ts';
import { paymentSecretHeaders } from './payment-link.ts';

export function submitUtr(id: string, body: SubmitUtrRequest): Promise<PaymentReply> {
  return callApi(ENDPOINTS.SubmitUtr, { params: { id }, body, headers: paymentSecretHeaders(id) });
}

/** Gives the transfer's UTR; the reply is the payment, now submitted, and the family's dues change with it. */
export function useSubmitUtr(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitUtrRequest) => submitUtr(id, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(paymentQueryKey(id), reply);
      return queryClient.invalidateQueries({ queryKey: duesQueryKey });
    },
  });
}
