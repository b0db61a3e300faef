import { z } from 'zod';
import { emailField, envelopeSchema } from './common.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const USER_TYPES = ['admin', 'fighter'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Login accepts any non-empty password, so older accounts can still log in. */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(LIMITS.passwordMaxLength, MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginReplySchema = envelopeSchema.extend({
  token: z.string(),
  userId: z.string(),
  userType: userTypeSchema,
  fighterId: z.string().optional(),
  id: z.string(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** New passwords (sign-up, reset) need 8 characters; login does not check the length. */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMaxLength, MESSAGES.passwordTooLong);

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const otpCodeField = z
  .string({ error: 'Please enter the 4-digit code.' })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), 'Please enter the 4-digit code.');

export const resetPasswordRequestSchema = z
  .object({
    email: emailField,
    code: otpCodeField,
    newPassword: newPasswordField,
    confirmNewPassword: z.string({ error: MESSAGES.confirmationRequired }).min(1, MESSAGES.confirmationRequired),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: MESSAGES.passwordsDoNotMatchDot,
    path: ['confirmNewPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
