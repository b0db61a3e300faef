import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CloseSessionReply, type CloseSessionRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from './get-all-batches.ts';

export function closeSession(request: CloseSessionRequest): Promise<CloseSessionReply> {
  return callApi(ENDPOINTS.CloseSession, { body: request });
}

/** Cancels a day's session of some batches; the reply's message counts the sessions and the families emailed. */
export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClassesQueryKey }),
  });
}
