import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type AdminBatchesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the admin's class data; a change to a batch invalidates it, which refreshes rosters and class days too. */
export const adminClassesQueryKey = ['admin-classes'] as const;
export const allBatchesQueryKey = [...adminClassesQueryKey, 'list'] as const;

export function getAllBatches(): Promise<AdminBatchesReply> {
  return callApi(ENDPOINTS.GetAllBatches);
}

export function useAllBatches() {
  return useQuery(queryOptions({ queryKey: allBatchesQueryKey, queryFn: getAllBatches, staleTime: 0 }));
}
