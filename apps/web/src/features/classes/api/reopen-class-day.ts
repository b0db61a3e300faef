import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BatchReply, type ReopenSessionRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from './get-all-batches.ts';

export function reopenSession(request: ReopenSessionRequest): Promise<BatchReply> {
  return callApi(ENDPOINTS.ReopenSession, { body: request });
}

/** Takes back a cancelled day: the session is held again. */
export function useReopenSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClassesQueryKey }),
  });
}
