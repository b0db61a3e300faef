import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterReply } from '@academy/contract';
import { callApi } from './api-client.ts';

export const fighterDetailsQueryKey = (id: string) => ['fighters', id, 'details'] as const;

/** A profile's details: the profile page's, and the logged-in fighter's to fill an event's booking form. */
export function getFighterDetails(id: string): Promise<FighterReply> {
  return callApi(ENDPOINTS.GetFighterDetailsById, { params: { id } });
}

export const fighterDetailsQuery = (id: string) =>
  queryOptions({ queryKey: fighterDetailsQueryKey(id), queryFn: () => getFighterDetails(id) });

export function useFighterDetails(id: string) {
  return useQuery(fighterDetailsQuery(id));
}

/** The booking form's prefill: asked afresh each time the form opens for a logged-in fighter, and only then. */
export function useBookingPrefill(fighterId: string | null, enabled: boolean) {
  return useQuery({ ...fighterDetailsQuery(fighterId ?? ''), staleTime: 0, enabled: enabled && fighterId !== null });
}
