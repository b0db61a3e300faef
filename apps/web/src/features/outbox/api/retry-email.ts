import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { emailOutboxQueryKey } from './get-email-outbox.ts';

/** Puts a failed email back in the queue; the reply's message says it will be sent shortly. */
export function retryEmail(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.RetryEmail, { params: { id } });
}

/** Sends a failed email again, then reloads the outbox (its state and the counts change). */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailOutboxQueryKey }),
  });
}
