import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type SetUpTournamentRequest, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepTournament } from './tournament-reply.ts';

export function setUpTournament({
  eventId,
  request,
}: {
  eventId: string;
  request: SetUpTournamentRequest;
}): Promise<TournamentReply> {
  return callApi(ENDPOINTS.SetUpTournament, { params: { id: eventId }, body: request });
}

export function useSetUpTournament() {
  return useMutation({ mutationFn: setUpTournament, onSuccess: useKeepTournament() });
}
