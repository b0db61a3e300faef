// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { FAMILIES_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, FAMILY_ONLY, OWNER, DESK, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of fighters, families, their consents and their data, and a fighter's login:
 * their rows of STAFF_ACCESS (decision 039).
 */
export const FAMILIES_STAFF_ACCESS = {
  FighterLogin: NONE_NEEDED,
  CreateFighter: NONE_NEEDED,
  FighterForgotPassword: NONE_NEEDED,
  FighterResetPassword: NONE_NEEDED,
  // Fighters' records: the front desk looks families up; an instructor sees their students on the roster.
  GetFighterDetailsById: DESK,
  UpdateFighterDetails: FAMILY_ONLY,
  UpdateFighterProfileImage: FAMILY_ONLY,
  SetFighterLanguage: FAMILY_ONLY,
  GetFighterProfileImage: DESK,
  GetAllFighters: DESK,
  // A person's data and its erasure are the owner's alone.
  ExportFighterData: OWNER,
  EraseFighter: OWNER,
  GetFamily: FAMILY_ONLY,
  AddChild: FAMILY_ONLY,
  RequestChildConsent: FAMILY_ONLY,
  WithdrawChildConsent: FAMILY_ONLY,
  GetConsent: NONE_NEEDED,
  ConfirmConsent: NONE_NEEDED,
  WithdrawConsent: NONE_NEEDED,
} as const satisfies Record<keyof typeof FAMILIES_ENDPOINTS, StaffRule>;
