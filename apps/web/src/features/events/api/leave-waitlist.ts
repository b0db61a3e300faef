import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { myBookingsQueryKey } from './get-my-bookings.ts';

/** LeaveWaitlist: gives up a place in line, or a seat offered and not yet booked. */
export function leaveWaitlist(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.LeaveWaitlist, { params: { id } });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
