// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { OUTBOX_ENDPOINTS } from './endpoints.ts';
import { OWNER, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the email outbox: their rows of STAFF_ACCESS (decision 039). */
export const OUTBOX_STAFF_ACCESS = {
  GetEmailOutbox: OWNER,
  RetryEmail: OWNER,
} as const satisfies Record<keyof typeof OUTBOX_ENDPOINTS, StaffRule>;
