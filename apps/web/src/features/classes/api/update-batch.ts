import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BatchFields, type BatchReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function updateBatch({ id, fields }: { id: string; fields: BatchFields }): Promise<BatchReply> {
  return callApi(ENDPOINTS.UpdateBatch, { params: { id }, body: fields });
}

export function useUpdateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBatch,
    onSuccess: () => invalidateBatches(queryClient),
  });
}
