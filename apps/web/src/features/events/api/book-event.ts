import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BookingReply, type BookingValues } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export function bookEvent(body: BookingValues): Promise<BookingReply> {
  return callApi(ENDPOINTS.BookEvent, { body });
}

export function useBookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookEvent,
    // Seats left changed (or the refusal says the event is full): show the current counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
