import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CategoryReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepCategory } from './category-reply.ts';

export function publishDraw(categoryId: string): Promise<CategoryReply> {
  return callApi(ENDPOINTS.PublishDraw, { params: { id: categoryId } });
}

export function usePublishDraw() {
  return useMutation({ mutationFn: publishDraw, onSuccess: useKeepCategory() });
}
