import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BatchReply, type BatchStatus } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function setBatchStatus({ id, status }: { id: string; status: BatchStatus }): Promise<BatchReply> {
  return callApi(ENDPOINTS.SetBatchStatus, { params: { id }, body: { status } });
}

/** Opens, pauses or ends a batch; a paused batch holds no class days, so its class days are read again too. */
export function useSetBatchStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBatchStatus,
    onSuccess: () => invalidateBatches(queryClient),
  });
}
