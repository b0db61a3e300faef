import { createHash, randomBytes } from 'node:crypto';
import {
  ACADEMY_NAME,
  groupRecoveryCode,
  TWO_FACTOR,
  type SecondFactor,
  type SecondFactorMethod,
  type TwoFactorLoginRequest,
  type TwoFactorState,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { assertMayDisableTwoFactor } from './policy.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { openSecret, sealSecret, secretKey } from './secret-box.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';
import {
  claimStep,
  countRecoveryCodesLeft,
  countWrongCode,
  deleteChallenge,
  deleteTwoFactor,
  findChallenge,
  findStaff,
  findStaffByEmail,
  findTwoFactor,
  insertChallenge,
  markEnabled,
  replaceRecoveryCodes,
  savePendingSecret,
  twoFactorEnabledAt,
  useRecoveryCode,
} from './queries.ts';

type TwoFactorDeps = Pick<Deps, 'db' | 'config'>;

/** The login asks it before handing out a token. */
export { twoFactorEnabledAt };

/** The account's second factor as its own screen shows it. */
export async function twoFactorState(db: DbOrTx, adminId: string): Promise<TwoFactorState> {
  const enabledAt = await twoFactorEnabledAt(db, adminId);
  return { enabledAt, recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(db, adminId) : 0 };
}

async function staffOf(db: DbOrTx, adminId: string) {
  const staff = await findStaff(db, adminId);
  // The guard found the account a moment ago; it can only have gone since.
  if (!staff) throw unauthorized('api.invalidSession');
  return staff;
}

/**
 * Begins an enrolment: a new secret, kept aside until a code made with it confirms it (confirmEnrolment). Starting
 * again replaces a secret never confirmed; an account whose second factor is on turns it off first.
 */
export async function startEnrolment(
  deps: TwoFactorDeps,
  actor: Actor,
  adminId: string,
): Promise<{ secret: string; otpauthUri: string; accountName: string; issuer: string }> {
  const staff = await staffOf(deps.db, adminId);
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, adminId, secretKey(deps.config.twoFactorKey));
  await deps.db.transaction().execute(async (trx) => {
    if (await twoFactorEnabledAt(trx, adminId)) throw conflict('api.twoFactorAlreadyOn');
    await savePendingSecret(trx, adminId, sealed, nowIso());
    await recordAudit(trx, actor, { action: 'admin.twoFactorStarted', subject: { kind: 'admin', id: adminId } });
  });
  return { secret, otpauthUri: totpUri(secret, staff.email), accountName: staff.email, issuer: ACADEMY_NAME };
}

/** What checking a second factor found. */
type Check = 'ok' | 'wrong' | 'used';

/**
 * Checks a code of the app (within one step of drift, never a step already used) or a recovery code (used up by
 * this check) against the account's enrolled secret.
 */
async function checkFactor(
  db: DbOrTx,
  key: Buffer | null,
  adminId: string,
  enrolled: { secret: string; lastUsedStep: number | null },
  factor: SecondFactor,
): Promise<Check> {
  if (factor.method === 'recovery') {
    return (await useRecoveryCode(db, adminId, hashRecoveryCode(factor.code), nowIso())) ? 'ok' : 'wrong';
  }
  const secret = openSecret(enrolled.secret, adminId, key);
  const verdict = verifyTotp(secret, factor.code, Date.now(), enrolled.lastUsedStep);
  if (typeof verdict === 'string') return verdict;
  // Another server may have accepted the same step since the row was read: the update decides.
  return (await claimStep(db, adminId, verdict.step)) ? 'ok' : 'used';
}

const REFUSAL = {
  totp: { wrong: 'api.twoFactorWrongCode', used: 'api.twoFactorCodeUsed' },
  recovery: { wrong: 'api.twoFactorWrongRecoveryCode', used: 'api.twoFactorWrongRecoveryCode' },
} as const;

/** A refused code, written down before the refusal is thrown (outside the transaction it would roll back with). */
async function recordFailure(db: DbOrTx, actor: Actor, adminId: string, method: SecondFactorMethod, check: Check) {
  await recordAudit(db, actor, {
    action: 'admin.twoFactorFailed',
    subject: { kind: 'admin', id: adminId },
    after: { method, reason: check },
  });
}

/** Ten new recovery codes for the account, stored hashed, every earlier one void; answered as they are shown. */
async function handOutRecoveryCodes(db: DbOrTx, adminId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, adminId, codes.map(hashRecoveryCode), nowIso());
  return codes.map(groupRecoveryCode);
}

