import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentsQuery, type PaymentsReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of every payments reply: the staff's lists (here), and under it (features/payments/api) a family's dues,
 * the report and each payment. A decision, an import or a cash payment invalidates them all.
 */
export const paymentsQueryKey = ['payments'] as const;

export function getPayments(query: PaymentsQuery): Promise<PaymentsReply> {
  return callApi(ENDPOINTS.GetPayments, { query });
}

export const paymentsQuery = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: [
      ...paymentsQueryKey,
      'list',
      query.state ?? '',
      query.q ?? '',
      query.from ?? '',
      query.to ?? '',
    ] as const,
    queryFn: () => getPayments(query),
    // Families submit transfers at any time: the list is asked again whenever it shows.
    staleTime: 0,
    // The table keeps its rows while another filter's list loads.
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQuery(query));
}

/**
 * Transfers waiting for the admin's check, for the nav's badge (the front desk's card lists them, under the same
 * key); asked again at most once a minute.
 */
export function useToCheckCount(): number | undefined {
  return useQuery({
    ...paymentsQuery({ state: 'submitted' }),
    staleTime: 60_000,
    select: (reply) => reply.payments.length,
  }).data;
}
