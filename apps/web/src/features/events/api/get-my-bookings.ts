import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type MyBookingsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const myBookingsQueryKey = ['my-bookings'] as const;

/** The logged-in family's bookings and waiting-list places (the server answers the caller's own family). */
export function getMyBookings(): Promise<MyBookingsReply> {
  return callApi(ENDPOINTS.MyBookings);
}

export function useMyBookings() {
  // A seat offered, a check-in at the door or a payment confirmed changes it from elsewhere: fetched on each visit.
  return useQuery({ queryKey: myBookingsQueryKey, queryFn: getMyBookings, staleTime: 0 });
}
