import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The event's name, for the page of an event that is not a tournament yet (a tournament's reply carries it). */
export function useEventName(eventId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['tournament-event', eventId],
      queryFn: () => callApi(ENDPOINTS.getEventById, { params: { id: eventId } }),
      select: (reply) => reply.event.eventName,
      enabled,
    }),
  );
}
