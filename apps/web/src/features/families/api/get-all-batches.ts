import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type AdminBatchesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every batch, for the list's batch filter. */
export const fighterBatchesQueryKey = ['admin-fighters-batches'] as const;

export function useFighterBatches() {
  return useQuery({
    queryKey: fighterBatchesQueryKey,
    queryFn: (): Promise<AdminBatchesReply> => callApi(ENDPOINTS.GetAllBatches),
    staleTime: 60_000,
  });
}
