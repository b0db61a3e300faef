// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { LoginReply, LoginRequest } from '../shared/auth.ts';
import type { Envelope } from '../shared/common.ts';
import type {
  AcceptStaffInvitationRequest,
  InviteStaffRequest,
  MyStaffAccountReply,
  SetStaffActiveRequest,
  StaffInvitationReply,
  StaffInvitationTokenRequest,
  StaffInvitationViewReply,
  StaffListReply,
  StaffMemberReply,
  TwoFactorPolicyReply,
  TwoFactorPolicyRequest,
  UpdateStaffRequest,
} from './staff.ts';
import type { TeachingReply } from './teaching.ts';
import type {
  AdminLoginReply,
  ConfirmTwoFactorRequest,
  RecoveryCodesReply,
  SecondFactor,
  StartTwoFactorReply,
  TwoFactorLoginRequest,
  TwoFactorReply,
} from './two-factor.ts';

/**
 * The endpoints of the staff: their login, second factor, invitations, accounts and day: their rows of ENDPOINTS
 * (../endpoints.ts), keyed by operationId (decision 013).
 */
export const STAFF_ENDPOINTS = {
  /** Status 1 with the token, or, for an account with a second factor, status 2 with a challenge (two-factor.ts). */
  AdminLogin: endpoint<AdminLoginReply, LoginRequest>()({
    method: 'POST',
    path: '/api/Admin/AdminLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    // 403: the right password of a member of staff the owner deactivated.
    errors: [403, 429],
  }),
  /** The login's second step: AdminLogin's challenge and a code; answers AdminLogin's status 1 reply. */
  AdminTwoFactorLogin: endpoint<LoginReply, TwoFactorLoginRequest>()({
    method: 'POST',
    path: '/api/Admin/AdminTwoFactorLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  /** The caller's own second factor: each member of staff turns theirs on and off. */
  GetTwoFactor: endpoint<TwoFactorReply>()({
    method: 'GET',
    path: '/api/Admin/GetTwoFactor',
    access: 'admin',
    tag: 'two-factor',
  }),
  StartTwoFactor: endpoint<StartTwoFactorReply>()({
    method: 'POST',
    path: '/api/Admin/StartTwoFactor',
    access: 'admin',
    tag: 'two-factor',
    errors: [409],
  }),
  ConfirmTwoFactor: endpoint<RecoveryCodesReply, ConfirmTwoFactorRequest>()({
    method: 'POST',
    path: '/api/Admin/ConfirmTwoFactor',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  DisableTwoFactor: endpoint<TwoFactorReply, SecondFactor>()({
    method: 'POST',
    path: '/api/Admin/DisableTwoFactor',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  RenewRecoveryCodes: endpoint<RecoveryCodesReply, SecondFactor>()({
    method: 'POST',
    path: '/api/Admin/RenewRecoveryCodes',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  /** Another member of staff's second factor switched off (a lost phone): the owner's to do. */
  ResetTwoFactor: endpoint<TwoFactorReply>()({
    method: 'POST',
    path: '/api/Admin/ResetTwoFactor/:id',
    access: 'admin',
    tag: 'two-factor',
    errors: [404, 409],
  }),
  /** The roles whose members must sign in with a second factor. */
  SaveTwoFactorPolicy: endpoint<TwoFactorPolicyReply, TwoFactorPolicyRequest>()({
    method: 'PUT',
    path: '/api/Admin/SaveTwoFactorPolicy',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    // 409: requiring it of the caller's own role before the caller has it.
    errors: [409],
  }),
  GetStaff: endpoint<StaffListReply>()({ method: 'GET', path: '/api/Staff/GetStaff', access: 'admin', tag: 'staff' }),
  InviteStaff: endpoint<StaffInvitationReply, InviteStaffRequest>()({
    method: 'POST',
    path: '/api/Staff/InviteStaff',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [409],
    okStatus: 201,
  }),
  WithdrawStaffInvitation: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Staff/WithdrawStaffInvitation/:id',
    access: 'admin',
    tag: 'staff',
    errors: [404],
  }),
  UpdateStaff: endpoint<StaffMemberReply, UpdateStaffRequest>()({
    method: 'POST',
    path: '/api/Staff/UpdateStaff/:id',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [404, 409],
  }),
  SetStaffActive: endpoint<StaffMemberReply, SetStaffActiveRequest>()({
    method: 'POST',
    path: '/api/Staff/SetStaffActive/:id',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [404, 409],
  }),
  GetStaffInvitation: endpoint<StaffInvitationViewReply, StaffInvitationTokenRequest>()({
    method: 'POST',
    path: '/api/Staff/GetStaffInvitation',
    access: 'public',
    body: 'json',
    tag: 'staff',
    errors: [404, 429],
  }),
  AcceptStaffInvitation: endpoint<LoginReply, AcceptStaffInvitationRequest>()({
    method: 'POST',
    path: '/api/Staff/AcceptStaffInvitation',
    access: 'public',
    body: 'json',
    tag: 'staff',
    errors: [404, 409, 429],
  }),
  GetMyStaffAccount: endpoint<MyStaffAccountReply>()({
    method: 'GET',
    path: '/api/Staff/GetMyStaffAccount',
    access: 'admin',
    tag: 'staff',
  }),
  GetTeaching: endpoint<TeachingReply>()({
    method: 'GET',
    path: '/api/Staff/GetTeaching',
    access: 'admin',
    tag: 'staff',
  }),
} as const;
