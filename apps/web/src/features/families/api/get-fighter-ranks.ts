import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterRanksReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterRanksQueryKey = (id: string) => ['admin-fighter-ranks', id] as const;

export function getFighterRanks(id: string): Promise<FighterRanksReply> {
  return callApi(ENDPOINTS.GetFighterRanks, { params: { id } });
}

export function useFighterRanks(id: string) {
  return useQuery(
    queryOptions({ queryKey: fighterRanksQueryKey(id), queryFn: () => getFighterRanks(id), staleTime: 0 }),
  );
}
