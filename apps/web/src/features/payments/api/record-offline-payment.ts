import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReply, type RecordOfflinePaymentRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';

export function recordOfflinePayment(body: RecordOfflinePaymentRequest): Promise<PaymentReply> {
  return callApi(ENDPOINTS.RecordOfflinePayment, { body });
}

/** Cash or a waiver settles dues: the family's dues, the lists and the report all change. */
export function useRecordOfflinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflinePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
