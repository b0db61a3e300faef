import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CategoryReply, type RecordKataScoreRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepCategory } from './category-reply.ts';

export function recordKataScore({
  categoryId,
  request,
}: {
  categoryId: string;
  request: RecordKataScoreRequest;
}): Promise<CategoryReply> {
  return callApi(ENDPOINTS.RecordKataScore, { params: { id: categoryId }, body: request });
}

export function useRecordKataScore() {
  return useMutation({ mutationFn: recordKataScore, onSuccess: useKeepCategory() });
}
