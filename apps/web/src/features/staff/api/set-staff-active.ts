import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type StaffMemberReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

export function setStaffActive({ id, active }: { id: string; active: boolean }): Promise<StaffMemberReply> {
  return callApi(ENDPOINTS.SetStaffActive, { params: { id }, body: { active } });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
