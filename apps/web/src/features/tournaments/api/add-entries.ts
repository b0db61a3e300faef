import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type AddEntriesRequest, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

export function addEntries({
  eventId,
  request,
}: {
  eventId: string;
  request: AddEntriesRequest;
}): Promise<TournamentReply> {
  return callApi(ENDPOINTS.AddEntries, { params: { id: eventId }, body: request });
}

export function useAddEntries() {
  return useMutation({ mutationFn: addEntries, onSuccess: useKeepTournament() });
}
