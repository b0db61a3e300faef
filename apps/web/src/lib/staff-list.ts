import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type StaffListReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of the staff list (the Staff screen, the batch form's instructors, the dashboard's two-factor nudge);
 * every change to a member or an invitation invalidates it.
 */
export const staffQueryKey = ['admin-staff'] as const;

export function getStaff(): Promise<StaffListReply> {
  return callApi(ENDPOINTS.GetStaff);
}

export function useStaff() {
  return useQuery({ queryKey: staffQueryKey, queryFn: getStaff });
}
