import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type AdminBatchesReply } from '@academy/contract';
import { callApi } from './api-client.ts';
import { openClassesQueryKey } from './open-classes.ts';

/**
 * Root key of the staff's class data: every batch (here), and under it each roster, class day and register
 * (features/classes/api). The classes screen, the fighters list's batch filter and a grading's form read the same
 * list, so a change to a batch shows on each.
 */
export const adminClassesQueryKey = ['admin-classes'] as const;
export const allBatchesQueryKey = [...adminClassesQueryKey, 'list'] as const;

export function getAllBatches(): Promise<AdminBatchesReply> {
  return callApi(ENDPOINTS.GetAllBatches);
}

/**
 * Every batch, whatever its status. `staleTime`: the classes screen asks again on every visit (0); a filter or a
 * form that only offers the batches may show a reply up to a minute old.
 */
export function useAllBatches(staleTime = 0) {
  return useQuery(queryOptions({ queryKey: allBatchesQueryKey, queryFn: getAllBatches, staleTime }));
}

/**
 * After a change to a batch, its class days or its members: every list of batches is asked again where it shows, the
 * staff's (with the rosters, class days and registers under it) and the public one of open batches (seats left).
 */
export function invalidateBatches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminClassesQueryKey }),
    queryClient.invalidateQueries({ queryKey: openClassesQueryKey }),
  ]);
}
