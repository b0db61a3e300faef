import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

/** The entries given leave `categoryId` for a new category of the same criteria. */
export function splitCategory({
  categoryId,
  entryIds,
}: {
  categoryId: string;
  entryIds: string[];
}): Promise<TournamentReply> {
  return callApi(ENDPOINTS.SplitCategory, { params: { id: categoryId }, body: { entryIds } });
}

export function useSplitCategory() {
  return useMutation({ mutationFn: splitCategory, onSuccess: useKeepTournament() });
}
