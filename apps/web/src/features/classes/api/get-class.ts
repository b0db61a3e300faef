import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type BatchReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { openClassesQueryKey } from '../../../lib/open-classes.ts';

export const batchQueryKey = (id: string) => [...openClassesQueryKey, id] as const;

/** One open or paused batch; 404 for an unknown or ended one. */
export function getClass(id: string): Promise<BatchReply> {
  return callApi(ENDPOINTS.GetClass, { params: { id } });
}

export const batchQuery = (id: string) =>
  queryOptions({ queryKey: batchQueryKey(id), queryFn: () => getClass(id), staleTime: 0 });

export function useBatch(id: string) {
  return useQuery(batchQuery(id));
}
