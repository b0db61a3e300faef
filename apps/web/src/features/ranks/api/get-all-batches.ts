import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type AdminBatchesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every batch: a grading's form offers the open ones, and keeps any it already names. */
export const gradingBatchesQueryKey = ['admin-gradings-batches'] as const;

export function useGradingBatches(enabled: boolean) {
  return useQuery({
    queryKey: gradingBatchesQueryKey,
    queryFn: (): Promise<AdminBatchesReply> => callApi(ENDPOINTS.GetAllBatches),
    staleTime: 60_000,
    enabled,
  });
}
