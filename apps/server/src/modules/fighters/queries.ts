import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { FightersTable, PasswordResetsTable } from '../../db/schema.ts';

export type FighterRow = Selectable<FightersTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Emails are stored lower-cased, so a plain comparison is case-insensitive on both databases. */
export function findFighterByEmail(db: DbOrTx, email: string) {
  return db.selectFrom('fighters').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findFighterById(db: DbOrTx, id: string) {
  return db.selectFrom('fighters').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listFightersNewestFirst(db: DbOrTx) {
  return db.selectFrom('fighters').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export interface NewFighter {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  mobileNumber: string;
  age: number;
  gender: string;
  createdAt: string;
}

export async function insertFighter(db: DbOrTx, fighter: NewFighter) {
  await db
    .insertInto('fighters')
    .values({
      id: fighter.id,
      email: fighter.email.toLowerCase(),
      password_hash: fighter.passwordHash,
      full_name: fighter.fullName,
      mobile_number: fighter.mobileNumber,
      age: fighter.age,
      gender: fighter.gender,
      weight: null,
      height: null,
      discipline: null,
      belt_level: null,
      address: null,
      master_name: null,
      academy_name: null,
      image_key: null,
      created_at: fighter.createdAt,
      updated_at: fighter.createdAt,
    })
    .execute();
}

export interface FighterDetailsChange {
  fullName: string;
  mobileNumber: string;
  age: number | null;
  gender: string | null;
  weight: number | null;
  height: number | null;
  discipline: string | null;
  beltLevel: string | null;
  address: string | null;
  /** undefined keeps the stored value: the profile form does not carry these two, so saving it must not clear them. */
  masterName?: string | null | undefined;
  academyName?: string | null | undefined;
  updatedAt: string;
}

/** Returns the number of rows changed (0 when the fighter does not exist). */
export async function updateFighterDetails(db: DbOrTx, id: string, change: FighterDetailsChange): Promise<number> {
  const result = await db
    .updateTable('fighters')
    .set({
      full_name: change.fullName,
      mobile_number: change.mobileNumber,
      age: change.age,
      gender: change.gender,
      weight: change.weight,
      height: change.height,
      discipline: change.discipline,
      belt_level: change.beltLevel,
      address: change.address,
      ...(change.masterName !== undefined ? { master_name: change.masterName } : {}),
      ...(change.academyName !== undefined ? { academy_name: change.academyName } : {}),
      updated_at: change.updatedAt,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Points the fighter at a new photo only while the row still holds the key `from` (compare-and-swap), so when
 * replacements race, each replaced key is known to exactly one of them. Returns whether the row changed.
 */
export async function swapFighterImageKey(
  db: DbOrTx,
  id: string,
  swap: { from: string | null; to: string },
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('fighters')
    .set({ image_key: swap.to, updated_at: updatedAt })
    .where('id', '=', id)
    .where((eb) => (swap.from === null ? eb('image_key', 'is', null) : eb('image_key', '=', swap.from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new password ends every session issued with the old one. */
export async function updateFighterPassword(db: DbOrTx, id: string, passwordHash: string, updatedAt: string) {
  await db
    .updateTable('fighters')
    .set((eb) => ({
      password_hash: passwordHash,
      updated_at: updatedAt,
      session_version: eb('session_version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Reset codes are keyed by the lower-cased email, for unknown emails too (see password-reset.ts). */
export function findPasswordReset(db: DbOrTx, email: string) {
  return db.selectFrom('password_resets').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Stores a fresh code for the email, replacing the previous one, unless a code was sent after
 * `throttleBefore`. Returns false when the throttle held, so no new email goes out.
 * One statement (insert or conditional update) so two simultaneous requests cannot both send.
 */
export async function replacePasswordReset(
  db: DbOrTx,
  reset: { email: string; codeHash: string; expiresAt: string; sentAt: string },
  throttleBefore: string,
): Promise<boolean> {
  const fresh = {
    code_hash: reset.codeHash,
    expires_at: reset.expiresAt,
    attempts: 0,
    sent_at: reset.sentAt,
    used_at: null,
  };
  const result = await db
    .insertInto('password_resets')
    .values({ email: reset.email, ...fresh })
    .onConflict((oc) => oc.column('email').doUpdateSet(fresh).where('password_resets.sent_at', '<', throttleBefore))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Spends one of the code's tries before it is checked, so parallel guesses cannot exceed the limit.
 * Returns false when the code is used, expired or out of tries.
 */
export async function takePasswordResetAttempt(
  db: DbOrTx,
  email: string,
  options: { now: string; maxAttempts: number },
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', options.now)
    .where('attempts', '<', options.maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the code used; false when another request used it first. */
export async function markPasswordResetUsed(db: DbOrTx, email: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: usedAt })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Codes long expired say nothing useful any more ("expired" needs only the last ten minutes' rows). */
export async function deleteExpiredPasswordResets(db: DbOrTx, expiredBefore: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', expiredBefore).execute();
}
