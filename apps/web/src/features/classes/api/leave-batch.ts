import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EnrolmentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from './get-all-batches.ts';

/** LeaveBatch called by the admin: takes a fighter off a batch's roster. */
export function removeFromBatch(enrolmentId: string): Promise<EnrolmentReply> {
  return callApi(ENDPOINTS.LeaveBatch, { params: { id: enrolmentId } });
}

export function useRemoveFromBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromBatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClassesQueryKey }),
  });
}
