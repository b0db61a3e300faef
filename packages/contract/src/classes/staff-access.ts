// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { CLASSES_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, FAMILY_ONLY, OWNER, DESK, TEACHING, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of batches, their class days, enrolments and attendance: their rows of
 * STAFF_ACCESS (decision 039).
 */
export const CLASSES_STAFF_ACCESS = {
  GetClasses: NONE_NEEDED,
  GetClass: NONE_NEEDED,
  // Every batch: the front desk converts trial leads into one and filters fighters by it.
  GetAllBatches: DESK,
  CreateBatch: OWNER,
  UpdateBatch: OWNER,
  SetBatchStatus: OWNER,
  // Cancelling (and restoring) a class day of a batch they teach.
  CloseClassDay: TEACHING,
  ReopenClassDay: TEACHING,
  RequestEnrolment: FAMILY_ONLY,
  // Taking a fighter out of a batch, and accepting one, change what the family is billed: the owner's.
  LeaveBatch: OWNER,
  DecideEnrolment: OWNER,
  GetBatchRoster: TEACHING,
  GetFighterClasses: DESK,
  // The logged-in family's own batches: a member of staff has no family.
  GetFamilyEnrolments: FAMILY_ONLY,
  GetClassDay: TEACHING,
  MarkAttendance: TEACHING,
  CheckIn: TEACHING,
  GetAttendanceRegister: TEACHING,
} as const satisfies Record<keyof typeof CLASSES_ENDPOINTS, StaffRule>;
