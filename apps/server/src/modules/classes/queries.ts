import type { Insertable, Selectable, Updateable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { BatchesTable } from '../../db/schema.ts';

export type BatchRow = Selectable<BatchesTable>;

export async function insertBatch(db: DbOrTx, batch: Insertable<BatchesTable>): Promise<void> {
  await db.insertInto('batches').values(batch).execute();
}

export async function updateBatchRow(db: DbOrTx, id: string, change: Updateable<BatchesTable>): Promise<boolean> {
  const result = await db.updateTable('batches').set(change).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findBatch(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
  return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The batch's row, held until the transaction ends on PostgreSQL (enrolments hold it the same way while they count
 * seats), so a capacity change and a concurrent enrolment happen one after the other. SQLite runs one transaction
 * at a time already.
 */
export function lockBatchRow(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
  const query = db.selectFrom('batches').selectAll().where('id', '=', id);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

/** Batches of the given statuses, in timetable order (earliest class of the day first). */
export function listBatchRows(db: DbOrTx, statuses: readonly string[]): Promise<BatchRow[]> {
  return db
    .selectFrom('batches')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('startTime')
    .orderBy('name')
    .execute();
}

export function listBatchRowsByIds(db: DbOrTx, ids: readonly string[]): Promise<BatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('batches').selectAll().where('id', 'in', ids).execute();
}

/** How many enrolments of each batch are in a state, for the listed batches. */
export async function countEnrolments(
  db: DbOrTx,
  batchIds: readonly string[],
  state: 'active' | 'requested',
): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrolments')
    .select((eb) => ['batchId', eb.fn.countAll<number>().as('count')])
    .where('batchId', 'in', batchIds)
    .where('state', '=', state)
    .groupBy('batchId')
    .execute();
  return new Map(rows.map((row) => [row.batchId, Number(row.count)]));
}

/** Closed days from `from` on, of the listed batches. */
export async function listClosures(
  db: DbOrTx,
  batchIds: readonly string[],
  from: string,
): Promise<{ batchId: string; day: string; reason: string }[]> {
  if (batchIds.length === 0) return [];
  return db
    .selectFrom('batchClosures')
    .select(['batchId', 'day', 'reason'])
    .where('batchId', 'in', batchIds)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
}

/** A batch and, when that day is closed, the reason: one query for each tap's check of the day. */
export function findBatchOnDay(db: DbOrTx, id: string, day: string) {
  return db
    .selectFrom('batches')
    .leftJoin('batchClosures', (join) =>
      join.onRef('batchClosures.batchId', '=', 'batches.id').on('batchClosures.day', '=', day),
    )
    .selectAll('batches')
    .select('batchClosures.reason as closedReason')
    .where('batches.id', '=', id)
    .executeTakeFirst();
}

/** Closed days of one batch between two days, both included. */
export async function closedDaysBetween(db: DbOrTx, batchId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('batchClosures')
    .select('day')
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.day));
}

/** Closes a day of a batch; false when it was already closed. */
export async function insertClosure(
  db: DbOrTx,
  closure: { batchId: string; day: string; reason: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('batchClosures')
    .values(closure)
    .onConflict((oc) => oc.columns(['batchId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteClosure(db: DbOrTx, batchId: string, day: string): Promise<boolean> {
  const result = await db
    .deleteFrom('batchClosures')
    .where('batchId', '=', batchId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The people to tell about a batch's change: each active enrolment's profile and the account that gets email. */
export function listActiveMembersToTell(db: DbOrTx, batchId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('fighters as profile', 'profile.id', 'enrolments.fighterId')
    .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
    .select([
      'profile.fullName as fighterName',
      (eb) => eb.fn.coalesce('guardian.id', 'profile.id').as('accountId'),
      (eb) => eb.fn.coalesce('guardian.email', 'profile.email').as('email'),
      (eb) => eb.fn.coalesce('guardian.fullName', 'profile.fullName').as('recipientName'),
      (eb) => eb.fn.coalesce('guardian.language', 'profile.language').as('language'),
    ])
    .where('enrolments.batchId', '=', batchId)
    .where('enrolments.state', '=', 'active')
    .execute();
}

/**
 * The visitors with a trial class of the batch on the day who agreed to messages on the trial form: told when the
 * day is cancelled, by the number they gave (a lead has no account or email). Read here rather than through the
 * leads module, which builds on this one.
 */
export function trialVisitorsOn(db: DbOrTx, batchId: string, day: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'name', 'language'])
    .where('trialOn', '=', day)
    .where('state', '=', 'trialBooked')
    .where('batchId', '=', batchId)
    .where('messagesOptIn', '=', 1)
    .orderBy('id')
    .execute();
}

/**
 * A batch paused today: its pause starts today. Paused again on a day it was opened again, the day's pause (which
 * had not kept a day from it) is taken up again rather than stored twice, as begun now: a fee raised while the batch
 * ran that day was raised before this pause, which leaves it to the admin to waive (the money check tells fees
 * raised under a pause from those raised before one by when the pause began).
 */
export async function startPause(db: DbOrTx, batchId: string, day: string, now: string): Promise<void> {
  await db
    .insertInto('batchPauses')
    .values({ batchId, fromDay: day, untilDay: null, createdAt: now })
    .onConflict((oc) => oc.columns(['batchId', 'fromDay']).doUpdateSet({ untilDay: null, createdAt: now }))
    .execute();
}

/** A paused batch opened again (or ended): its pause runs until today, the first day with classes again. */
export async function endPause(db: DbOrTx, batchId: string, day: string): Promise<void> {
  await db
    .updateTable('batchPauses')
    .set({ untilDay: day })
    .where('batchId', '=', batchId)
    .where('untilDay', 'is', null)
    .execute();
}

/** An ended batch ends its enrolments: members have left it, and requests are declined. Returns how many of each. */
export async function endEnrolments(db: DbOrTx, batchId: string, now: string) {
  const left = await db
    .updateTable('enrolments')
    .set({ state: 'left', leftAt: now })
    .where('batchId', '=', batchId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  const declined = await db
    .updateTable('enrolments')
    .set({ state: 'declined', decidedAt: now })
    .where('batchId', '=', batchId)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  return { left: Number(left.numUpdatedRows), declined: Number(declined.numUpdatedRows) };
}

/** A member of staff a batch can be given to: their name, and whether they still work at the academy. */
export function findStaffForBatch(db: DbOrTx, id: string) {
  return db.selectFrom('admins').select(['name', 'deactivatedAt']).where('id', '=', id).executeTakeFirst();
}

/** Writes a staff instructor's name on the batches they teach, so the class pages name them as they are named. */
export async function renameInstructorOfBatches(db: DbOrTx, staffId: string, name: string, updatedAt: string) {
  await db
    .updateTable('batches')
    .set({ instructor: name, updatedAt })
    .where('instructorId', '=', staffId)
    .where('instructor', '<>', name)
    .execute();
}

/** Links the batches named after a member of staff who had no link yet (a new instructor); their ids. */
export async function linkBatchesNamed(db: DbOrTx, staffId: string, name: string, updatedAt: string) {
  const rows = await db
    .updateTable('batches')
    .set({ instructorId: staffId, updatedAt })
    .where('instructorId', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['instructor']), '=', name.toLowerCase()))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
