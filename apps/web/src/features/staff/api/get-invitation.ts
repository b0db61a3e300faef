import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type StaffInvitationViewReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getInvitation(token: string): Promise<StaffInvitationViewReply> {
  return callApi(ENDPOINTS.GetStaffInvitation, { body: { token } });
}

/** What the link offers; a used or expired link is a 404 that is not retried. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['staff-invitation', token] as const,
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
}
