// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { DASHBOARD_ENDPOINTS } from './endpoints.ts';
import { OWNER, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the owner's dashboard: their rows of STAFF_ACCESS (decision 039). */
export const DASHBOARD_STAFF_ACCESS = {
  // Money, attendance and ranks of the whole academy.
  GetDashboard: OWNER,
} as const satisfies Record<keyof typeof DASHBOARD_ENDPOINTS, StaffRule>;
