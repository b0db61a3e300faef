import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReply, BookingValues } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicEventsQueryKey } from './get-events.ts';

export function bookEvent(body: BookingValues): Promise<BookingReply> {
  return apiRequest<BookingReply>('/api/Bookings/BookEvent', { method: 'POST', body });
}

export function useBookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookEvent,
    // Seats left changed (or the refusal says the event is full): show the current counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicEventsQueryKey }),
  });
}
