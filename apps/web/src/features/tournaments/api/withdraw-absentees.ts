import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TournamentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { categoryQueryKey } from './get-category.ts';
import { useKeepTournament } from './tournament-reply.ts';

export function withdrawAbsentees(categoryId: string): Promise<TournamentReply> {
  return callApi(ENDPOINTS.WithdrawAbsentees, { params: { id: categoryId } });
}

/**
 * The athletes of a category not checked in at the door, withdrawn before its draw. The reply is the whole
 * tournament (it replaces the tournament's copy); the category's own page asks for the category again.
 */
export function useWithdrawAbsentees() {
  const queryClient = useQueryClient();
  const keepTournament = useKeepTournament();
  return useMutation({
    mutationFn: withdrawAbsentees,
    onSuccess: (reply, categoryId) => {
      keepTournament(reply);
      return queryClient.invalidateQueries({ queryKey: categoryQueryKey(categoryId) });
    },
  });
}
