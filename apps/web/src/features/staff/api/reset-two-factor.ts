import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TwoFactorReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

/** Switches another member's second factor off (a lost phone): the Staff list then shows it off. */
export function resetTwoFactor(id: string): Promise<TwoFactorReply> {
  return callApi(ENDPOINTS.ResetTwoFactor, { params: { id } });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
