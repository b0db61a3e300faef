import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LIMITS,
  RETENTION,
  type MessageKey,
  type ResetPasswordRequest,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { hashSecret, verifySecret } from '../../security/passwords.ts';
import { badRequest } from '../../http/http-error.ts';
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

function newOtp(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** Why a code can no longer be used, in words the fighter can act on. */
function deadCodeMessage(row: PasswordResetRow | undefined, now: string): MessageKey {
  if (!row) return 'api.resetCodeInvalid';
  if (row.usedAt) return 'api.resetCodeUsed';
  if (row.attempts >= LIMITS.otpMaxAttempts) return 'api.resetCodeLocked';
  if (row.expiresAt <= now) return 'api.resetCodeExpired';
  return 'api.resetCodeInvalid';
}

/** Rows of codes that expired this long ago are deleted when a new code is asked for (and by the daily job). */
const KEEP_EXPIRED_MS = RETENTION.resetCodeDaysAfterExpiry * 24 * 60 * 60 * 1000;

/**
 * Forgot / reset password by emailed code: 4 digits, stored argon2-hashed, 10 minutes, 5 tries, one new code
 * per minute per email. An email without an account gets a code row too, whose hash no 4-digit code matches
 * and whose email is never sent, so both walk the same states ("incorrect, 4 attempts left", "too many wrong
 * attempts", "expired") and no answer tells whether an account exists.
 */
export async function requestPasswordResetCode(
  deps: Pick<Deps, 'db' | 'jobs' | 'translator'>,
  caller: Actor,
  rawEmail: string,
): Promise<void> {
  const email = rawEmail.toLowerCase();
  const fighter = await findFighterByEmail(deps.db, email);
  const code = newOtp();
  // Hashed for unknown emails too, so the reply time does not tell whether an account exists.
  const codeHash = await hashSecret(fighter ? code : `no-account:${randomBytes(16).toString('hex')}`);
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
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
    const sent = Boolean(stored && fighter);
    if (sent) {
      // In the account's language, whatever the page that asked: the email may be read later, elsewhere.
      const messages = deps.translator.in(isLanguage(fighter!.language) ? fighter!.language : DEFAULT_LANGUAGE);
      const message = passwordResetEmail({ to: fighter!.email, fullName: fighter!.fullName, code }, messages);
      await enqueueEmail(deps, trx, message);
    }
    await recordAudit(
      trx,
      { ...caller, label: fighter ? personal(fighter.id, email) : email },
      {
        action: 'fighter.resetRequested',
        subject: { kind: 'fighter', id: fighter?.id ?? null },
        after: { codeSent: sent },
      },
    );
  });
  deps.jobs.wake();
}

/** Sets the new password when the code is right, ending the account's sessions (see requestPasswordResetCode). */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'sessions'>,
  caller: Actor,
  input: ResetPasswordRequest,
): Promise<void> {
  const now = new Date().toISOString();
  const email = input.email.toLowerCase();
  const actor = { ...caller, label: email };
  const refuse = async (message: MessageKey, values?: Record<string, number>) => {
    await recordAudit(deps.db, actor, {
      action: 'fighter.resetFailed',
      subject: { kind: 'fighter', id: null },
      after: { reason: message },
    });
    return badRequest(message, values);
  };

  // The try is spent before the code is compared, so parallel guesses cannot go past the limit.
  const tookAttempt = await takePasswordResetAttempt(deps.db, email, { now, maxAttempts: LIMITS.otpMaxAttempts });
  const row = await findPasswordReset(deps.db, email);
  if (!tookAttempt || !row) throw await refuse(deadCodeMessage(row, now));

  if (!(await verifySecret(row.codeHash, input.code))) {
    const left = LIMITS.otpMaxAttempts - row.attempts;
    throw left > 0 ? await refuse('api.resetCodeWrong', { left }) : await refuse('api.resetCodeLocked');
  }
  // Only a real account's code can match, and the account may have been deleted since.
  const fighter = await findFighterByEmail(deps.db, email);
  if (!fighter) throw await refuse('api.resetCodeInvalid');

  const passwordHash = await hashSecret(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetUsed(trx, email, now))) throw badRequest('api.resetCodeUsed');
    await updateFighterPassword(trx, fighter.id, passwordHash, now);
    await recordAudit(
      trx,
      { ...caller, label: personal(fighter.id, email) },
      { action: 'fighter.reset', subject: { kind: 'fighter', id: fighter.id } },
    );
  });
  // The new password ends the old sessions: on this server at once.
  deps.sessions.forget({ id: fighter.id, role: 'fighter' });
}
