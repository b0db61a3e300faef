import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EventDoorReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminEventQueryKey } from './get-admin-event.ts';

/**
 * Read again this often while the door screen is open: a second phone may be checking people in at another door,
 * and the counts on both should agree within seconds.
 */
export const DOOR_POLL_MS = 5000;

export const eventDoorQueryKey = (id: string) => [...adminEventQueryKey(id), 'door'] as const;

export function getEventDoor(id: string): Promise<EventDoorReply> {
  return callApi(ENDPOINTS.GetEventDoor, { params: { id } });
}

export function useEventDoor(id: string) {
  return useQuery(
    queryOptions({
      queryKey: eventDoorQueryKey(id),
      queryFn: () => getEventDoor(id),
      staleTime: 0,
      refetchInterval: DOOR_POLL_MS,
    }),
  );
}
