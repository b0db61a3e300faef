import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { AttendanceTable } from '../../db/schema.ts';

export type AttendanceRow = Selectable<AttendanceTable>;

const ATTENDED = ['present', 'late'];

export function findMark(db: DbOrTx, batchId: string, day: string, fighterId: string) {
  return db
    .selectFrom('attendance')
    .selectAll()
    .where('batchId', '=', batchId)
    .where('day', '=', day)
    .where('fighterId', '=', fighterId)
    .executeTakeFirst();
}

/** Sets a fighter's mark for a day's session, replacing an earlier one. */
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

/** The day's marks of a batch (the primary key's first two columns). */
export function listMarksOfDay(db: DbOrTx, batchId: string, day: string): Promise<AttendanceRow[]> {
  return db.selectFrom('attendance').selectAll().where('batchId', '=', batchId).where('day', '=', day).execute();
}

/** The day's roster: active members, and whoever has a mark that day though no longer active. */
export function listSessionRoster(db: DbOrTx, batchId: string, day: string) {
  return db
    .selectFrom('fighters')
    .leftJoin('attendance', (join) =>
      join
        .onRef('attendance.fighterId', '=', 'fighters.id')
        .on('attendance.batchId', '=', batchId)
        .on('attendance.day', '=', day),
    )
    .select([
      'fighters.id as fighterId',
      'fighters.fullName',
      'fighters.imageKey',
      'attendance.mark',
      'attendance.markedAt',
      'attendance.method',
    ])
    .where((eb) =>
      eb.or([
        eb(
          'fighters.id',
          'in',
          eb.selectFrom('enrolments').select('fighterId').where('batchId', '=', batchId).where('state', '=', 'active'),
        ),
        eb('attendance.mark', 'is not', null),
      ]),
    )
    .orderBy('fighters.fullName')
    .execute();
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

/** The days of a batch on which attendance was taken (a session held), from a day on, oldest first. */
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

/** Each fighter's sessions attended (present or late) in a batch from a day on. */
export async function countAttendedByFighter(db: DbOrTx, batchId: string, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('attendance')
    .select((eb) => ['fighterId', eb.fn.countAll<number>().as('count')])
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('mark', 'in', ATTENDED)
    .groupBy('fighterId')
    .execute();
  return new Map(rows.map((row) => [row.fighterId, Number(row.count)]));
}

/** One fighter's sessions attended in a batch between two days. */
export async function countAttended(db: DbOrTx, fighterId: string, batchId: string, from: string, to: string) {
  const row = await db
    .selectFrom('attendance')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('fighterId', '=', fighterId)
    .where('batchId', '=', batchId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('mark', 'in', ATTENDED)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A fighter's marks from a day on, newest first, with the batch's name (the fighter_id, day index). */
export function listMarksOfFighter(db: DbOrTx, fighterId: string, from: string, limit?: number) {
  let query = db
    .selectFrom('attendance')
    .innerJoin('batches', 'batches.id', 'attendance.batchId')
    .selectAll('attendance')
    .select('batches.name as batchName')
    .where('attendance.fighterId', '=', fighterId)
    .where('attendance.day', '>=', from)
    .orderBy('attendance.day', 'desc')
    .orderBy('attendance.markedAt', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** How many marks of each kind each listed batch has on each day from `from` on (the primary key's prefix). */
export function countMarksByDay(db: DbOrTx, batchIds: readonly string[], from: string, to: string) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendance')
    .select((eb) => ['batchId', 'day', 'mark', eb.fn.countAll<number>().as('count')])
    .where('batchId', 'in', batchIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['batchId', 'day', 'mark'])
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
