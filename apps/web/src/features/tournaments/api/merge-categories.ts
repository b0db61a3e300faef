import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

/** `categoryId` goes: its entries join `intoId`. */
export function mergeCategories({
  categoryId,
  intoId,
}: {
  categoryId: string;
  intoId: string;
}): Promise<TournamentReply> {
  return callApi(ENDPOINTS.MergeCategories, { params: { id: categoryId }, body: { intoId } });
}

export function useMergeCategories() {
  return useMutation({ mutationFn: mergeCategories, onSuccess: useKeepTournament() });
}
