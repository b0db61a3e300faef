import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TwoFactorPolicyReply, type TwoFactorPolicyRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

export function saveTwoFactorPolicy(body: TwoFactorPolicyRequest): Promise<TwoFactorPolicyReply> {
  return callApi(ENDPOINTS.SaveTwoFactorPolicy, { body });
}

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTwoFactorPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
