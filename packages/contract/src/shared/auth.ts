import { z } from 'zod';
import { emailField, envelopeSchema, languageSchema } from './common.ts';
import { LIMITS } from './constants.ts';
import { STAFF_ROLES } from '../staff/staff-rules.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

export const USER_TYPES = ['admin', 'fighter'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Login accepts any non-empty password, so older accounts can still log in. */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: fieldMessage('form.password.required') })
    .min(1, fieldMessage('form.password.required'))
    .max(LIMITS.passwordMaxLength, fieldMessage('form.password.tooLong', { max: LIMITS.passwordMaxLength })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginReplySchema = envelopeSchema.extend({
  token: z.string(),
  userId: z.string(),
  userType: userTypeSchema,
  fighterId: z.string().optional(),
  id: z.string(),
  /** A fighter's language saved on the account: the web switches to it after the login. */
  language: languageSchema.optional(),
  /** A member of staff's role: the web opens their home (an instructor's day, the front desk's, the dashboard). */
  staffRole: z.enum(STAFF_ROLES).optional(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** New passwords (sign-up, reset) need 8 characters; login does not check the length. */
export const newPasswordField = z
  .string({ error: fieldMessage('form.password.required') })
  .min(1, fieldMessage('form.password.required'))
  .min(LIMITS.passwordMinLength, fieldMessage('form.password.tooShort', { min: LIMITS.passwordMinLength }))
  .max(LIMITS.passwordMaxLength, fieldMessage('form.password.tooLong', { max: LIMITS.passwordMaxLength }));

/** Re-enter Password (sign-up, reset): only needs to be there; matching is checked on the whole form. */
export const confirmPasswordField = z
  .string({ error: fieldMessage('form.confirmPassword.required') })
  .min(1, fieldMessage('form.confirmPassword.required'));

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const otpCodeMessage = fieldMessage('form.code.required', { digits: LIMITS.otpLength });
export const otpCodeField = z
  .string({ error: otpCodeMessage })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), otpCodeMessage);

export const resetPasswordRequestSchema = z
  .object({
    email: emailField,
    code: otpCodeField,
    newPassword: newPasswordField,
    confirmNewPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: fieldMessage('form.password.mismatchDot'),
    path: ['confirmNewPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
