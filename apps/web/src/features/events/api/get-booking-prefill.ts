import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type BookingPrefillReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const bookingPrefillQueryKey = ['booking-prefill'] as const;

export function getBookingPrefill(): Promise<BookingPrefillReply> {
  return callApi(ENDPOINTS.GetBookingPrefill);
}

/**
 * What the records hold of each family profile beyond the profile (the last booking's measurements, a student's
 * academy and instructor): asked afresh each time the booking form opens for a logged-in family.
 */
export function useBookingPrefillRecords(enabled: boolean) {
  return useQuery({ queryKey: bookingPrefillQueryKey, queryFn: getBookingPrefill, staleTime: 0, enabled });
}
