import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type LeadState, type LeadsReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of the inbox's lists (the leads screen, the front desk's new requests); a change to a lead invalidates it,
 * the nav's count of new leads included.
 */
export const leadsQueryKey = ['admin-leads'] as const;

export function getLeads(state: LeadState | undefined): Promise<LeadsReply> {
  return callApi(ENDPOINTS.GetLeads, { query: { state } });
}

export const leadsQuery = (state: LeadState | undefined) =>
  queryOptions({
    queryKey: [...leadsQueryKey, state ?? 'all'] as const,
    queryFn: () => getLeads(state),
    // Enquiries arrive at any time: ask again whenever the inbox shows.
    staleTime: 0,
    // Keeps the counts on screen while another state's list loads.
    placeholderData: keepPreviousData,
  });

export function useLeads(state: LeadState | undefined) {
  return useQuery(leadsQuery(state));
}

/** How many leads wait for a first call, for the admin nav's badge; asked again at most once a minute. */
export function useNewLeadsCount(): number | undefined {
  return useQuery({ ...leadsQuery('new'), staleTime: 60_000, select: (reply) => reply.counts.new }).data;
}
