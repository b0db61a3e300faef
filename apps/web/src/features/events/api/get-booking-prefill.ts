import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const bookingPrefillQueryKey = (fighterId: string) => ['booking-prefill', fighterId] as const;

/** GetFighterDetailsById: the logged-in fighter's profile, to fill the booking form. */
export function getBookingPrefill(fighterId: string): Promise<FighterReply> {
  return callApi(ENDPOINTS.GetFighterDetailsById, { params: { id: fighterId } });
}

export const bookingPrefillQuery = (fighterId: string) =>
  queryOptions({
    queryKey: bookingPrefillQueryKey(fighterId),
    queryFn: () => getBookingPrefill(fighterId),
    staleTime: 0,
  });

/** Runs only while the booking modal is open for a logged-in fighter. */
export function useBookingPrefill(fighterId: string | null, enabled: boolean) {
  return useQuery({ ...bookingPrefillQuery(fighterId ?? ''), enabled: enabled && fighterId !== null });
}
