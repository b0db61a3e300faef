// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { PEOPLE_SEARCH_ENDPOINTS } from './endpoints.ts';
import { DESK, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the staff bar's search: their rows of STAFF_ACCESS (decision 039). */
export const PEOPLE_SEARCH_STAFF_ACCESS = {
  // Finding a family at the desk.
  SearchPeople: DESK,
  GetFamilyFile: DESK,
} as const satisfies Record<keyof typeof PEOPLE_SEARCH_ENDPOINTS, StaffRule>;
