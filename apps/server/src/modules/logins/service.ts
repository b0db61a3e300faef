import {
  isLanguage,
  type LoginReply,
  type LoginRequest,
  type TwoFactorChallengeReply,
  type TwoFactorLoginRequest,
  isStaffRole,
  type StaffRole,
  type UserType,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { hashSecret, verifySecret } from '../../security/passwords.ts';
import { openSignInChallenge, redeemSignInChallenge, twoFactorEnabledAt } from '../two-factor/service.ts';
import { findFighterLanguage, findLoginAccount, findStaffStanding, recordStaffSignIn } from './queries.ts';

let dummyHash: Promise<string> | null = null;
function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-account-password');
  return dummyHash;
}

/**
 * The one password check of both roles. An email without an account of the role is verified against a real dummy
 * hash, so a wrong email and a wrong password take the same time and get the same 401: neither tells whether an
 * account exists. A failure is audited under the email that was tried.
 */
async function checkPassword(
  deps: Pick<Deps, 'db'>,
  caller: Actor,
  role: UserType,
  input: LoginRequest,
): Promise<{ id: string; sessionVersion: number }> {
  const account = await findLoginAccount(deps.db, role, input.email);
  const matches = await verifySecret(account?.passwordHash ?? (await dummySecretHash()), input.password);
  if (!matches || !account) {
    // The email tried is the account's when one has it (the erasure also matches an address without an account).
    const label = account ? personal(account.id, input.email) : input.email;
    const subject = { kind: role, id: account?.id ?? null };
    await recordAudit(deps.db, { ...caller, label }, { action: `${role}.loginFailed`, subject });
    throw unauthorized('api.badLogin');
  }
  if (role === 'admin' && (await findStaffStanding(deps.db, account.id))?.deactivatedAt) {
    // Only the right password learns that the account is deactivated; a wrong one heard api.badLogin above.
    await recordAudit(
      deps.db,
      { ...caller, label: personal(account.id, input.email) },
      { action: 'admin.loginFailed', subject: { kind: role, id: account.id }, after: { reason: 'deactivated' } },
    );
    throw forbidden('api.staffDeactivated');
  }
  return account;
}

/**
 * A login that has passed every check: audited under the member's staff role, the member's last sign-in noted, and
 * a token signed with the account's session version.
 */
async function openSession(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  role: UserType,
  account: { id: string; sessionVersion: number },
): Promise<{ id: string; token: string; staffRole?: StaffRole }> {
  const subject = { kind: role, id: account.id };
  const staff = role === 'admin' ? await findStaffStanding(deps.db, account.id) : undefined;
  // Deactivated between the password and the second factor: deactivation also raised the session version.
  if (staff?.deactivatedAt) throw forbidden('api.staffDeactivated');
  const staffRole = isStaffRole(staff?.staffRole) ? staff.staffRole : undefined;
  await recordAudit(
    deps.db,
    { role, id: account.id, ip: caller.ip, ...(staffRole ? { staffRole } : {}) },
    { action: `${role}.login`, subject },
  );
  if (staff) await recordStaffSignIn(deps.db, account.id, nowIso());
  const token = await deps.tokens.sign({ id: account.id, role, sessionVersion: account.sessionVersion });
  return { id: account.id, token, ...(staffRole ? { staffRole } : {}) };
}

/** A login's reply but its words, which the route says in the request's language. */
export type LoginResult = Omit<LoginReply, 'status' | 'message'>;

/** AdminLogin's challenge but its words: the account has a second factor, whose code the second step takes. */
export type ChallengeResult = Omit<TwoFactorChallengeReply, 'status' | 'message'>;

const adminResult = ({ id, token, staffRole }: { id: string; token: string; staffRole?: StaffRole }): LoginResult => ({
  token,
  userId: id,
  userType: 'admin',
  id,
  ...(staffRole ? { staffRole } : {}),
});

/**
 * The password step. An account with a second factor gets a challenge instead of a token (decision 041); one
 * without logs in as it always has.
 */
export async function adminLogin(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  input: LoginRequest,
): Promise<LoginResult | ChallengeResult> {
  const account = await checkPassword(deps, caller, 'admin', input);
  if (await twoFactorEnabledAt(deps.db, account.id)) {
    return { twoFactorRequired: true, ...(await openSignInChallenge(deps, account)) };
  }
  return adminResult(await openSession(deps, caller, 'admin', account));
}

/** The second step: the challenge and a code of the account's second factor, then the same login as above. */
export async function adminTwoFactorLogin(
  deps: Pick<Deps, 'db' | 'tokens' | 'config'>,
  caller: Actor,
  input: TwoFactorLoginRequest,
): Promise<LoginResult> {
  const account = await redeemSignInChallenge(deps, caller, input);
  return adminResult(await openSession(deps, caller, 'admin', account));
}

export async function fighterLogin(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  input: LoginRequest,
): Promise<LoginResult> {
  const account = await checkPassword(deps, caller, 'fighter', input);
  const { id, token } = await openSession(deps, caller, 'fighter', account);
  const language = await findFighterLanguage(deps.db, id);
  return {
    token,
    userId: id,
    userType: 'fighter',
    fighterId: id,
    id,
    ...(isLanguage(language) ? { language } : {}),
  };
}
