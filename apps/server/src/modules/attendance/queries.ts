import type { Insertable, Selectable } from 'kysely';
import { ATTENDED_MARKS } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { AttendanceMarkIdsTable, AttendanceTable } from '../../db/schema.ts';

export type AttendanceRow = Selectable<AttendanceTable>;

export function findMark(db: DbOrTx, batchId: string, day: string, fighterId: string) {
  return db
    .selectFrom('attendance')
    .selectAll()
    .where('batchId', '=', batchId)
    .where('day', '=', day)
    .where('fighterId', '=', fighterId)
    .executeTakeFirst();
}

/** Sets a fighter's mark for a class day, replacing an earlier one. */
export async function upsertMark(db: DbOrTx, row: Insertable<AttendanceTable>): Promise<void> {
  await db
    .insertInto('attendance')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['batchId', 'day', 'fighterId'])
        .doUpdateSet({ mark: row.mark, method: row.method, markedAt: row.markedAt }),
    )
    .execute();
}

/**
 * Records a mark's id as applied, in the mark's transaction; false when it was recorded before (a retry). On
 * PostgreSQL a second transaction with the same id waits here until the first commits or rolls back, so two copies of
 * one tap arriving together apply it once.
 */
export async function claimMarkId(db: DbOrTx, row: Insertable<AttendanceMarkIdsTable>): Promise<boolean> {
  const claimed = await db
    .insertInto('attendanceMarkIds')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function findMarkId(db: DbOrTx, id: string) {
  return db.selectFrom('attendanceMarkIds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Forgets the ids of marks applied before `before` (ISO); answers how many. */
export async function deleteMarkIdsBefore(db: DbOrTx, before: string): Promise<number> {
  const result = await db.deleteFrom('attendanceMarkIds').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The day's marks of a batch (the primary key's first two columns). */
export function listMarksOfDay(db: DbOrTx, batchId: string, day: string): Promise<AttendanceRow[]> {
  return db.selectFrom('attendance').selectAll().where('batchId', '=', batchId).where('day', '=', day).execute();
}

/**
 * The day's roster: the batch's active members, and whoever has a mark that day though no longer active; each with
 * the day's mark. Two queries on the (batch, state) and (batch, day) indexes, merged here: one query joining them
 * with an OR read every fighter.
 */
export async function listClassDayRoster(db: DbOrTx, batchId: string, day: string) {
  const [members, marked] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('fighters', 'fighters.id', 'enrolments.fighterId')
      .select(['fighters.id as fighterId', 'fighters.fullName', 'fighters.imageKey'])
      .where('enrolments.batchId', '=', batchId)
      .where('enrolments.state', '=', 'active')
      .execute(),
    db
      .selectFrom('attendance')
      .innerJoin('fighters', 'fighters.id', 'attendance.fighterId')
      .select([
        'fighters.id as fighterId',
        'fighters.fullName',
        'fighters.imageKey',
        'attendance.mark',
        'attendance.markedAt',
        'attendance.method',
      ])
      .where('attendance.batchId', '=', batchId)
      .where('attendance.day', '=', day)
      .execute(),
  ]);
  const marks = new Map(marked.map((row) => [row.fighterId, row]));
  const rows = members.map(
    (member) => marks.get(member.fighterId) ?? { ...member, mark: null, markedAt: null, method: null },
  );
  const memberIds = new Set(members.map((member) => member.fighterId));
  rows.push(...marked.filter((row) => !memberIds.has(row.fighterId)));
  return rows.sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/**
 * A fighter's place in a batch on a day: their enrolment's state (undefined when they never asked to join) and
 * their mark that day. One query on the (batch, fighter) index.
 */
export function findMemberOnDay(db: DbOrTx, batchId: string, day: string, fighterId: string) {
  return db
    .selectFrom('enrolments')
    .leftJoin('attendance', (join) =>
      join
        .onRef('attendance.batchId', '=', 'enrolments.batchId')
        .onRef('attendance.fighterId', '=', 'enrolments.fighterId')
        .on('attendance.day', '=', day),
    )
    .select(['enrolments.state', 'attendance.mark', 'attendance.method', 'attendance.markedAt'])
    .where('enrolments.batchId', '=', batchId)
    .where('enrolments.fighterId', '=', fighterId)
    .executeTakeFirst();
}

/** Whether a fighter's enrolment in the batch is active. */
export async function isActiveMember(db: DbOrTx, batchId: string, fighterId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('batchId', '=', batchId)
    .where('fighterId', '=', fighterId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export function findFighterByCheckinCode(db: DbOrTx, code: string) {
  return db.selectFrom('fighters').select(['id', 'fullName']).where('checkinCode', '=', code).executeTakeFirst();
}

/** The days of a batch on which attendance was taken (a class day held), from a day on, oldest first. */
export async function listMarkedDays(db: DbOrTx, batchId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attendance')
    .select('day')
    .distinct()
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** Each fighter's class days attended (present or late) in a batch from a day on. */
export async function countAttendedByFighter(db: DbOrTx, batchId: string, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('attendance')
    .select((eb) => ['fighterId', eb.fn.countAll<number>().as('count')])
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('mark', 'in', ATTENDED_MARKS)
    .groupBy('fighterId')
    .execute();
  return new Map(rows.map((row) => [row.fighterId, Number(row.count)]));
}

/** One fighter's class days attended in a batch between two days. */
export async function countAttended(db: DbOrTx, fighterId: string, batchId: string, from: string, to: string) {
  const row = await db
    .selectFrom('attendance')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('fighterId', '=', fighterId)
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('mark', 'in', ATTENDED_MARKS)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A fighter's marks from a day on, newest first, with the batch's name (the fighter_id, day index). */
export function listMarksOfFighter(db: DbOrTx, fighterId: string, from: string, limit?: number) {
  let query = db
    .selectFrom('attendance')
    .innerJoin('batches', 'batches.id', 'attendance.batchId')
    .selectAll('attendance')
    .select(['batches.name as batchName', 'batches.translations as batchTranslations'])
    .where('attendance.fighterId', '=', fighterId)
    .where('attendance.day', '>=', from)
    .orderBy('attendance.day', 'desc')
    .orderBy('attendance.markedAt', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** Each listed batch's marks and attended marks on each day from `from` to `to` that has any (its tally). */
export function tallyByDay(db: DbOrTx, batchIds: readonly string[], from: string, to: string) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendanceDayTally')
    .select(['batchId', 'day', 'marks', 'attended'])
    .where('batchId', 'in', batchIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('marks', '>', 0)
    .execute();
}

/** A batch's marks between two days with each fighter's name. */
export function listMarksBetween(db: DbOrTx, batchId: string, from: string, to: string) {
  return db
    .selectFrom('attendance')
    .innerJoin('fighters', 'fighters.id', 'attendance.fighterId')
    .select(['attendance.fighterId', 'attendance.day', 'attendance.mark', 'fighters.fullName'])
    .where('attendance.batchId', '=', batchId)
    .where('attendance.day', '>=', from)
    .where('attendance.day', '<=', to)
    .execute();
}

/** Profiles with at least one active enrolment. */
export async function countActiveFighters(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.count<number>('fighterId').distinct().as('count'))
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findFighterName(db: DbOrTx, id: string): Promise<string | undefined> {
  return (await db.selectFrom('fighters').select('fullName').where('id', '=', id).executeTakeFirst())?.fullName;
}
