import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_ACCESS, type EndpointName } from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import { forbidden } from '../http/http-error.ts';
import type { AuthUser } from './tokens.ts';

/**
 * What a request to a scoped endpoint is about, so the guard can tell whether an instructor teaches it: batches
 * (a roster, a session, a day cancelled for several batches: every one must be theirs), or a grading (one of its
 * batches must be theirs; the grading's routes then show and take only their students).
 */
export type TeachingScope = { batches: readonly string[] } | { grading: string };

/** The batches a member of staff teaches, whatever their state. */
export async function taughtBatchIds(db: DbOrTx, staffId: string): Promise<string[]> {
  const rows = await db.selectFrom('batches').select('id').where('instructorId', '=', staffId).execute();
  return rows.map((row) => row.id);
}

async function teaches(db: DbOrTx, staffId: string, scope: TeachingScope): Promise<boolean> {
  if ('grading' in scope) {
    const row = await db
      .selectFrom('gradingBatches')
      .innerJoin('batches', 'batches.id', 'gradingBatches.batchId')
      .select('batches.id')
      .where('gradingBatches.gradingId', '=', scope.grading)
      .where('batches.instructorId', '=', staffId)
      .executeTakeFirst();
    return row !== undefined;
  }
  const wanted = [...new Set(scope.batches)];
  if (wanted.length === 0) return false;
  const rows = await db
    .selectFrom('batches')
    .select('id')
    .where('id', 'in', wanted)
    .where('instructorId', '=', staffId)
    .execute();
  return rows.length === wanted.length;
}

/**
 * The check after validation of an endpoint some role may use only for the batches they teach: a member of such a
 * role who does not teach what the request names hears 403 (a batch that does not exist is not theirs either).
 */
export function teachingGuard<Request>(
  app: FastifyInstance,
  name: EndpointName,
  scopeOf: (request: Request) => TeachingScope,
): preHandlerAsyncHookHandler {
  const rule = STAFF_ACCESS[name];
  return async (request) => {
    const user = request.user;
    if (!user || user.role !== 'admin' || !user.staffRole || rule[user.staffRole] !== 'taught') return;
    if (!(await teaches(app.db, user.id, scopeOf(request as Request)))) throw forbidden('api.notYourBatch');
  };
}

/** Whether the caller sees a scoped endpoint's reply only for what they teach (an instructor), not all of it. */
export function seesOnlyTaught(name: EndpointName, user: AuthUser | null): boolean {
  return user?.role === 'admin' && user.staffRole !== undefined && STAFF_ACCESS[name][user.staffRole] === 'taught';
}
