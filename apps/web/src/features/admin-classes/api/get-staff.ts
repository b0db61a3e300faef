import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type StaffListReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The members of staff a batch can be given to, for the batch form's instructor. */
export function useStaffForBatches() {
  return useQuery({
    // Apart from the classes' own key, which every batch change invalidates: the staff do not change with a batch.
    queryKey: ['batch-form-staff'] as const,
    queryFn: (): Promise<StaffListReply> => callApi(ENDPOINTS.GetStaff),
    staleTime: 60_000,
    select: (reply) => reply.staff,
  });
}
