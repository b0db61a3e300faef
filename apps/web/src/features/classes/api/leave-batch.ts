import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EnrolmentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateBatches } from '../../../lib/all-batches.ts';
import { fighterClassesQueryKey } from '../../../lib/fighter-classes.ts';

/** A family leaves a batch or takes back a request still waiting; the staff take a fighter off a batch's roster. */
export function leaveBatch(enrolmentId: string): Promise<EnrolmentReply> {
  return callApi(ENDPOINTS.LeaveBatch, { params: { id: enrolmentId } });
}

/**
 * The fighter's classes are read again, and every list of batches (the rosters, the seats left), also after a
 * refusal: the enrolment may have changed meanwhile.
 */
export function useLeaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBatch,
    onSuccess: (reply) =>
      queryClient.invalidateQueries({ queryKey: fighterClassesQueryKey(reply.enrolment.fighterId) }),
    onSettled: () => invalidateBatches(queryClient),
  });
}
