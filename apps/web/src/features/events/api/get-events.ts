import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type EventsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const publicEventsQueryKey = ['public-events'] as const;

/** Also preloaded by the prerendered /events page (entry-server.tsx): keep the two requests identical. */
export const EVENTS_LIST_URL = endpointUrl(ENDPOINTS.GetAllEvents);

/**
 * No timestamp cache-buster: the server answers Cache-Control: no-cache with an
 * ETag, so the browser always revalidates and an unchanged list comes back as a cheap 304.
 */
export function getEvents(): Promise<EventsReply> {
  return callApi(ENDPOINTS.GetAllEvents);
}

export const publicEventsQuery = queryOptions({
  queryKey: publicEventsQueryKey,
  queryFn: getEvents,
  // Seats left change with every booking; revalidating on each visit is cheap thanks to the ETag.
  staleTime: 0,
});

export function usePublicEvents() {
  return useQuery(publicEventsQuery);
}
