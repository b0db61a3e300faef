// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { LEADS_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, DESK, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of trial leads and their sign-up links: their rows of STAFF_ACCESS (decision
 * 039).
 */
export const LEADS_STAFF_ACCESS = {
  BookTrial: NONE_NEEDED,
  // A lead's sign-up link: its secret is the key.
  GetLeadInvite: NONE_NEEDED,
  GetLeads: DESK,
  UpdateLead: DESK,
  ConvertLead: DESK,
} as const satisfies Record<keyof typeof LEADS_ENDPOINTS, StaffRule>;
