import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

export function moveEntry({ entryId, categoryId }: { entryId: string; categoryId: string }): Promise<TournamentReply> {
  return callApi(ENDPOINTS.MoveEntry, { params: { id: entryId }, body: { categoryId } });
}

export function useMoveEntry() {
  return useMutation({ mutationFn: moveEntry, onSuccess: useKeepTournament() });
}
