import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentReportReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';

export function getPaymentReport(to: string | undefined): Promise<PaymentReportReply> {
  return callApi(ENDPOINTS.GetPaymentReport, { query: { to } });
}

export const paymentReportQuery = (to: string | undefined) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'report', to ?? ''] as const,
    queryFn: () => getPaymentReport(to),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePaymentReport(to: string | undefined) {
  return useQuery(paymentReportQuery(to));
}
