import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type StaffMemberReply, type UpdateStaffRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { staffQueryKey } from '../../../lib/staff-list.ts';

export function updateStaff({ id, change }: { id: string; change: UpdateStaffRequest }): Promise<StaffMemberReply> {
  return callApi(ENDPOINTS.UpdateStaff, { params: { id }, body: change });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
