import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterDetailsQueryKey = (id: string) => ['fighters', id, 'details'] as const;

export function getFighterDetails(id: string): Promise<FighterReply> {
  return callApi(ENDPOINTS.GetFighterDetailsById, { params: { id } });
}

export const fighterDetailsQuery = (id: string) =>
  queryOptions({ queryKey: fighterDetailsQueryKey(id), queryFn: () => getFighterDetails(id) });

export function useFighterDetails(id: string) {
  return useQuery(fighterDetailsQuery(id));
}
