import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CategoryReply, type RecordResultRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepCategory } from './category-reply.ts';

export function recordResult({
  categoryId,
  request,
}: {
  categoryId: string;
  request: RecordResultRequest;
}): Promise<CategoryReply> {
  return callApi(ENDPOINTS.RecordResult, { params: { id: categoryId }, body: request });
}

export function useRecordResult() {
  return useMutation({ mutationFn: recordResult, onSuccess: useKeepCategory() });
}
