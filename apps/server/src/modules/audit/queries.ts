import { sql } from 'kysely';
import type { AuditAction } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';

export interface AuditFilter {
  /** An account id, a subject id or an email (lower-cased). */
  person?: string;
  action?: AuditAction;
  /** ISO instants: from included, to excluded. */
  fromAt?: string;
  toAt?: string;
}

function filtered(db: DbOrTx, filter: AuditFilter) {
  const { person, action, fromAt, toAt } = filter;
  return db
    .selectFrom('auditLog')
    .$if(person !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('actorId', '=', person!),
          eb('subjectId', '=', person!),
          eb('actorLabel', '=', person!.toLowerCase()),
        ]),
      ),
    )
    .$if(action !== undefined, (qb) => qb.where('action', '=', action!))
    .$if(fromAt !== undefined, (qb) => qb.where('at', '>=', fromAt!))
    .$if(toAt !== undefined, (qb) => qb.where('at', '<', toAt!));
}

export function listAuditEntries(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