/**
 * Switches the second factor on with the enrolment's first code, which also counts as used (it cannot then sign
 * in), and hands out the recovery codes: the only time they are shown.
 */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  actor: Actor,
  adminId: string,
  code: string,
): Promise<{ recoveryCodes: string[]; twoFactor: TwoFactorState }> {
  const key = secretKey(deps.config.twoFactorKey);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const pending = await findTwoFactor(trx, adminId);
    if (!pending) throw conflict('api.twoFactorNotStarted');
    if (pending.enabledAt) throw conflict('api.twoFactorAlreadyOn');
    const check = await checkFactor(trx, key, adminId, pending, { method: 'totp', code });
    if (check !== 'ok') return { check } as const;
    await markEnabled(trx, adminId, nowIso());
    const recoveryCodes = await handOutRecoveryCodes(trx, adminId);
    await recordAudit(trx, actor, {
      action: 'admin.twoFactorEnabled',
      subject: { kind: 'admin', id: adminId },
      after: { recoveryCodes: recoveryCodes.length },
    });
    return { check, recoveryCodes } as const;
  });
  if (outcome.check !== 'ok') {
    await recordFailure(deps.db, actor, adminId, 'totp', outcome.check);
    throw badRequest(REFUSAL.totp[outcome.check]);
  }
  return { recoveryCodes: outcome.recoveryCodes, twoFactor: await twoFactorState(deps.db, adminId) };
}

/**
 * Runs `change` once the account's own second factor is proven, in one transaction with the proof (a recovery code
 * spent on it is spent only if the change is made). A wrong code is audited and answered 400: the caller is
 * logged in, and a 401 would end their session in the web app.
 */
async function withProof<T>(
  deps: TwoFactorDeps,
  actor: Actor,
  adminId: string,
  factor: SecondFactor,
  change: (trx: DbOrTx) => Promise<T>,
): Promise<T> {
  const key = secretKey(deps.config.twoFactorKey);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const enrolled = await findTwoFactor(trx, adminId);
    if (!enrolled?.enabledAt) throw conflict('api.twoFactorOff');
    const check = await checkFactor(trx, key, adminId, enrolled, factor);
    if (check !== 'ok') return { check } as const;
    if (factor.method === 'recovery') await recordRecoveryCodeUse(trx, actor, adminId);
    return { check, result: await change(trx) } as const;
  });
  if (outcome.check !== 'ok') {
    await recordFailure(deps.db, actor, adminId, factor.method, outcome.check);
    throw badRequest(REFUSAL[factor.method][outcome.check]);
  }
  return outcome.result;
}

async function recordRecoveryCodeUse(db: DbOrTx, actor: Actor, adminId: string) {
  await recordAudit(db, actor, {
    action: 'admin.recoveryCodeUsed',
    subject: { kind: 'admin', id: adminId },
    after: { recoveryCodesLeft: await countRecoveryCodesLeft(db, adminId) },
  });
}

/** New recovery codes for the caller, proven with a current code; the old ones stop working. */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  actor: Actor,
  adminId: string,
  factor: SecondFactor,
): Promise<{ recoveryCodes: string[]; twoFactor: TwoFactorState }> {
  const recoveryCodes = await withProof(deps, actor, adminId, factor, async (trx) => {
    const codes = await handOutRecoveryCodes(trx, adminId);
    await recordAudit(trx, actor, {
      action: 'admin.recoveryCodesRenewed',
      subject: { kind: 'admin', id: adminId },
      after: { recoveryCodes: codes.length },
    });
    return codes;
  });
  return { recoveryCodes, twoFactor: await twoFactorState(deps.db, adminId) };
}

/** Switches the caller's second factor off, proven with a current code. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  actor: Actor,
  adminId: string,
  factor: SecondFactor,
): Promise<TwoFactorState> {
  await assertMayDisableTwoFactor(deps.db, adminId);
  await withProof(deps, actor, adminId, factor, async (trx) => {
    await deleteTwoFactor(trx, adminId);
    await recordAudit(trx, actor, {
      action: 'admin.twoFactorDisabled',
      subject: { kind: 'admin', id: adminId },
      after: { method: factor.method },
    });
  });
  return twoFactorState(deps.db, adminId);
}

/**
 * Switches another account's second factor off, for a member of staff who lost their phone and their recovery
 * codes: they then sign in with their password alone and can enrol again. Never the caller's own, which takes a
 * code (disableTwoFactor). `npm run admin -- --reset-two-factor` calls it as the system.
 */
