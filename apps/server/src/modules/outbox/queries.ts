import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { JobState } from '../../db/schema.ts';

/** The outbox page's filter, in the jobs table's words. */
export type JobStateFilter = JobState | undefined;

export function listJobsOfKind(
  db: DbOrTx,
  options: { kind: string; state: JobStateFilter; limit: number; offset: number },
) {
  return db
    .selectFrom('jobs')
    .select(['id', 'payload', 'state', 'attempts', 'lastError', 'createdAt', 'runAt', 'finishedAt'])
    .where('kind', '=', options.kind)
    .$if(options.state !== undefined, (qb) => qb.where('state', '=', options.state!))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countJobsOfKind(db: DbOrTx, kind: string, state: JobStateFilter): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select(sql<number>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .$if(state !== undefined, (qb) => qb.where('state', '=', state!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Puts a failed job back in line with fresh tries; false when it is not (or no longer) failed. */
export async function requeueFailedJob(db: DbOrTx, options: { id: string; kind: string; now: string }) {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'pending', attempts: 0, runAt: options.now, finishedAt: null })
    .where('id', '=', options.id)
    .where('kind', '=', options.kind)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findJobState(db: DbOrTx, id: string, kind: string) {
  return db.selectFrom('jobs').select('state').where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
}
