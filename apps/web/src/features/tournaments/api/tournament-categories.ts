import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentCategoriesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getTournamentCategories(eventId: string): Promise<TournamentCategoriesReply> {
  return callApi(ENDPOINTS.GetTournamentCategories, { params: { id: eventId } });
}

/** The categories a visitor may enter, asked afresh: the organiser may draw one while the form is open. */
export function useTournamentCategories(eventId: string) {
  return useQuery({
    queryKey: ['tournament-categories', eventId],
    queryFn: () => getTournamentCategories(eventId),
    staleTime: 0,
  });
}
