import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const tournamentQueryKey = (eventId: string) => ['tournament', eventId] as const;

export function getTournament(eventId: string): Promise<TournamentReply> {
  return callApi(ENDPOINTS.GetTournament, { params: { id: eventId } });
}

/** An event's tournament (null while it is not one), asked afresh: the desk enters athletes while the owner sorts. */
export function useTournament(eventId: string) {
  return useQuery(
    queryOptions({ queryKey: tournamentQueryKey(eventId), queryFn: () => getTournament(eventId), staleTime: 0 }),
  );
}
