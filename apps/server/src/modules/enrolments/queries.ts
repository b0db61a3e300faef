import type { Insertable, Selectable, Updateable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { EnrolmentsTable } from '../../db/schema.ts';

export type EnrolmentRow = Selectable<EnrolmentsTable>;

/**
 * Holds the batch's row until the transaction ends, so concurrent enrolments of one batch count its seats one after
 * another and never pass its capacity. SQLite runs one transaction at a time already.
 */
export async function lockBatch(db: DbOrTx, batchId: string) {
  const query = db
    .selectFrom('batches')
    .select([
      'id',
      'name',
      'status',
      'capacity',
      'autoAccept',
      'minAge',
      'maxAge',
      'startTime',
      'endTime',
      'place',
      'translations',
    ])
    .where('id', '=', batchId);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

export async function countActive(db: DbOrTx, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('batchId', '=', batchId)
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findEnrolment(db: DbOrTx, id: string): Promise<EnrolmentRow | undefined> {
  return db.selectFrom('enrolments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEnrolmentOf(db: DbOrTx, batchId: string, fighterId: string): Promise<EnrolmentRow | undefined> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('batchId', '=', batchId)
    .where('fighterId', '=', fighterId)
    .executeTakeFirst();
}

export async function insertEnrolment(db: DbOrTx, row: Insertable<EnrolmentsTable>): Promise<void> {
  await db.insertInto('enrolments').values(row).execute();
}

export async function updateEnrolment(db: DbOrTx, id: string, change: Updateable<EnrolmentsTable>): Promise<void> {
  await db.updateTable('enrolments').set(change).where('id', '=', id).execute();
}

/** A batch's enrolments with each profile's name, age facts and its guardian's name, newest request first. */
export function listRoster(db: DbOrTx, batchId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('fighters as profile', 'profile.id', 'enrolments.fighterId')
    .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
    .selectAll('enrolments')
    .select([
      'profile.fullName as fighterName',
      'profile.age as age',
      'profile.dateOfBirth as dateOfBirth',
      'guardian.fullName as guardianName',
    ])
    .where('enrolments.batchId', '=', batchId)
    .orderBy('enrolments.requestedAt', 'desc')
    .execute();
}

/** The short code on a profile's QR card (the attendance module reads it back at check-in). */
export function findCheckinCode(db: DbOrTx, profileId: string) {
  return db.selectFrom('fighters').select(['checkinCode', 'trains']).where('id', '=', profileId).executeTakeFirst();
}

/** Who is in a batch or asking to join it. */
export async function memberIdsOf(db: DbOrTx, batchId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('enrolments')
    .select('fighterId')
    .where('batchId', '=', batchId)
    .where('state', 'in', ['requested', 'active'])
    .execute();
  return rows.map((row) => row.fighterId);
}

/** A profile's enrolments, newest first. */
export function listEnrolmentsOf(db: DbOrTx, fighterId: string): Promise<EnrolmentRow[]> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('fighterId', '=', fighterId)
    .orderBy('requestedAt', 'desc')
    .execute();
}

/**
 * The batches an account's profiles (its own and its children's) are in or have asked to join, by the enrolments'
 * fighter index and the fighters' guardian index.
 */
export function listFamilyEnrolments(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('fighters', 'fighters.id', 'enrolments.fighterId')
    .select(['enrolments.batchId', 'enrolments.fighterId', 'fighters.fullName as fighterName', 'enrolments.state'])
    .where((eb) => eb.or([eb('fighters.id', '=', accountId), eb('fighters.guardianId', '=', accountId)]))
    .where('enrolments.state', 'in', ['requested', 'active'])
    .orderBy('fighters.fullName')
    .execute();
}

/** An account's profiles that train: its own (unless a parent who does not) and its children's. */
export function listFamilyTrainees(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'age', 'dateOfBirth'])
    .where((eb) => eb.or([eb('id', '=', accountId), eb('guardianId', '=', accountId)]))
    .where('trains', '=', 1)
    .orderBy('fullName')
    .execute();
}

/** Whom to tell about an enrolment: the profile's name and the account's address, name and language. */
export function findEnrolmentRecipient(db: DbOrTx, fighterId: string) {
  return db
    .selectFrom('fighters as profile')
    .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
    .select([
      'profile.fullName as fighterName',
      'profile.age as age',
      'profile.dateOfBirth as dateOfBirth',
      (eb) => eb.fn.coalesce('guardian.email', 'profile.email').as('email'),
      (eb) => eb.fn.coalesce('guardian.fullName', 'profile.fullName').as('recipientName'),
      (eb) => eb.fn.coalesce('guardian.language', 'profile.language').as('language'),
    ])
    .where('profile.id', '=', fighterId)
    .executeTakeFirst();
}

/** The instructors of the family's profiles' current batches, latest joined first. */
export function listFamilyTeachers(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('fighters', 'fighters.id', 'enrolments.fighterId')
    .innerJoin('batches', 'batches.id', 'enrolments.batchId')
    .select(['enrolments.fighterId', 'batches.instructor'])
    .where((eb) => eb.or([eb('fighters.id', '=', accountId), eb('fighters.guardianId', '=', accountId)]))
    .where('enrolments.state', '=', 'active')
    .orderBy('enrolments.decidedAt', 'desc')
    .execute();
}
