import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EnrolmentReply, type EnrolmentRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { openClassesQueryKey } from '../../../lib/open-classes.ts';

export function requestEnrolment(body: EnrolmentRequest): Promise<EnrolmentReply> {
  return callApi(ENDPOINTS.RequestEnrolment, { body });
}

/** Asks for a profile of the family to join a batch; seats left may have changed, so the lists are reloaded. */
export function useRequestEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEnrolment,
    // The list and each batch's page share the key's first part.
    onSettled: () => queryClient.invalidateQueries({ queryKey: openClassesQueryKey }),
  });
}
