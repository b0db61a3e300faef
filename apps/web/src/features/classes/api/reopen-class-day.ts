import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BatchReply, type ReopenClassDayRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function reopenClassDay(request: ReopenClassDayRequest): Promise<BatchReply> {
  return callApi(ENDPOINTS.ReopenClassDay, { body: request });
}

/** Takes back a cancelled day: the class day is held again. */
export function useReopenClassDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenClassDay,
    onSuccess: () => invalidateBatches(queryClient),
  });
}
