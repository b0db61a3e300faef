import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Under the events' root key: a change to an event (its name, its poster) refreshes its results too. */
export const tournamentResultsQueryKey = (eventId: string) => ['events', eventId, 'tournament-results'] as const;

export function getTournamentResults(eventId: string): Promise<TournamentResultsReply> {
  return callApi(ENDPOINTS.GetTournamentResults, { params: { id: eventId } });
}

/**
 * A tournament's public results; an error with status 404 when the event is not a tournament. The event's page asks
 * too, to link here, so the results page often opens from the cache.
 */
export function useTournamentResults(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: tournamentResultsQueryKey(eventId),
      queryFn: () => getTournamentResults(eventId),
      // Places fill in during the tournament: each visit revalidates, cheaply thanks to the ETag.
      staleTime: 0,
    }),
  );
}
