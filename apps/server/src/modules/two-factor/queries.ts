import { isStaffRole, type StaffRole } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';

export function findTwoFactor(db: DbOrTx, adminId: string) {
  return db
    .selectFrom('staffTwoFactor')
    .select(['secret', 'enabledAt', 'lastUsedStep'])
    .where('adminId', '=', adminId)
    .executeTakeFirst();
}

/** When the account's second factor was switched on, or null while it is off (an enrolment not yet confirmed). */
export async function twoFactorEnabledAt(db: DbOrTx, adminId: string): Promise<string | null> {
  return (await findTwoFactor(db, adminId))?.enabledAt ?? null;
}

/** The account's email and session version, or undefined when there is no such account. */
export function findStaff(db: DbOrTx, adminId: string) {
  return db.selectFrom('admins').select(['email', 'sessionVersion']).where('id', '=', adminId).executeTakeFirst();
}

/** The member's staff role, or undefined for an unknown account or a role this version does not know. */
export async function findStaffRole(db: DbOrTx, adminId: string): Promise<StaffRole | undefined> {
  const row = await db.selectFrom('admins').select('staffRole').where('id', '=', adminId).executeTakeFirst();
  return isStaffRole(row?.staffRole) ? row.staffRole : undefined;
}

/** A new enrolment, waiting for its first code; it replaces one that was never confirmed. */
export async function savePendingSecret(db: DbOrTx, adminId: string, secret: string, now: string) {
  await db
    .insertInto('staffTwoFactor')
    .values({ adminId, secret, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflict((oc) =>
      oc.column('adminId').doUpdateSet({ secret, enabledAt: null, lastUsedStep: null, createdAt: now }),
    )
    .execute();
}

/**
 * Records that a code of `step` was accepted, unless one of that step or a later one already was: whether it
 * recorded it. One conditional update, so two servers given the same code at once accept it once.
 */
export async function claimStep(db: DbOrTx, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staffTwoFactor')
    .set({ lastUsedStep: step })
    .where('adminId', '=', adminId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEnabled(db: DbOrTx, adminId: string, now: string) {
  await db.updateTable('staffTwoFactor').set({ enabledAt: now }).where('adminId', '=', adminId).execute();
}

/** Removes the account's second factor, with its recovery codes and waiting challenges. */
export async function deleteTwoFactor(db: DbOrTx, adminId: string) {
  await db.deleteFrom('staffRecoveryCodes').where('adminId', '=', adminId).execute();
  await db.deleteFrom('staffSignInChallenges').where('adminId', '=', adminId).execute();
  await db.deleteFrom('staffTwoFactor').where('adminId', '=', adminId).execute();
}

/** The id of the account with this email (stored lower-cased). */
export function findStaffByEmail(db: DbOrTx, email: string) {
  return db.selectFrom('admins').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** The account's recovery codes become these (hashes); every earlier one, used or not, is gone. */
export async function replaceRecoveryCodes(db: DbOrTx, adminId: string, hashes: string[], now: string) {
  await db.deleteFrom('staffRecoveryCodes').where('adminId', '=', adminId).execute();
  await db
    .insertInto('staffRecoveryCodes')
    .values(hashes.map((codeHash) => ({ adminId, codeHash, usedAt: null, createdAt: now })))
    .execute();
}

/** Uses up the recovery code with this hash: whether it was the account's and unused (once, also under a race). */
export async function useRecoveryCode(db: DbOrTx, adminId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staffRecoveryCodes')
    .set({ usedAt: now })
    .where('adminId', '=', adminId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('staffRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new challenge; the expired ones of every account go at the same time, so the table holds only live ones. */
export async function insertChallenge(
  db: DbOrTx,
  challenge: { tokenHash: string; adminId: string; sessionVersion: number; expiresAt: string },
  now: string,
) {
  await db.deleteFrom('staffSignInChallenges').where('expiresAt', '<=', now).execute();
  await db.insertInto('staffSignInChallenges').values(challenge).execute();
}

/** A challenge that has not expired. */
export function findChallenge(db: DbOrTx, tokenHash: string, now: string) {
  return db
    .selectFrom('staffSignInChallenges')
    .select(['adminId', 'sessionVersion', 'attempts'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Counts a wrong code against the challenge; the one that reaches `max` deletes it. */
export async function countWrongCode(db: DbOrTx, tokenHash: string, max: number) {
  await db
    .updateTable('staffSignInChallenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('tokenHash', '=', tokenHash)
    .execute();
  await db
    .deleteFrom('staffSignInChallenges')
    .where('tokenHash', '=', tokenHash)
    .where('attempts', '>=', max)
    .execute();
}

/** Uses the challenge up: whether this call did (of two requests racing with it, one does). */
export async function deleteChallenge(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('staffSignInChallenges').where('tokenHash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
