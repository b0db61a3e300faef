import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type RanksReply, type SaveRanksRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { ranksQueryKey } from '../../../lib/use-ranks.ts';

export function saveRanks(body: SaveRanksRequest): Promise<RanksReply> {
  return callApi(ENDPOINTS.SaveRanks, { body });
}

/** The reply is the syllabus as saved (new ranks with their ids): every form offering the belts gets it at once. */
export function useSaveRanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRanks,
    onSuccess: (reply) => queryClient.setQueryData(ranksQueryKey, reply),
  });
}
