import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

export function withdrawInvitation(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.WithdrawStaffInvitation, { params: { id } });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
