// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { HEALTH_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the health probes: their rows of STAFF_ACCESS (decision 039). */
export const HEALTH_STAFF_ACCESS = {
  GetReadiness: NONE_NEEDED,
  GetLiveness: NONE_NEEDED,
} as const satisfies Record<keyof typeof HEALTH_ENDPOINTS, StaffRule>;
