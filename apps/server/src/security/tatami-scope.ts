import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_ACCESS, type EndpointName } from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import { forbidden } from '../http/http-error.ts';

/**
 * What a request to a console endpoint is about, so the guard can tell whether it is a table official's own tatami
 * (decision 061): a category (its tatami in its tournament), or a tournament's tatami by number.
 */
export type TatamiScope = { category: string } | { eventId: string; tatami: number };

/** The tatami a table official has in a tournament, or null. */
export async function officialTatami(db: DbOrTx, eventId: string, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('tournamentTatamiOfficials')
    .select('tatami')
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.tatami ?? null;
}

async function officiates(db: DbOrTx, userId: string, scope: TatamiScope): Promise<boolean> {
  if ('category' in scope) {
    const row = await db
      .selectFrom('tournamentTatamiCategories')
      .innerJoin('tournamentTatamiOfficials', (join) =>
        join
          .onRef('tournamentTatamiOfficials.eventId', '=', 'tournamentTatamiCategories.eventId')
          .onRef('tournamentTatamiOfficials.tatami', '=', 'tournamentTatamiCategories.tatami'),
      )
      .select('tournamentTatamiCategories.categoryId')
      .where('tournamentTatamiCategories.categoryId', '=', scope.category)
      .where('tournamentTatamiOfficials.userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
  return (await officialTatami(db, scope.eventId, userId)) === scope.tatami;
}

/**
 * The check after validation of an endpoint a role may use only for its own tatami: a table official whose tatami
 * in the tournament is not the one the request is about hears 403 (a category on no tatami is nobody's).
 */
export function tatamiGuard<Request>(
  app: FastifyInstance,
  name: EndpointName,
  scopeOf: (request: Request) => TatamiScope,
): preHandlerAsyncHookHandler {
  const rule = STAFF_ACCESS[name];
  return async (request) => {
    const user = request.user;
    if (!user || user.role !== 'admin' || !user.staffRole || rule[user.staffRole] !== 'tatami') return;
    if (!(await officiates(app.db, user.id, scopeOf(request as Request))))
      throw forbidden('api.tournaments.notYourTatami');
  };
}
