import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FightersReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getAllFighters(): Promise<FightersReply> {
  return callApi(ENDPOINTS.GetAllFighters);
}

/**
 * Every profile, to find the family that paid cash; the fighters list's key without filters, so each screen reuses
 * the other's reply.
 */
export function useAllFighters() {
  return useQuery(
    queryOptions({ queryKey: ['fighters', 'all', '', ''] as const, queryFn: getAllFighters, staleTime: 60_000 }),
  );
}
