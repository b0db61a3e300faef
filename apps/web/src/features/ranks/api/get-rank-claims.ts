import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type RankClaimsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Belts fighters say they hold that the academy has not confirmed; a promotion recorded clears one. */
export const rankClaimsQueryKey = ['admin-ranks', 'claims'] as const;

export function getRankClaims(): Promise<RankClaimsReply> {
  return callApi(ENDPOINTS.GetRankClaims);
}

export function useRankClaims() {
  return useQuery(queryOptions({ queryKey: rankClaimsQueryKey, queryFn: getRankClaims, staleTime: 0 }));
}

/** Once a promotion confirms a claimed belt, the claim's row leaves at once and the list is asked again. */
export function useRankClaimCleared() {
  const queryClient = useQueryClient();
  return (fighterId: string) => {
    queryClient.setQueryData<RankClaimsReply>(
      rankClaimsQueryKey,
      (old) => old && { ...old, claims: old.claims.filter((claim) => claim.fighterId !== fighterId) },
    );
    return queryClient.invalidateQueries({ queryKey: rankClaimsQueryKey });
  };
}
