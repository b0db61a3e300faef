import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { callApi } from './api-client.ts';
import { eventsQueryKey } from './events-list.ts';

/** Under the events' root key: a change to an event (its name, its poster) refreshes its results too. */
export const tournamentResultsQueryKey = (eventId: string) =>
  [...eventsQueryKey, eventId, 'tournament-results'] as const;

export function getTournamentResults(eventId: string): Promise<TournamentResultsReply> {
  return callApi(ENDPOINTS.GetTournamentResults, { params: { id: eventId } });
}

/**
 * A tournament's public results; an error with status 404 when the event is not a tournament. The results page and
 * the event's page (to link there) ask, so the results often open from the cache.
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
