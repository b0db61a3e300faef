import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FightersQuery, type FightersReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of the fighters list under every filter (the fighters screen, and unfiltered the cash payment's choice of
 * family, which so reuses the screen's reply): a change to a fighter invalidates them all.
 */
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

/** `staleTime`, when given: how old a reply a screen may show (a choice of family need not ask within a minute). */
export function useAllFighters(filters: FightersQuery = {}, staleTime?: number) {
  return useQuery({ ...allFightersQuery(filters), ...(staleTime === undefined ? {} : { staleTime }) });
}
