import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FighterReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const bookingPrefillQueryKey = (fighterId: string) => ['booking-prefill', fighterId] as const;

/** GET /api/Fighters/GetFighterDetailsById/{id}: the logged-in fighter's profile, to fill the booking form. */
export function getBookingPrefill(fighterId: string): Promise<FighterReply> {
  return apiRequest<FighterReply>(`/api/Fighters/GetFighterDetailsById/${encodeURIComponent(fighterId)}`);
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
