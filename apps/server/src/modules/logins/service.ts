import {
  isLanguage,
  isStaffRole,
  type LoginReply,
  type LoginRequest,
  type StaffRole,
  type UserType,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { hashSecret, verifySecret } from '../../security/passwords.ts';
import { nowIso } from '../../lib/ids.ts';
import { findFighterLanguage, findLoginAccount, findStaffStanding, recordStaffSignIn } from './queries.ts';

let dummyHash: Promise<string> | null = null;
function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-account-password');
  return dummyHash;
}

/**
 * The one login path of both roles. An email without an account of the role is verified against a real dummy
 * hash, so a wrong email and a wrong password take the same time and get the same 401: neither tells whether an
 * account exists. Both outcomes are audited; a failure under the email that was tried.
 */
async function logIn(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  role: UserType,
  input: LoginRequest,
): Promise<{ id: string; token: string; staffRole?: StaffRole }> {
  const account = await findLoginAccount(deps.db, role, input.email);
  const matches = await verifySecret(account?.passwordHash ?? (await dummySecretHash()), input.password);
  const subject = { kind: role, id: account?.id ?? null };
  if (!matches || !account) {
    // The email tried is the account's when one has it (the erasure also matches an address without an account).
    const label = account ? personal(account.id, input.email) : input.email;
    await recordAudit(deps.db, { ...caller, label }, { action: `${role}.loginFailed`, subject });
    throw unauthorized('api.badLogin');
  }
  const staff = role === 'admin' ? await findStaffStanding(deps.db, account.id) : undefined;
  if (staff?.deactivatedAt) {
    // Only the right password learns that the account is deactivated; a wrong one heard api.badLogin above.
    await recordAudit(
      deps.db,
      { ...caller, label: personal(account.id, input.email) },
      { action: 'admin.loginFailed', subject, after: { reason: 'deactivated' } },
    );
    throw forbidden('api.staffDeactivated');
  }
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

export async function adminLogin(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  input: LoginRequest,
): Promise<LoginResult> {
  const { id, token, staffRole } = await logIn(deps, caller, 'admin', input);
  return { token, userId: id, userType: 'admin', id, ...(staffRole ? { staffRole } : {}) };
}

export async function fighterLogin(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  input: LoginRequest,
): Promise<LoginResult> {
  const { id, token } = await logIn(deps, caller, 'fighter', input);
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
