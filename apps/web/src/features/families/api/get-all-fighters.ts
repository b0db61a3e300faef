import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FightersQuery, type FightersReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the fighters list under every filter: a change to a fighter invalidates them all. */
export const allFightersQueryKey = ['fighters', 'all'] as const;

export function getAllFighters(filters: FightersQuery = {}): Promise<FightersReply> {
  return callApi(ENDPOINTS.GetAllFighters, { query: filters });
}

export const allFightersQuery = (filters: FightersQuery = {}) =>
  queryOptions({
    queryKey: [...allFightersQueryKey, filters.rankId ?? '', filters.batchId ?? '', filters.q ?? ''] as const,
    queryFn: () => getAllFighters(filters),
    // The table keeps its rows while another filter's list loads.
    placeholderData: keepPreviousData,
  });

export function useAllFighters(filters: FightersQuery = {}) {
  return useQuery(allFightersQuery(filters));
}
