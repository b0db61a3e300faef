// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { RANKS_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, OWNER, DESK, TEACHING, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of ranks, certificates and gradings: their rows of STAFF_ACCESS (decision
 * 039).
 */
export const RANKS_STAFF_ACCESS = {
  // The owner, who edits the syllabus, reads it as typed; the rest of the staff read it in their language.
  GetRanks: OWNER,
  SaveRanks: OWNER,
  GetRankClaims: OWNER,
  GetFighterRanks: DESK,
  RecordPromotion: OWNER,
  GetCertificate: DESK,
  VerifyCertificate: NONE_NEEDED,
  GetGradings: OWNER,
  // A grading of a batch they teach, showing only their students; they propose results, the owner records them.
  GetGrading: TEACHING,
  CreateGrading: OWNER,
  UpdateGrading: OWNER,
  InviteCandidates: OWNER,
  RecordGradingResults: OWNER,
  ProposeGradingResults: TEACHING,
} as const satisfies Record<keyof typeof RANKS_ENDPOINTS, StaffRule>;
