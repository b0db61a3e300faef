import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminEventsQueryKey } from './get-admin-events.ts';

export const adminEventQueryKey = (id: string) => [...adminEventsQueryKey, id] as const;

/** GET /api/events/getEventById/{id} with the admin token, so the reply carries the bookings. */
export function getAdminEvent(id: string): Promise<EventReply> {
  return apiRequest<EventReply>(`/api/events/getEventById/${encodeURIComponent(id)}`);
}

export const adminEventQuery = (id: string) =>
  queryOptions({ queryKey: adminEventQueryKey(id), queryFn: () => getAdminEvent(id), staleTime: 0 });

export function useAdminEvent(id: string) {
  return useQuery(adminEventQuery(id));
}
