import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type EntryState, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

export function setEntryState({ entryId, state }: { entryId: string; state: EntryState }): Promise<TournamentReply> {
  return callApi(ENDPOINTS.SetEntryState, { params: { id: entryId }, body: { state } });
}

export function useSetEntryState() {
  return useMutation({ mutationFn: setEntryState, onSuccess: useKeepTournament() });
}
