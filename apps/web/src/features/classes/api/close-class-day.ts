import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CloseClassDayReply, type CloseClassDayRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function closeClassDay(request: CloseClassDayRequest): Promise<CloseClassDayReply> {
  return callApi(ENDPOINTS.CloseClassDay, { body: request });
}

/** Cancels a class day of some batches; the reply's message counts the class days and the people told. */
export function useCloseClassDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeClassDay,
    onSuccess: () => invalidateBatches(queryClient),
  });
}
