import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentSettingsFields, type PaymentSettingsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentSettingsQueryKey } from '../../../lib/payment-settings.ts';

export function savePaymentSettings(body: PaymentSettingsFields): Promise<PaymentSettingsReply> {
  return callApi(ENDPOINTS.SavePaymentSettings, { body });
}

/** The reply is the settings as kept (a prefix in capitals, a preset's columns): the screen shows them at once. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (reply) => queryClient.setQueryData(paymentSettingsQueryKey, reply),
  });
}
