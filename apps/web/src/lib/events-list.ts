import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type EventsReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of the events data: the list (here; the public pages', the staff's, the front desk's), and under it
 * (features/events/api) each event's details, door and waiting list. A change to an event invalidates it all.
 */
export const eventsQueryKey = ['events'] as const;

/** Also preloaded by the prerendered /events page (entry-server.tsx): keep the two requests identical. */
export const EVENTS_LIST_URL = endpointUrl(ENDPOINTS.GetAllEvents);

/**
 * No timestamp cache-buster: the server answers Cache-Control: no-cache with an
 * ETag, so the browser always revalidates and an unchanged list comes back as a cheap 304.
 */
export function getEvents(): Promise<EventsReply> {
  return callApi(ENDPOINTS.GetAllEvents);
}

export const eventsQuery = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: getEvents,
  // Seats left change with every booking; revalidating on each visit is cheap thanks to the ETag.
  staleTime: 0,
});

/** `staleTime`, when given: the front desk's list of doors to run may be a minute old. */
export function useEvents(staleTime?: number) {
  return useQuery({ ...eventsQuery, ...(staleTime === undefined ? {} : { staleTime }) });
}
