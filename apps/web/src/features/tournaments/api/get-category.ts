import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type CategoryReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const categoryQueryKey = (categoryId: string) => ['tournament-category', categoryId] as const;

export function getCategory(categoryId: string): Promise<CategoryReply> {
  return callApi(ENDPOINTS.GetCategory, { params: { id: categoryId } });
}

/** A category with its draw, bouts and places, asked afresh: two tables may enter results in the same category. */
export function useCategory(categoryId: string) {
  return useQuery(
    queryOptions({ queryKey: categoryQueryKey(categoryId), queryFn: () => getCategory(categoryId), staleTime: 0 }),
  );
}
