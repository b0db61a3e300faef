import { useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  staffMayCall,
  staffMayTake,
  type EndpointName,
  type StaffAction,
  type MessageKey,
  type MyStaffAccountReply,
  type StaffRole,
} from '@academy/contract';
import { callApi } from './api-client.ts';
import { useSession } from './session.ts';

/** A staff role in words, wherever the admin area names one (the Staff screen, the audit log, the bar). */
export const STAFF_ROLE_LABELS: Record<StaffRole, MessageKey> = {
  owner: 'admin.staff.role.owner',
  instructor: 'admin.staff.role.instructor',
  frontDesk: 'admin.staff.role.frontDesk',
};

/** Where each role starts: the owner's dashboard, an instructor's day, the front desk's. */
export const STAFF_HOME: Record<StaffRole, string> = {
  owner: '/admin/dashboard',
  instructor: '/admin/today',
  frontDesk: '/admin/desk',
};

/** Root of the signed-in member's query key: a change to their role or second factor invalidates it. */
export const STAFF_ACCOUNT_KEY = ['staff-account'] as const;

/**
 * The signed-in member of staff, asked of the server (the role is never taken from storage: the owner may have
 * changed it since the login). Keyed by the account, so another login on the same tab never sees the last one's.
 */
export function useStaffAccount() {
  const { userId } = useSession();
  return useQuery({
    queryKey: [...STAFF_ACCOUNT_KEY, userId] as const,
    queryFn: ({ signal }): Promise<MyStaffAccountReply> => callApi(ENDPOINTS.GetMyStaffAccount, { signal }),
    staleTime: 60_000,
    select: (reply) => reply.member,
  });
}

/** The member's role, once known. */
export function useStaffRole(): StaffRole | undefined {
  return useStaffAccount().data?.role;
}

/** Whether the member's role may take a decision within an endpoint (STAFF_ACTIONS: a refund, a waiver). */
export function useStaffMayTake(action: StaffAction): boolean {
  const role = useStaffRole();
  return role !== undefined && staffMayTake(action, role);
}

/** Whether the member's role may use an endpoint (STAFF_ACCESS): what the screens offer follows it. */
export function useStaffMay(endpoint: EndpointName): boolean {
  const role = useStaffRole();
  return role !== undefined && staffMayCall(endpoint, role);
}
