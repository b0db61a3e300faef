import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { duesQueryKey } from './get-dues.ts';
import { paymentQueryKey } from './get-payment.ts';
import { paymentSecretHeaders } from './payment-link.ts';

export function uploadPaymentScreenshot(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<PaymentReply> {
  const form = new FormData();
  form.append('screenshot', file);
  return callApi(ENDPOINTS.UploadPaymentScreenshot, {
    params: { id },
    body: form,
    onProgress,
    headers: paymentSecretHeaders(id),
  });
}

/** Sends a screenshot of the transfer with progress; like a UTR, it submits the payment for the academy to check. */
export function useUploadPaymentScreenshot(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPaymentScreenshot(id, file, onProgress),
    onSuccess: (reply) => {
      queryClient.setQueryData(paymentQueryKey(id), reply);
      return queryClient.invalidateQueries({ queryKey: duesQueryKey });
    },
  });
}
