import { ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A tournament's published categories' places, by its event's id: what the results CSV is made of. */
export function getTournamentResults(eventId: string): Promise<TournamentResultsReply> {
  return callApi(ENDPOINTS.GetTournamentResults, { params: { id: eventId } });
}
