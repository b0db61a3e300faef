import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BatchFields, type BatchReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function createBatch(fields: BatchFields): Promise<BatchReply> {
  return callApi(ENDPOINTS.CreateBatch, { body: fields });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => invalidateBatches(queryClient),
  });
}
