import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type BatchRosterReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from '../../../lib/all-batches.ts';

export const batchRosterQueryKey = (id: string) => [...adminClassesQueryKey, 'roster', id] as const;

export function getBatchRoster(id: string): Promise<BatchRosterReply> {
  return callApi(ENDPOINTS.GetBatchRoster, { params: { id } });
}

export function useBatchRoster(id: string) {
  return useQuery(queryOptions({ queryKey: batchRosterQueryKey(id), queryFn: () => getBatchRoster(id), staleTime: 0 }));
}