export async function resetTwoFactor(deps: Pick<Deps, 'db'>, actor: Actor, adminId: string): Promise<TwoFactorState> {
  if (actor.role === 'admin' && actor.id === adminId) throw conflict('api.twoFactorResetOwn');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findStaff(trx, adminId))) throw notFound('api.staffNotFound');
    const enabledAt = await twoFactorEnabledAt(trx, adminId);
    if (!enabledAt) throw conflict('api.twoFactorOff');
    await deleteTwoFactor(trx, adminId);
    await recordAudit(trx, actor, {
      action: 'admin.twoFactorReset',
      subject: { kind: 'admin', id: adminId },
      before: { enabledAt },
    });
  });
  return twoFactorState(deps.db, adminId);
}

/** resetTwoFactor for the account with this email (the command line names staff by email). */
export async function resetTwoFactorByEmail(deps: Pick<Deps, 'db'>, actor: Actor, email: string) {
  const staff = await findStaffByEmail(deps.db, email);
  if (!staff) throw notFound('api.staffNotFound');
  return resetTwoFactor(deps, actor, staff.id);
}

const challengeHash = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/**
 * What a right password gets on an account with a second factor: a random challenge (only its hash is kept) that
 * the login's second step redeems once, within TWO_FACTOR.challengeMinutes, while the password is unchanged.
 */
export async function openSignInChallenge(
  deps: Pick<Deps, 'db'>,
  account: { id: string; sessionVersion: number },
): Promise<{ challenge: string; expiresAt: string }> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TWO_FACTOR.challengeMinutes * 60_000).toISOString();
  await insertChallenge(
    deps.db,
    { tokenHash: challengeHash(challenge), adminId: account.id, sessionVersion: account.sessionVersion, expiresAt },
    nowIso(),
  );
  return { challenge, expiresAt };
}

/** The account a live challenge belongs to: the second step's rate limit counts per account. */
export async function challengeAccount(db: DbOrTx, challenge: string): Promise<string | null> {
  return (await findChallenge(db, challengeHash(challenge), nowIso()))?.adminId ?? null;
}

/** A challenge that was used, expired, voided by wrong codes, or outlived a password change. */
const challengeEnded = () => unauthorized('api.twoFactorChallengeEnded');

/**
 * The login's second step: redeems the challenge with a code of the app or a recovery code and answers the account
 * to log in (logins/service.ts hands out its token). The challenge is used up in the same transaction as the code,
 * so of two requests racing with one challenge one logs in. A wrong code counts against the challenge (the
 * TWO_FACTOR.challengeAttempts-th voids it), is audited and answered 401.
 */
export async function redeemSignInChallenge(
  deps: TwoFactorDeps,
  caller: Actor,
  input: TwoFactorLoginRequest,
): Promise<{ id: string; sessionVersion: number }> {
  const tokenHash = challengeHash(input.challenge);
  const found = await findChallenge(deps.db, tokenHash, nowIso());
  if (!found) throw challengeEnded();
  const staff = await findStaff(deps.db, found.adminId);
  if (!staff || staff.sessionVersion !== found.sessionVersion) {
    await deleteChallenge(deps.db, tokenHash);
    throw challengeEnded();
  }
  const adminId = found.adminId;
  const actor: Actor = { ...caller, label: personal(adminId, staff.email) };
  const key = secretKey(deps.config.twoFactorKey);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const enrolled = await findTwoFactor(trx, adminId);
    if (!enrolled?.enabledAt) throw challengeEnded();
    const check = await checkFactor(trx, key, adminId, enrolled, input);
    if (check !== 'ok') return check;
    // Thrown, not returned: the code it checked is given back with the rollback.
    if (!(await deleteChallenge(trx, tokenHash))) throw challengeEnded();
    if (input.method === 'recovery') await recordRecoveryCodeUse(trx, actor, adminId);
    return check;
  });
  if (outcome !== 'ok') {
    await countWrongCode(deps.db, tokenHash, TWO_FACTOR.challengeAttempts);
    await recordFailure(deps.db, actor, adminId, input.method, outcome);
    throw unauthorized(REFUSAL[input.method][outcome]);
  }
  return { id: adminId, sessionVersion: staff.sessionVersion };
}
