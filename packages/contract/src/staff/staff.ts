import { z } from 'zod';
import { confirmPasswordField, newPasswordField } from '../shared/auth.ts';
import { emailField, envelopeSchema, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { STAFF_INVITATION_TOKEN_PATTERN, STAFF_ROLES } from './staff-rules.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: fieldMessage('form.staffRole.required') });

const staffName = trimmed({ required: 'form.staffName.required', tooLong: 'form.staffName.tooLong' }, 100);

/** A member of staff as the owner's Staff screen lists them. */
export const staffMemberSchema = z.object({
  id: z.string(),
  /** Empty for an owner made before staff had names (npm run admin); the screens show the email instead. */
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** Whether the member signs in with a second factor. */
  twoFactor: z.boolean(),
  createdAt: z.string(),
  /** The batches they teach. */
  teaches: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet used; an expired one is listed until the owner sends a new one or withdraws it. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/**
 * The roles whose members must sign in with a second factor (the owner's choice): a member of one without it may
 * only set it up (TWO_FACTOR_SETUP_ENDPOINTS) until they have. Each role at most once.
 */
export const twoFactorPolicySchema = z.object({
  required: z
    .array(staffRoleSchema)
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, fieldMessage('form.staffRole.required')),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
export type TwoFactorPolicyRequest = z.input<typeof twoFactorPolicySchema>;

export const twoFactorPolicyReplySchema = envelopeSchema.extend({ policy: twoFactorPolicySchema });
export type TwoFactorPolicyReply = z.infer<typeof twoFactorPolicyReplySchema>;

export const staffListReplySchema = envelopeSchema.extend({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
  /** The roles that must sign in with a second factor. */
  twoFactorPolicy: twoFactorPolicySchema,
});
export type StaffListReply = z.infer<typeof staffListReplySchema>;

export const inviteStaffRequestSchema = z.object({ name: staffName, email: emailField, role: staffRoleSchema });
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;

export const staffInvitationReplySchema = envelopeSchema.extend({ invitation: staffInvitationSchema });
export type StaffInvitationReply = z.infer<typeof staffInvitationReplySchema>;

export const updateStaffRequestSchema = z.object({ name: staffName, role: staffRoleSchema });
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

export const setStaffActiveRequestSchema = z.object({ active: z.boolean() });
export type SetStaffActiveRequest = z.input<typeof setStaffActiveRequestSchema>;

export const staffMemberReplySchema = envelopeSchema.extend({ member: staffMemberSchema });
export type StaffMemberReply = z.infer<typeof staffMemberReplySchema>;

const invitationToken = z
  .string({ error: fieldMessage('form.invitationLink.invalid') })
  .trim()
  .regex(STAFF_INVITATION_TOKEN_PATTERN, fieldMessage('form.invitationLink.invalid'));

export const staffInvitationTokenRequestSchema = z.object({ token: invitationToken });
export type StaffInvitationTokenRequest = z.input<typeof staffInvitationTokenRequestSchema>;

/** What the invitation page shows the person who opened the link. */
export const staffInvitationViewReplySchema = envelopeSchema.extend({
  invitation: z.object({ name: z.string(), email: z.string(), role: staffRoleSchema, expiresAt: z.string() }),
});
export type StaffInvitationViewReply = z.infer<typeof staffInvitationViewReplySchema>;

export const acceptStaffInvitationRequestSchema = z
  .object({ token: invitationToken, password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, {
    message: fieldMessage('form.password.mismatchDot'),
    path: ['confirmPassword'],
  });
export type AcceptStaffInvitationRequest = z.input<typeof acceptStaffInvitationRequestSchema>;

/** The signed-in member: the web draws their navigation and home from the role. */
export const myStaffAccountReplySchema = envelopeSchema.extend({
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    twoFactor: z.boolean(),
    /** Their role must sign in with a second factor and they have none: they may only set it up. */
    mustSetUpTwoFactor: z.boolean(),
    /**
     * A table official's tatamis in the tournaments still to come or under way (decision 061): their home leads to
     * these consoles. Empty (or absent) for the other roles.
     */
    consoles: z
      .array(z.object({ eventId: z.string(), eventName: z.string(), eventDateTime: z.string(), tatami: z.number() }))
      .optional(),
  }),
});
export type MyStaffAccountReply = z.infer<typeof myStaffAccountReplySchema>;
