import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTx, Dialect } from '../db/database.ts';
import type { Database, JobsTable } from '../db/schema.ts';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  id: string;
  kind: string;
  payload: unknown;
  maxAttempts: number;
  runAt: string;
  dedupeKey?: string | null;
  createdAt: string;
}

/** Jobs per insert: well under either database's limit on a statement's parameters. */
const INSERT_CHUNK = 500;

/** Inserts jobs; given the caller's transaction they commit (or not) with the work that caused them. */
export async function insertJobs(db: DbOrTx, jobs: NewJob[]): Promise<void> {
  for (let from = 0; from < jobs.length; from += INSERT_CHUNK) {
    await db
      .insertInto('jobs')
      .values(
        jobs
          .slice(from, from + INSERT_CHUNK)
          .map((job) => ({ ...job, payload: JSON.stringify(job.payload), state: 'pending' as const, attempts: 0 })),
      )
      .execute();
  }
}

/** Inserts a job; given the caller's transaction it commits (or not) with the work that caused it. */
export const insertJob = (db: DbOrTx, job: NewJob) => insertJobs(db, [job]);

/** When the next pending job of these kinds falls due, or null when none waits (the (state, run_at) index). */
export async function nextPendingRunAt(db: DbOrTx, kinds: string[]): Promise<string | null> {
  if (kinds.length === 0) return null;
  const row = await db
    .selectFrom('jobs')
    .select('runAt')
    .where('state', '=', 'pending')
    .where('kind', 'in', kinds)
    .orderBy('runAt')
    .limit(1)
    .executeTakeFirst();
  return row?.runAt ?? null;
}

interface ClaimOptions {
  dialect: Dialect;
  kinds: string[];
  now: string;
  lockedUntil: string;
  worker: string;
  limit: number;
}

/**
 * Takes up to `limit` due jobs for this worker: pending ones whose time has come, and running ones whose worker
 * stopped renewing its lease (it died mid-job). The try is counted here, so a job that kills its worker every
 * time still runs out of tries. On PostgreSQL, `FOR UPDATE SKIP LOCKED` lets several servers claim at once
 * without taking the same job; SQLite has one writer, so a plain conditional update is enough there.
 */
export async function claimDueJobs(db: DbOrTx, options: ClaimOptions): Promise<JobRow[]> {
  if (options.kinds.length === 0) return [];
  const taken = { state: 'running' as const, lockedUntil: options.lockedUntil, lockedBy: options.worker };
  // Pending and due, or running on a lease that has run out.
  const claimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'pending'), eb('runAt', '<=', options.now)]),
      eb.and([eb('state', '=', 'running'), eb('lockedUntil', '<', options.now)]),
    ]);
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', options.kinds)
    .where(claimable)
    .orderBy('runAt')
    .limit(options.limit);

  if (options.dialect === 'sqlite') {
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return db
      .updateTable('jobs')
      .set((eb) => ({ ...taken, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .where(claimable)
      .returningAll()
      .execute();
  }
  return db
    .updateTable('jobs')
    .set((eb) => ({ ...taken, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due.forUpdate().skipLocked())
    .returningAll()
    .execute();
}

/** The workers holding running jobs whose names start with `prefix` (this machine's). */
export async function runningJobWorkers(db: DbOrTx, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('lockedBy')
    .distinct()
    .where('state', '=', 'running')
    .where('lockedBy', 'like', `${prefix}%`)
    .execute();
  return rows.flatMap((row) => (row.lockedBy ? [row.lockedBy] : []));
}

/** Extends this worker's claims on the jobs it is running, so no other server takes them as abandoned. */
export async function renewLeases(db: DbOrTx, worker: string, lockedUntil: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ lockedUntil })
    .where('state', '=', 'running')
    .where('lockedBy', '=', worker)
    .execute();
}

/** Puts a dead worker's running jobs back in line at once instead of after their lease. */
export async function releaseJobsOf(db: DbOrTx, worker: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'pending', lockedUntil: null, lockedBy: null })
    .where('state', '=', 'running')
    .where('lockedBy', '=', worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks this worker's job done; `payload` is what is kept of it (the handler drops secrets). */
export async function completeJob(
  db: DbOrTx,
  job: { id: string; worker: string; payload: unknown; finishedAt: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'done',
      finishedAt: job.finishedAt,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
      payload: JSON.stringify(job.payload),
    })
    .where('id', '=', job.id)
    .where('lockedBy', '=', job.worker)
    .execute();
}

/** Puts the job back in line for `runAt`, or gives it up (`runAt` null), with the error that stopped it. */
export async function releaseFailedJob(
  db: DbOrTx,
  job: { id: string; worker: string; error: string; runAt: string | null; finishedAt: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set(
      job.runAt
        ? { state: 'pending', runAt: job.runAt, lockedUntil: null, lockedBy: null, lastError: job.error }
        : { state: 'failed', finishedAt: job.finishedAt, lockedUntil: null, lockedBy: null, lastError: job.error },
    )
    .where('id', '=', job.id)
    .where('lockedBy', '=', job.worker)
    .execute();
}

/**
 * Inserts a job unless one with its `dedupeKey` exists (pending, running or finished): several servers proposing
 * the same scheduled run leave one row, which one of them then claims. Returns whether this call inserted it.
 */
export async function insertJobOnce(db: DbOrTx, job: NewJob & { dedupeKey: string }): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({ ...job, payload: JSON.stringify(job.payload), state: 'pending', attempts: 0 })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Forgets finished jobs of the given kinds (of every kind but those, with `except`; `kinds` is never empty)
 * that finished before the given instants: `done` for those that succeeded, `failed` for those given up.
 */
export async function purgeFinishedJobs(
  db: DbOrTx,
  options: { kinds: string[]; except?: boolean; done: string; failed: string },
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('kind', options.except ? 'not in' : 'in', options.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('finishedAt', '<', options.done)]),
        eb.and([eb('state', '=', 'failed'), eb('finishedAt', '<', options.failed)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Jobs of a kind per state, for health and the admin. */
export async function countJobsByState(db: DbOrTx, kind: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', sql<number>`count(*)`.as('count')])
    .where('kind', '=', kind)
    .groupBy('state')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}
