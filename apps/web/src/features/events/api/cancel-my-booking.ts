import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { myBookingsQueryKey } from './get-my-bookings.ts';

/** CancelMyBooking: the seat goes back at once (to the next in line, if any). */
export function cancelMyBooking(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.CancelMyBooking, { params: { id } });
}

export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyBooking,
    // A refusal (past the cut-off meanwhile) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
