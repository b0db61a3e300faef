import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type InviteStaffRequest, type StaffInvitationReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

export function inviteStaff(request: InviteStaffRequest): Promise<StaffInvitationReply> {
  return callApi(ENDPOINTS.InviteStaff, { body: request });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
