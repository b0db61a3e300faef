import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EventsReply, type LeadsReply, type PaymentsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Transfers waiting for a check, oldest first as the payments screen lists them. */
export function useToCheck() {
  return useQuery({
    queryKey: ['admin-desk', 'to-check'] as const,
    queryFn: (): Promise<PaymentsReply> => callApi(ENDPOINTS.GetPayments, { query: { state: 'submitted' } }),
    staleTime: 0,
  });
}

/** Trial requests not yet called. */
export function useNewLeads() {
  return useQuery({
    queryKey: ['admin-desk', 'new-leads'] as const,
    queryFn: (): Promise<LeadsReply> => callApi(ENDPOINTS.GetLeads, { query: { state: 'new' } }),
    staleTime: 0,
  });
}

/** The events, for the ones whose door opens soon. */
export function useEvents() {
  return useQuery({
    queryKey: ['admin-desk', 'events'] as const,
    queryFn: (): Promise<EventsReply> => callApi(ENDPOINTS.GetAllEvents),
    staleTime: 60_000,
  });
}
