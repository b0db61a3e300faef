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
import { ApiError, callApi } from './api-client.ts';
import { useSession } from './session.ts';

/** A staff role in words, wherever the admin area names one (the Staff screen, the audit log, the bar). */
export const STAFF_ROLE_LABELS: Record<StaffRole, MessageKey> = {
  owner: 'admin.staff.role.owner',
  instructor: 'admin.staff.role.instructor',
  frontDesk: 'admin.staff.role.frontDesk',
  tableOfficial: 'admin.staff.role.tableOfficial',
};

/** Where each role starts: the owner's dashboard, an instructor's day, the front desk's, a table official's consoles. */
export const STAFF_HOME: Record<StaffRole, string> = {
  owner: '/admin/dashboard',
  instructor: '/admin/today',
  frontDesk: '/admin/desk',
  tableOfficial: '/admin/console',
};

/** Root of the signed-in member's query key: a change to their role or second factor invalidates it. */
export const STAFF_ACCOUNT_KEY = ['staff-account'] as const;

/**
 * Where the phone keeps the signed-in member as the server last sent them, with whose session it was: a staff page
 * opened with no connection (a reload at the mat, decision 042) still knows the role. Logging out clears it with the
 * rest of localStorage.
 */
export const STAFF_ACCOUNT_STORAGE_KEY = 'staffAccount';

function keepAccount(userId: string | null, reply: MyStaffAccountReply): void {
  try {
    localStorage.setItem(STAFF_ACCOUNT_STORAGE_KEY, JSON.stringify({ userId, reply }));
  } catch {
    // Storage full or refused: the area still works online.
  }
}

function keptAccount(userId: string | null): MyStaffAccountReply | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STAFF_ACCOUNT_STORAGE_KEY) ?? 'null') as {
      userId?: unknown;
      reply?: MyStaffAccountReply;
    } | null;
    return userId && kept?.userId === userId && kept.reply?.member ? kept.reply : null;
  } catch {
    return null;
  }
}

/**
 * The member from the server, kept on the phone; with no connection (or a server that is down), the copy kept for
 * this session. A refusal (an expired login, a deactivated member) is never covered up by the copy.
 */
async function accountOrKeptCopy(userId: string | null, signal: AbortSignal): Promise<MyStaffAccountReply> {
  try {
    const reply = await callApi(ENDPOINTS.GetMyStaffAccount, { signal });
    keepAccount(userId, reply);
    return reply;
  } catch (error) {
    const refused = error instanceof ApiError && error.httpStatus < 500;
    const kept = refused || signal.aborted ? null : keptAccount(userId);
    if (kept) return kept;
    throw error;
  }
}

/**
 * The signed-in member of staff, asked of the server (the role is not taken from a login's storage: the owner may
 * have changed it since; only when the server cannot be reached does the copy kept at the last answer stand in).
 * Keyed by the account, so another login on the same tab never sees the last one's.
 */
export function useStaffAccount() {
  const { userId } = useSession();
  return useQuery({
    queryKey: [...STAFF_ACCOUNT_KEY, userId] as const,
    queryFn: ({ signal }): Promise<MyStaffAccountReply> => accountOrKeptCopy(userId, signal),
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
