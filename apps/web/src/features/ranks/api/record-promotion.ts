import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PromotionReply, type RankClaimsReply, type RecordPromotionRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rankClaimsQueryKey } from './get-rank-claims.ts';

export function recordPromotion(body: RecordPromotionRequest): Promise<PromotionReply> {
  return callApi(ENDPOINTS.RecordPromotion, { body });
}

/** Confirms a claimed belt: the promotion clears the claim, so its row leaves at once and the list is asked again. */
export function useRecordPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPromotion,
    onSuccess: (reply) => {
      queryClient.setQueryData<RankClaimsReply>(
        rankClaimsQueryKey,
        (old) => old && { ...old, claims: old.claims.filter((claim) => claim.fighterId !== reply.promotion.fighterId) },
      );
      return queryClient.invalidateQueries({ queryKey: rankClaimsQueryKey });
    },
  });
}
