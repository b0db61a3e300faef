import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GradingReply, type RecordResultsRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingQueryKey } from './get-grading.ts';
import { gradingsListQueryKey } from './get-gradings.ts';

export function recordGradingResults({
  id,
  results,
}: {
  id: string;
  results: RecordResultsRequest['results'];
}): Promise<GradingReply> {
  return callApi(ENDPOINTS.RecordGradingResults, { params: { id }, body: { results } });
}

export function useRecordGradingResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGradingResults,
    onSuccess: (reply) => {
      queryClient.setQueryData(gradingQueryKey(reply.grading.id), reply);
      return queryClient.invalidateQueries({ queryKey: gradingsListQueryKey });
    },
  });
}
