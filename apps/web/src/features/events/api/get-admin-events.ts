import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EventsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the admin's event data; mutations invalidate it, which also refreshes open event details. */
export const adminEventsQueryKey = ['admin-events'] as const;

export function getAdminEvents(): Promise<EventsReply> {
  return callApi(ENDPOINTS.GetAllEvents);
}

export const adminEventsQuery = queryOptions({ queryKey: adminEventsQueryKey, queryFn: getAdminEvents, staleTime: 0 });

export function useAdminEvents() {
  return useQuery(adminEventsQuery);
}
