import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PromotionReply, type RecordPromotionRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { allFightersQueryKey } from './get-all-fighters.ts';
import { fighterRanksQueryKey } from './get-fighter-ranks.ts';

export function recordPromotion(body: RecordPromotionRequest): Promise<PromotionReply> {
  return callApi(ENDPOINTS.RecordPromotion, { body });
}

/** A past promotion recorded: the fighter's history and the list's Rank column change with it. */
export function useRecordPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPromotion,
    onSuccess: (reply) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fighterRanksQueryKey(reply.promotion.fighterId) }),
        queryClient.invalidateQueries({ queryKey: allFightersQueryKey }),
      ]),
  });
}
