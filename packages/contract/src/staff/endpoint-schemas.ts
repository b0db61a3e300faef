import { loginReplySchema, loginRequestSchema } from '../shared/auth.ts';
import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import {
  acceptStaffInvitationRequestSchema,
  inviteStaffRequestSchema,
  myStaffAccountReplySchema,
  setStaffActiveRequestSchema,
  staffInvitationReplySchema,
  staffInvitationTokenRequestSchema,
  staffInvitationViewReplySchema,
  staffListReplySchema,
  staffMemberReplySchema,
  twoFactorPolicyReplySchema,
  twoFactorPolicySchema,
  updateStaffRequestSchema,
} from './staff.ts';
import { teachingReplySchema } from './teaching.ts';
import {
  adminLoginReplySchema,
  confirmTwoFactorRequestSchema,
  recoveryCodesReplySchema,
  secondFactorSchema,
  startTwoFactorReplySchema,
  twoFactorLoginRequestSchema,
  twoFactorReplySchema,
} from './two-factor.ts';
import type { STAFF_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/**
 * The schemas of the endpoints of the staff: their login, second factor, invitations, accounts and day: their rows of
 * ENDPOINT_SCHEMAS.
 */
export const STAFF_ENDPOINT_SCHEMAS = {
  AdminLogin: { body: loginRequestSchema, reply: adminLoginReplySchema },
  AdminTwoFactorLogin: { body: twoFactorLoginRequestSchema, reply: loginReplySchema },
  GetTwoFactor: { reply: twoFactorReplySchema },
  StartTwoFactor: { reply: startTwoFactorReplySchema },
  ConfirmTwoFactor: { body: confirmTwoFactorRequestSchema, reply: recoveryCodesReplySchema },
  DisableTwoFactor: { body: secondFactorSchema, reply: twoFactorReplySchema },
  RenewRecoveryCodes: { body: secondFactorSchema, reply: recoveryCodesReplySchema },
  ResetTwoFactor: { params: idParamSchema, reply: twoFactorReplySchema },
  SaveTwoFactorPolicy: { body: twoFactorPolicySchema, reply: twoFactorPolicyReplySchema },
  GetStaff: { reply: staffListReplySchema },
  InviteStaff: { body: inviteStaffRequestSchema, reply: staffInvitationReplySchema },
  WithdrawStaffInvitation: { params: idParamSchema, reply: envelopeSchema },
  UpdateStaff: { params: idParamSchema, body: updateStaffRequestSchema, reply: staffMemberReplySchema },
  SetStaffActive: { params: idParamSchema, body: setStaffActiveRequestSchema, reply: staffMemberReplySchema },
  GetStaffInvitation: { body: staffInvitationTokenRequestSchema, reply: staffInvitationViewReplySchema },
  AcceptStaffInvitation: { body: acceptStaffInvitationRequestSchema, reply: loginReplySchema },
  GetMyStaffAccount: { reply: myStaffAccountReplySchema },
  GetTeaching: { reply: teachingReplySchema },
} as const satisfies PartSchemas<typeof STAFF_ENDPOINTS>;
