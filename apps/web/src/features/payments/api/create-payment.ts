import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CreatePaymentRequest, type PaymentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { duesQueryKey } from './get-dues.ts';
import { paymentQueryKey } from './get-payment.ts';

export function createPayment(body: CreatePaymentRequest): Promise<PaymentReply> {
  return callApi(ENDPOINTS.CreatePayment, { body });
}

/** One payment for the chosen dues; its reply is kept as the payment's, so its panel opens without another call. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (reply) => {
      queryClient.setQueryData(paymentQueryKey(reply.payment.id), reply);
      return queryClient.invalidateQueries({ queryKey: duesQueryKey });
    },
  });
}
