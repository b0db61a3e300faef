import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FightersReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const allFightersQueryKey = ['fighters', 'all'] as const;

export function getAllFighters(): Promise<FightersReply> {
  return callApi(ENDPOINTS.GetAllFighters);
}

export const allFightersQuery = () => queryOptions({ queryKey: allFightersQueryKey, queryFn: getAllFighters });

export function useAllFighters() {
  return useQuery(allFightersQuery());
}
