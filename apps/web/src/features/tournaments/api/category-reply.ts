import { useQueryClient } from '@tanstack/react-query';
import type { CategoryReply } from '@academy/contract';
import { categoryQueryKey } from './get-category.ts';

/**
 * Every change of a category answers the category as it now is: it replaces the page's copy. The tournament's copy
 * (each category's state in the list) is asked again when next shown.
 */
export function useKeepCategory() {
  const queryClient = useQueryClient();
  return (reply: CategoryReply) => {
    queryClient.setQueryData(categoryQueryKey(reply.category.id), reply);
    void queryClient.invalidateQueries({ queryKey: ['tournament'] });
  };
}
