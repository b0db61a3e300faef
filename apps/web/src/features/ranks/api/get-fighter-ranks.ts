import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterRanksReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterRanksQueryKey = (id: string) => ['fighters', id, 'ranks'] as const;

/** A profile's rank now, since when, and its promotions, newest first (the family's own profiles only). */
export function getFighterRanks(id: string): Promise<FighterRanksReply> {
  return callApi(ENDPOINTS.GetFighterRanks, { params: { id } });
}

export const fighterRanksQuery = (id: string) =>
  queryOptions({ queryKey: fighterRanksQueryKey(id), queryFn: () => getFighterRanks(id) });

export function useFighterRanks(id: string) {
  return useQuery(fighterRanksQuery(id));
}
