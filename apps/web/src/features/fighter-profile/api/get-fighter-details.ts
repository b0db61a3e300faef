import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FighterReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const fighterDetailsQueryKey = (id: string) => ['fighters', id, 'details'] as const;

export function getFighterDetails(id: string): Promise<FighterReply> {
  return apiRequest<FighterReply>(`/api/Fighters/GetFighterDetailsById/${encodeURIComponent(id)}`);
}

export const fighterDetailsQuery = (id: string) =>
  queryOptions({ queryKey: fighterDetailsQueryKey(id), queryFn: () => getFighterDetails(id) });

export function useFighterDetails(id: string) {
  return useQuery(fighterDetailsQuery(id));
}
