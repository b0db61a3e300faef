import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EventReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export const adminEventQueryKey = (id: string) => [...eventsQueryKey, id] as const;

/** getEventById with the admin token, so the reply carries the bookings. */
export function getAdminEvent(id: string): Promise<EventReply> {
  return callApi(ENDPOINTS.getEventById, { params: { id } });
}

export const adminEventQuery = (id: string) =>
  queryOptions({ queryKey: adminEventQueryKey(id), queryFn: () => getAdminEvent(id), staleTime: 0 });

export function useAdminEvent(id: string) {
  return useQuery(adminEventQuery(id));
}
