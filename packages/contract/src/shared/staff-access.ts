// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { SHARED_ENDPOINTS } from './endpoints.ts';
import { ALL_STAFF, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of both kinds of account: logging out everywhere: their rows of STAFF_ACCESS
 * (decision 039).
 */
export const SHARED_STAFF_ACCESS = {
  LogoutEverywhere: ALL_STAFF,
} as const satisfies Record<keyof typeof SHARED_ENDPOINTS, StaffRule>;
