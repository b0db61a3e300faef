import { z } from 'zod';
import { loginReplySchema } from '../shared/auth.ts';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

/**
 * Staff sign in with a second factor (docs/decisions/041-two-factor-sign-in.md): a time-based one-time code
 * (TOTP, RFC 6238) from an authenticator app, or one of ten single-use recovery codes.
 */
export const TWO_FACTOR = {
  /** Digits of an authenticator code. */
  digits: 6,
  /** Seconds each code stands for (RFC 6238's time step). */
  periodSeconds: 30,
  /** Steps of clock drift accepted either side of now: a code of the step before or after still counts. */
  driftSteps: 1,
  /** Recovery codes handed out at once; renewing hands out as many and voids the rest. */
  recoveryCodes: 10,
  /** Characters of a recovery code (Crockford base32: 5 bits each, 80 in all), shown in groups of four. */
  recoveryCodeLength: 16,
  /** How long the password step's challenge waits for the code. */
  challengeMinutes: 5,
  /** Wrong codes one challenge takes before it is void and the password is asked again. */
  challengeAttempts: 5,
} as const;

/** Crockford's base32 alphabet: no I, L, O or U, so nothing reads as another character. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A recovery code as typed, in its stored form: case, spaces and dashes ignored, and the letters Crockford reads
 * as digits (O as 0, I and L as 1) read so.
 */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** '7KQ2M9XD4PRTH3WN' -> '7KQ2-M9XD-4PRT-H3WN', as a recovery code is shown and printed. */
export function groupRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${TWO_FACTOR.recoveryCodeLength}}$`);

const totpMessage = fieldMessage('form.twoFactor.code', { digits: TWO_FACTOR.digits });
/** A code of the authenticator app; spaces (some apps show '123 456') are ignored. */
export const totpCodeField = z
  .string({ error: totpMessage })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TWO_FACTOR.digits}}$`), totpMessage));

const recoveryMessage = fieldMessage('form.twoFactor.recoveryCode', { length: TWO_FACTOR.recoveryCodeLength });
export const recoveryCodeField = z
  .string({ error: recoveryMessage })
  .max(64, recoveryMessage)
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, recoveryMessage));

export const SECOND_FACTOR_METHODS = ['totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

const methodMessage = fieldMessage('form.twoFactor.method');
const totpFactor = z.object({ method: z.literal('totp'), code: totpCodeField });
const recoveryFactor = z.object({ method: z.literal('recovery'), code: recoveryCodeField });

/** Proof of the second factor: a code of the app, or a recovery code. */
export const secondFactorSchema = z.discriminatedUnion('method', [totpFactor, recoveryFactor], {
  error: methodMessage,
});
export type SecondFactor = z.input<typeof secondFactorSchema>;

const challengeField = z
  .string({ error: fieldMessage('form.twoFactor.challenge') })
  .regex(/^[\w-]{20,100}$/, fieldMessage('form.twoFactor.challenge'));

/** The login's second step: the challenge the password step answered, and the second factor. */
export const twoFactorLoginRequestSchema = z.discriminatedUnion(
  'method',
  [totpFactor.extend({ challenge: challengeField }), recoveryFactor.extend({ challenge: challengeField })],
  { error: methodMessage },
);
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

/**
 * What AdminLogin answers for a right password on an account with a second factor: no token yet. `status` is 2,
 * neither success (1) nor failure (0), so a client that knows only those reads it as "not logged in" and never as a
 * login; the code goes to AdminTwoFactorLogin with `challenge`, which works once, until `expiresAt`.
 */
export const twoFactorChallengeReplySchema = z.object({
  status: z.literal(2),
  message: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallengeReply = z.infer<typeof twoFactorChallengeReplySchema>;

/** AdminLogin's answer: the login, word for word as for an account without a second factor, or the challenge. */
export const adminLoginReplySchema = z.union([loginReplySchema, twoFactorChallengeReplySchema]);
export type AdminLoginReply = z.infer<typeof adminLoginReplySchema>;

/** The second factor of the caller's own account, as their account screen shows it. */
export const twoFactorStateSchema = z.object({
  /** When it was switched on; null while it is off (an enrolment not yet confirmed is off). */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet; 0 while it is off. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

export const twoFactorReplySchema = envelopeSchema.extend({ twoFactor: twoFactorStateSchema });
export type TwoFactorReply = z.infer<typeof twoFactorReplySchema>;

/** An enrolment begun: the secret to scan (as an otpauth:// address for the QR code) or to type. */
export const startTwoFactorReplySchema = envelopeSchema.extend({
  /** Base32, as authenticator apps ask for it when typed. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The account's name in the app (its email) and the issuer beside it. */
  accountName: z.string(),
  issuer: z.string(),
});
export type StartTwoFactorReply = z.infer<typeof startTwoFactorReplySchema>;

/** The enrolment's first code: only a code the app made proves it was set up right. */
export const confirmTwoFactorRequestSchema = z.object({ code: totpCodeField });
export type ConfirmTwoFactorRequest = z.input<typeof confirmTwoFactorRequestSchema>;

/** Recovery codes in the clear: only in the reply that made them, never again. */
export const recoveryCodesReplySchema = twoFactorReplySchema.extend({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;
