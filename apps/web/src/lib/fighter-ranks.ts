import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterRanksReply } from '@academy/contract';
import { callApi } from './api-client.ts';

export const fighterRanksQueryKey = (id: string) => ['fighters', id, 'ranks'] as const;

/**
 * A profile's rank now, since when, and its promotions, newest first: the family's own profiles (the profile's belt),
 * or any fighter's for the staff (the fighters list's Rank dialog).
 */
export function getFighterRanks(id: string): Promise<FighterRanksReply> {
  return callApi(ENDPOINTS.GetFighterRanks, { params: { id } });
}

/** `staleTime`, when given: the staff's dialog asks again each time it opens (0); the profile keeps the default. */
export function useFighterRanks(id: string, staleTime?: number) {
  return useQuery(
    queryOptions({
      queryKey: fighterRanksQueryKey(id),
      queryFn: () => getFighterRanks(id),
      ...(staleTime === undefined ? {} : { staleTime }),
    }),
  );
}
