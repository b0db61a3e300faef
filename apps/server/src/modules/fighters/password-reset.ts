import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS, type ResetPasswordRequest } from '@academy/contract';
import type { Db } from '../../db/database.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { badRequest } from '../../http/http-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { passwordResetEmail } from './otp-email.ts';
import {
  deleteExpiredPasswordResets,
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

/** Rows of codes that expired this long ago are deleted when a new code is asked for. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/**
 * Forgot / reset password by emailed code: 4 digits, stored argon2-hashed, 10 minutes, 5 tries, one new code
 * per minute per email. An email without an account gets a code row too, whose hash no 4-digit code matches
 * and whose email is never sent, so both walk the same states ("incorrect, 4 attempts left", "too many wrong
 * attempts", "expired") and no answer tells whether an account exists.
 */
export class PasswordResetService {
  constructor(private readonly deps: { db: Db; jobs: JobRunner; sessions: SessionStore }) {}

  async requestCode(rawEmail: string): Promise<void> {
    const { db, jobs } = this.deps;
    const email = rawEmail.toLowerCase();
    const fighter = await findFighterByEmail(db, email);
    const code = newOtp();
    // Hashed for unknown emails too, so the reply time does not tell whether an account exists.
    const codeHash = await hashSecret(fighter ? code : `no-account:${randomBytes(16).toString('hex')}`);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await deleteExpiredPasswordResets(trx, new Date(now - KEEP_EXPIRED_MS).toISOString());
      const stored = await replacePasswordReset(
        trx,
        {
          email,
          codeHash,
          expiresAt: new Date(now + LIMITS.otpValidityMinutes * 60_000).toISOString(),
          sentAt: new Date(now).toISOString(),
        },
        new Date(now - RESEND_THROTTLE_MS).toISOString(),
      );
      if (stored && fighter) {
        await enqueueEmail(jobs, trx, passwordResetEmail({ to: fighter.email, fullName: fighter.full_name, code }));
      }
    });
    jobs.wake();
  }

  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    const { db } = this.deps;
    const now = new Date().toISOString();
    const email = input.email.toLowerCase();

    // The try is spent before the code is compared, so parallel guesses cannot go past the limit.
    const tookAttempt = await takePasswordResetAttempt(db, email, { now, maxAttempts: LIMITS.otpMaxAttempts });
    const row = await findPasswordReset(db, email);
    if (!tookAttempt || !row) throw badRequest(deadCodeMessage(row, now));

    if (!(await verifySecret(row.code_hash, input.code))) {
      const left = LIMITS.otpMaxAttempts - row.attempts;
      throw badRequest(left > 0 ? RESET_MESSAGES.wrong(left) : RESET_MESSAGES.locked);
    }
    // Only a real account's code can match, and the account may have been deleted since.
    const fighter = await findFighterByEmail(db, email);
    if (!fighter) throw badRequest(RESET_MESSAGES.noCode);

    const passwordHash = await hashSecret(input.newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await markPasswordResetUsed(trx, email, now))) throw badRequest(RESET_MESSAGES.used);
      await updateFighterPassword(trx, fighter.id, passwordHash, now);
    });
    // The new password ends the old sessions: on this server at once.
    this.deps.sessions.forget({ id: fighter.id, role: 'fighter' });
  }
}
