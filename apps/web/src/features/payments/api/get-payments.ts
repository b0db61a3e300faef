import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentsQuery, type PaymentsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of every payments reply (lists, dues, the report): a decision or an import invalidates them all. */
export const paymentsQueryKey = ['admin-payments'] as const;

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

/** Transfers waiting for the admin's check, for the nav's badge; asked again at most once a minute. */
export function useToCheckCount(): number | undefined {
  return useQuery({
    ...paymentsQuery({ state: 'submitted' }),
    staleTime: 60_000,
    select: (reply) => reply.payments.length,
  }).data;
}
