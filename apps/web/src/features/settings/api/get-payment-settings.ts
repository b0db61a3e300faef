import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentSettingsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The same key as the statement import's, so what is saved here is what an import starts from. */
export const paymentSettingsQueryKey = ['payment-settings'] as const;

export function getPaymentSettings(): Promise<PaymentSettingsReply> {
  return callApi(ENDPOINTS.GetPaymentSettings);
}

export function usePaymentSettings() {
  return useQuery(queryOptions({ queryKey: paymentSettingsQueryKey, queryFn: getPaymentSettings }));
}
