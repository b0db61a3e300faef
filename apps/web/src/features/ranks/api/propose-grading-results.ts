import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GradingReply, type RecordResultsRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingQueryKey } from './get-grading.ts';

export function proposeGradingResults({
  id,
  results,
}: {
  id: string;
  results: RecordResultsRequest['results'];
}): Promise<GradingReply> {
  return callApi(ENDPOINTS.ProposeGradingResults, { params: { id }, body: { results } });
}

/** An instructor's proposed results: the grading as they see it comes back with them. */
export function useProposeGradingResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeGradingResults,
    onSuccess: (reply) => queryClient.setQueryData(gradingQueryKey(reply.grading.id), reply),
  });
}
