import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type ClassesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The batches taking students, which a lead can join: the public list, with seats left. */
export const openBatchesQueryKey = ['admin-leads-batches'] as const;

export function useOpenBatches(enabled: boolean) {
  return useQuery({
    queryKey: openBatchesQueryKey,
    queryFn: (): Promise<ClassesReply> => callApi(ENDPOINTS.GetClasses),
    staleTime: 0,
    enabled,
  });
}
