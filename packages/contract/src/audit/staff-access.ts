// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { AUDIT_ENDPOINTS } from './endpoints.ts';
import { OWNER, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the audit log: their rows of STAFF_ACCESS (decision 039). */
export const AUDIT_STAFF_ACCESS = {
  GetAuditLog: OWNER,
} as const satisfies Record<keyof typeof AUDIT_ENDPOINTS, StaffRule>;
