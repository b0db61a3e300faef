import { useQueryClient } from '@tanstack/react-query';
import type { TournamentReply } from '@academy/contract';
import { tournamentQueryKey } from './get-tournament.ts';

/** Every change answers the whole tournament as it now is: it replaces the page's copy, with no second call. */
export function useKeepTournament() {
  const queryClient = useQueryClient();
  return (reply: TournamentReply) => {
    if (reply.tournament) queryClient.setQueryData(tournamentQueryKey(reply.tournament.eventId), reply);
  };
}
