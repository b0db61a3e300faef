import { queryOptions, useQuery } from '@tanstack/react-query';
import { academyToday, ENDPOINTS } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The event's name and day, for the page of an event that is not a tournament yet (a tournament's reply carries
 * them): an event whose day is over is no longer set up as one.
 */
export function useEventName(eventId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['tournament-event', eventId],
      queryFn: () => callApi(ENDPOINTS.getEventById, { params: { id: eventId } }),
      select: (reply) => ({ name: reply.event.eventName, day: academyToday(new Date(reply.event.eventDateTime)) }),
      enabled,
    }),
  );
}
