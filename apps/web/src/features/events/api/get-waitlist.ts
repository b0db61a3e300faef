import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type WaitlistReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminEventQueryKey } from './get-admin-event.ts';

/** Under the event's key, so whatever refreshes the event (a cancelled booking frees a seat) refreshes its line. */
export const waitlistQueryKey = (id: string) => [...adminEventQueryKey(id), 'waitlist'] as const;

export function getWaitlist(id: string): Promise<WaitlistReply> {
  return callApi(ENDPOINTS.GetWaitlist, { params: { id } });
}

export function useWaitlist(id: string) {
  return useQuery(queryOptions({ queryKey: waitlistQueryKey(id), queryFn: () => getWaitlist(id), staleTime: 0 }));
}
