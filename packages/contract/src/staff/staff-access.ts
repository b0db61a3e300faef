// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { STAFF_ENDPOINTS } from './endpoints.ts';
import { ALL_STAFF, NONE_NEEDED, OWNER, type StaffRule } from './staff-grants.ts';

/**
 * Which staff role may use each endpoint of the staff: their login, second factor, invitations, accounts and day: their
 * rows of STAFF_ACCESS (decision 039).
 */
export const STAFF_STAFF_ACCESS = {
  AdminLogin: NONE_NEEDED,
  AdminTwoFactorLogin: NONE_NEEDED,
  // Each member's own second factor; switching off another's (a lost phone) is the owner's.
  GetTwoFactor: ALL_STAFF,
  StartTwoFactor: ALL_STAFF,
  ConfirmTwoFactor: ALL_STAFF,
  DisableTwoFactor: ALL_STAFF,
  RenewRecoveryCodes: ALL_STAFF,
  ResetTwoFactor: OWNER,
  SaveTwoFactorPolicy: OWNER,
  GetStaff: OWNER,
  InviteStaff: OWNER,
  WithdrawStaffInvitation: OWNER,
  UpdateStaff: OWNER,
  SetStaffActive: OWNER,
  GetStaffInvitation: NONE_NEEDED,
  AcceptStaffInvitation: NONE_NEEDED,
  GetMyStaffAccount: ALL_STAFF,
  GetTeaching: ALL_STAFF,
} as const satisfies Record<keyof typeof STAFF_ENDPOINTS, StaffRule>;
