import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type ResetPasswordRequest } from '@academy/contract';
import type { Db } from '../../db/database.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import { badRequest } from '../../http/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetEmail } from './otp-email.ts';
import {
  findFighterByEmail,
  findPasswordReset,
  markPasswordResetUsed,
  replacePasswordReset,
  takePasswordResetAttempt,
  updateFighterPassword,
  type PasswordResetRow,
} from './queries.ts';

/** At most one new code per account in this window; a request inside it keeps the code already sent. */
export const RESEND_THROTTLE_MS = 60_000;

export const RESET_MESSAGES = {
  noCode: 'This code is not valid. Please request a new one.',
  used: 'This code has already been used. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please wait a minute, then request a new code.',
  wrong: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
} as const;

function newOtp(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** Why a code can no longer be used, in words the fighter can act on. */
function deadCodeMessage(row: PasswordResetRow | undefined, now: string): string {
  if (!row) return RESET_MESSAGES.noCode;
  if (row.used_at) return RESET_MESSAGES.used;
  if (row.attempts >= LIMITS.otpMaxAttempts) return RESET_MESSAGES.locked;
  if (row.expires_at <= now) return RESET_MESSAGES.expired;
  return RESET_MESSAGES.noCode;
}

/**
 * Forgot / reset password by emailed code (DESIGN.md section 5): 4 digits, stored argon2-hashed,
 * 10 minutes, 5 tries, one new code per minute per account, and the same answer for unknown emails.
 */
export class PasswordResetService {
  /** Emails still being handed to the mail transport; the app waits for them when it closes. */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {}

  async requestCode(email: string): Promise<void> {
    const { db, mailer, log } = this.deps;
    const fighter = await findFighterByEmail(db, email);
    const code = newOtp();
    // Hash for unknown emails too, so the reply time does not tell whether an account exists.
    const codeHash = await hashSecret(code);
    if (!fighter) return;
    const now = Date.now();
    const stored = await replacePasswordReset(
      db,
      {
        fighterId: fighter.id,
        codeHash,
        expiresAt: new Date(now + LIMITS.otpValidityMinutes * 60_000).toISOString(),
        sentAt: new Date(now).toISOString(),
      },
      new Date(now - RESEND_THROTTLE_MS).toISOString(),
    );
    if (!stored) return;
    // Sent after the reply so that a slow mail server neither delays it nor reveals the account.
    const delivery = mailer
      .send(passwordResetEmail({ to: fighter.email, fullName: fighter.full_name, code }))
      .catch((error: unknown) => log.error({ err: error, fighterId: fighter.id }, 'password reset email failed'))
      .finally(() => this.sending.delete(delivery));
    this.sending.add(delivery);
  }

  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    const { db } = this.deps;
    const now = new Date().toISOString();
    const fighter = await findFighterByEmail(db, input.email);
    if (!fighter) throw badRequest(RESET_MESSAGES.noCode);

    // The try is spent before the code is compared, so parallel guesses cannot go past the limit.
    const tookAttempt = await takePasswordResetAttempt(db, fighter.id, { now, maxAttempts: LIMITS.otpMaxAttempts });
    const row = await findPasswordReset(db, fighter.id);
    if (!tookAttempt || !row) throw badRequest(deadCodeMessage(row, now));

    if (!(await verifySecret(row.code_hash, input.code))) {
      const left = LIMITS.otpMaxAttempts - row.attempts;
      throw badRequest(left > 0 ? RESET_MESSAGES.wrong(left) : RESET_MESSAGES.locked);
    }

    const passwordHash = await hashSecret(input.newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await markPasswordResetUsed(trx, fighter.id, now))) throw badRequest(RESET_MESSAGES.used);
      await updateFighterPassword(trx, fighter.id, passwordHash, now);
    });
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }
}
