import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EnrolmentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { fighterClassesQueryKey } from './get-fighter-classes.ts';

export function leaveBatch(enrolmentId: string): Promise<EnrolmentReply> {
  return callApi(ENDPOINTS.LeaveBatch, { params: { id: enrolmentId } });
}

/** Leaves a batch, or takes back a request still waiting; the profile's classes are reloaded. */
export function useLeaveBatch(fighterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fighterClassesQueryKey(fighterId) }),
  });
}
