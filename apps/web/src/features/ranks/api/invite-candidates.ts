import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GradingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingQueryKey } from './get-grading.ts';
import { gradingsListQueryKey } from './get-gradings.ts';

export function inviteCandidates({ id, fighterIds }: { id: string; fighterIds: string[] }): Promise<GradingReply> {
  return callApi(ENDPOINTS.InviteCandidates, { params: { id }, body: { fighterIds } });
}

export function useInviteCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCandidates,
    onSuccess: (reply) => {
      queryClient.setQueryData(gradingQueryKey(reply.grading.id), reply);
      return queryClient.invalidateQueries({ queryKey: gradingsListQueryKey });
    },
  });
}
