import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CategoryReply, type DrawCategoryRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useKeepCategory } from './category-reply.ts';

export function drawCategory({
  categoryId,
  request,
}: {
  categoryId: string;
  request: DrawCategoryRequest;
}): Promise<CategoryReply> {
  return callApi(ENDPOINTS.DrawCategory, { params: { id: categoryId }, body: request });
}

export function useDrawCategory() {
  return useMutation({ mutationFn: drawCategory, onSuccess: useKeepCategory() });
}
