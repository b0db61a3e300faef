import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EnrolmentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';

export function decideEnrolment({
  id,
  decision,
}: {
  id: string;
  decision: 'accept' | 'decline';
}): Promise<EnrolmentReply> {
  return callApi(ENDPOINTS.DecideEnrolment, { params: { id }, body: { decision } });
}

/** Accepts or declines a request; the roster, the seats and the pending count change, so all are read again. */
export function useDecideEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEnrolment,
    onSettled: () => invalidateBatches(queryClient),
  });
}
