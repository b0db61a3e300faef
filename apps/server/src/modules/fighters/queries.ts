import type { Insertable, Selectable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { FightersTable, PasswordResetsTable } from '../../db/schema.ts';
import { newCheckinCode } from '../../lib/ids.ts';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** What a profile shows: named one by one, so the password hash is never read for one. */
const SHOWN_PROFILE_COLUMNS = [
  'id',
  'fullName',
  'mobileNumber',
  'gender',
  'age',
  'weight',
  'height',
  'discipline',
  'rankId',
  'address',
  'masterName',
  'academyName',
  'imageKey',
  'language',
  'guardianId',
  'dateOfBirth',
  'trains',
  'createdAt',
] as const;

/**
 * A profile as read: a child's, which has no login, carries its guardian's email, where the academy writes. Its
 * belt is the name of the rank the academy records, or else the belt the fighter typed, still to be confirmed.
 */
export type FighterProfileRow = Pick<Selectable<FightersTable>, (typeof SHOWN_PROFILE_COLUMNS)[number]> & {
  email: string;
  beltLevel: string | null;
};

function selectProfiles(db: DbOrTx) {
  return db
    .selectFrom('fighters as f')
    .leftJoin('fighters as g', 'g.id', 'f.guardianId')
    .leftJoin('ranks as r', 'r.id', 'f.rankId')
    .select(SHOWN_PROFILE_COLUMNS.map((column) => `f.${column}` as const))
    .select((eb) => eb.fn.coalesce('f.email', 'g.email').$notNull().as('email'))
    .select((eb) => eb.fn.coalesce('r.name', 'f.beltLevel').as('beltLevel'));
}

/** Emails are stored lower-cased, so a plain comparison is case-insensitive on both databases. */
export function findFighterByEmail(db: DbOrTx, email: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'language'])
    .select((eb) => eb.ref('email').$notNull().as('email'))
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findFighterProfile(db: DbOrTx, id: string): Promise<FighterProfileRow | undefined> {
  return selectProfiles(db).where('f.id', '=', id).executeTakeFirst();
}

export function listFighterProfilesNewestFirst(db: DbOrTx): Promise<FighterProfileRow[]> {
  return selectProfiles(db).orderBy('f.createdAt', 'desc').orderBy('f.id', 'desc').execute();
}

/** An account's own profile first, then its children's, eldest first. */
export function listFamilyProfiles(db: DbOrTx, accountId: string): Promise<FighterProfileRow[]> {
  return selectProfiles(db)
    .where((eb) => eb.or([eb('f.id', '=', accountId), eb('f.guardianId', '=', accountId)]))
    .orderBy((eb) => eb.case().when('f.guardianId', 'is', null).then(0).else(1).end())
    .orderBy('f.dateOfBirth', 'asc')
    .orderBy('f.createdAt', 'asc')
    .execute();
}

/**
 * Whether a profile trains, holding its row to the end of the transaction on PostgreSQL (SQLite runs one
 * transaction at a time): a change of `trains` and an enrolment of the same profile then happen one after the other.
 */
export function lockTrainingFlag(db: DbOrTx, id: string) {
  const query = db.selectFrom('fighters').select(['id', 'fullName', 'trains']).where('id', '=', id);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

export async function findImageKey(db: DbOrTx, id: string): Promise<string | null> {
  const row = await db.selectFrom('fighters').select('imageKey').where('id', '=', id).executeTakeFirst();
  return row?.imageKey ?? null;
}

/** Inserts a profile, with its own check-in code. */
export async function insertFighter(db: DbOrTx, fighter: Omit<Insertable<FightersTable>, 'checkinCode'>) {
  await db
    .insertInto('fighters')
    .values({ ...fighter, email: fighter.email?.toLowerCase() ?? null, checkinCode: newCheckinCode() })
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
  /** undefined keeps the stored value: once the academy records a rank, the typed belt is not the fighter's to set. */
  beltLevel?: string | null | undefined;
  address: string | null;
  dateOfBirth?: string | null | undefined;
  /** undefined keeps the stored value: the profile form does not carry these two, so saving it must not clear them. */
  masterName?: string | null | undefined;
  academyName?: string | null | undefined;
  /** undefined keeps the stored value; 0 for an account holder who does not train. */
  trains?: number | undefined;
  updatedAt: string;
}

/** Returns the number of rows changed (0 when the fighter does not exist). */
export async function updateFighterDetails(db: DbOrTx, id: string, change: FighterDetailsChange): Promise<number> {
  // Kysely leaves out the keys whose value is undefined, which keeps those columns as stored.
  const result = await db.updateTable('fighters').set(change).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Points the fighter at a new photo only while the row still holds the key `from` (compare-and-swap), so when
 * replacements race, each replaced key is known to exactly one of them. Returns whether the row changed.
 */
export async function swapFighterImageKey(
  db: DbOrTx,
  id: string,
  swap: { from: string | null; to: string | null },
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('fighters')
    .set({ imageKey: swap.to, updatedAt })
    .where('id', '=', id)
    .where((eb) => (swap.from === null ? eb('imageKey', 'is', null) : eb('imageKey', '=', swap.from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Returns whether the fighter exists. */
export async function updateFighterLanguage(db: DbOrTx, id: string, language: string, updatedAt: string) {
  const result = await db.updateTable('fighters').set({ language, updatedAt }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new password ends every session issued with the old one. */
export async function updateFighterPassword(db: DbOrTx, id: string, passwordHash: string, updatedAt: string) {
  await db
    .updateTable('fighters')
    .set((eb) => ({ passwordHash, updatedAt, sessionVersion: eb('sessionVersion', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Reset codes are keyed by the lower-cased email, for unknown emails too (see password-reset.ts). */
export function findPasswordReset(db: DbOrTx, email: string) {
  return db.selectFrom('passwordResets').selectAll().where('email', '=', email).executeTakeFirst();
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
  const { email, ...code } = reset;
  const fresh = { ...code, attempts: 0, usedAt: null };
  const result = await db
    .insertInto('passwordResets')
    .values({ email, ...fresh })
    .onConflict((oc) => oc.column('email').doUpdateSet(fresh).where('passwordResets.sentAt', '<', throttleBefore))
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
    .updateTable('passwordResets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', options.now)
    .where('attempts', '<', options.maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the code used; false when another request used it first. */
export async function markPasswordResetUsed(db: DbOrTx, email: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordResets')
    .set({ usedAt })
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Codes long expired say nothing useful any more ("expired" needs only the last ten minutes' rows). */
export async function deleteExpiredPasswordResets(db: DbOrTx, expiredBefore: string): Promise<number> {
  const result = await db.deleteFrom('passwordResets').where('expiresAt', '<', expiredBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findChildByNameAndBirth(db: DbOrTx, accountId: string, fullName: string, dateOfBirth: string) {
  return db
    .selectFrom('fighters')
    .select('id')
    .where('guardianId', '=', accountId)
    .where('fullName', '=', fullName)
    .where('dateOfBirth', '=', dateOfBirth)
    .executeTakeFirst();
}
