import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type PromotionReply, type RecordPromotionRequest } from '@academy/contract';
import { callApi } from './api-client.ts';
import { fighterRanksQueryKey } from './fighter-ranks.ts';
import { allFightersQueryKey } from './fighters-list.ts';

export function recordPromotion(body: RecordPromotionRequest): Promise<PromotionReply> {
  return callApi(ENDPOINTS.RecordPromotion, { body });
}

/**
 * A promotion recorded (a past one from a fighter's Rank dialog, or a claimed belt confirmed): the fighter's history
 * and the fighters list's Rank column change with it. `onRecorded` updates what only the calling screen shows (the
 * rank claims, which the promotion clears).
 */
export function useRecordPromotion(onRecorded?: (reply: PromotionReply) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPromotion,
    onSuccess: (reply) =>
      Promise.all([
        onRecorded?.(reply),
        queryClient.invalidateQueries({ queryKey: fighterRanksQueryKey(reply.promotion.fighterId) }),
        queryClient.invalidateQueries({ queryKey: allFightersQueryKey }),
      ]),
  });
}
