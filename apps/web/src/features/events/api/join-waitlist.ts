import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BookingValues, type JoinWaitlistReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

/** JoinWaitlist takes the booking form itself: a freed seat is booked from it when claimed. */
export function joinWaitlist(body: BookingValues): Promise<JoinWaitlistReply> {
  return callApi(ENDPOINTS.JoinWaitlist, { body });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    // The cards show how many wait; a refusal may say seats came free (book instead): show the current counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
