// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { MESSAGING_ENDPOINTS } from './endpoints.ts';
import { DESK, FAMILY_ONLY, NONE_NEEDED, OWNER, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each messaging endpoint: the owner runs them; the desk records what a parent says. */
export const MESSAGING_STAFF_ACCESS = {
  GetMessageSettings: OWNER,
  SaveMessageSettings: OWNER,
  ListMessages: OWNER,
  RemindFeesNow: OWNER,
  GetMyMessageConsents: FAMILY_ONLY,
  SetMyMessageConsent: FAMILY_ONLY,
  GetFamilyMessageConsents: DESK,
  SetFamilyMessageConsent: DESK,
  StopMessages: NONE_NEEDED,
} as const satisfies Record<keyof typeof MESSAGING_ENDPOINTS, StaffRule>;
