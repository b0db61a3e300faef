import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GradingFields, type GradingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingQueryKey } from './get-grading.ts';
import { gradingsQueryKey } from './get-gradings.ts';

export function updateGrading({ id, fields }: { id: string; fields: GradingFields }): Promise<GradingReply> {
  return callApi(ENDPOINTS.UpdateGrading, { params: { id }, body: fields });
}

/** The reply is the grading with its candidates as the new rules judge them: its page shows it at once. */
export function useUpdateGrading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGrading,
    onSuccess: (reply) => {
      queryClient.setQueryData(gradingQueryKey(reply.grading.id), reply);
      return queryClient.invalidateQueries({ queryKey: gradingsQueryKey });
    },
  });
}
