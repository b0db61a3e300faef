import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentSettingsReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/** The settings screen's and the statement import's: what is saved there is what an import starts from. */
export const paymentSettingsQueryKey = ['payment-settings'] as const;

export function getPaymentSettings(): Promise<PaymentSettingsReply> {
  return callApi(ENDPOINTS.GetPaymentSettings);
}

export function usePaymentSettings() {
  return useQuery(queryOptions({ queryKey: paymentSettingsQueryKey, queryFn: getPaymentSettings }));
}
