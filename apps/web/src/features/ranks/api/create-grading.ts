import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GradingFields, type GradingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingsQueryKey } from './get-gradings.ts';

export function createGrading(fields: GradingFields): Promise<GradingReply> {
  return callApi(ENDPOINTS.CreateGrading, { body: fields });
}

export function useCreateGrading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradingsQueryKey }),
  });
}
