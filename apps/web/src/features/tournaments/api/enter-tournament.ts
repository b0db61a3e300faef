import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type EnterTournamentReply, type EnterTournamentRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function enterTournament({
  eventId,
  request,
}: {
  eventId: string;
  request: EnterTournamentRequest;
}): Promise<EnterTournamentReply> {
  return callApi(ENDPOINTS.EnterTournament, { params: { id: eventId }, body: request });
}

export function useEnterTournament() {
  return useMutation({ mutationFn: enterTournament });
}
