import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export function cancelBooking(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.CancelBooking, { params: { id } });
}

/** Cancels one booking; the event's details and the events list (seats, bookings) are read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
