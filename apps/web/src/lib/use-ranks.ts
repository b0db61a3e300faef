import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type RanksReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/** The academy's syllabus, lowest rank first; the admin's SaveRanks invalidates this key. */
export const ranksQueryKey = ['ranks'] as const;

export function getRanks(): Promise<RanksReply> {
  return callApi(ENDPOINTS.GetRanks);
}

export const ranksQuery = () =>
  queryOptions({
    queryKey: ranksQueryKey,
    queryFn: getRanks,
    // The syllabus changes a few times a year; a form opened again within minutes need not ask again.
    staleTime: 5 * 60_000,
  });

/** GetRanks, while `enabled` (the form or page that offers the belts is open). */
export function useRanks(enabled = true) {
  return useQuery({ ...ranksQuery(), enabled });
}
