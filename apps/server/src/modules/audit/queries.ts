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

/** A page of entries, newest first; built apart so the benchmark can explain the very query the route runs. */
export function auditEntriesQuery(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function auditCountQuery(db: DbOrTx, filter: AuditFilter) {
  return filtered(db, filter).select(sql<number>`count(*)`.as('n'));
}

export function listAuditEntries(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  return auditEntriesQuery(db, filter, page).execute();
}

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const row = await auditCountQuery(db, filter).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The names of the members of staff among an entry page's actors. */
export async function staffNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('admins').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

interface Named {
  id: string;
  name: string;
  email?: string;
}

/** The kinds of subject whose name the log shows beside the id, and where each name is now. */
const SUBJECT_NAMES: Record<string, (db: DbOrTx, ids: string[]) => Promise<Named[]>> = {
  fighter: (db: DbOrTx, ids: string[]) =>
    db.selectFrom('fighters').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
  admin: (db: DbOrTx, ids: string[]) =>
    db.selectFrom('admins').select(['id', 'name', 'email']).where('id', 'in', ids).execute(),
  batch: (db: DbOrTx, ids: string[]) =>
    db.selectFrom('batches').select(['id', 'name']).where('id', 'in', ids).execute(),
  event: (db: DbOrTx, ids: string[]) =>
    db.selectFrom('events').select(['id', 'eventName as name']).where('id', 'in', ids).execute(),
};

/** The names of an entry page's subjects, keyed `kind:id`: one query a kind, only for the ids the page holds. */
export async function subjectNames(
  db: DbOrTx,
  subjects: { kind: string; id: string | null }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    Object.entries(SUBJECT_NAMES).map(async ([kind, query]) => {
      const ids = [...new Set(subjects.filter((each) => each.kind === kind && each.id).map((each) => each.id!))];
      if (ids.length === 0) return;
      for (const row of await query(db, ids)) {
        // A member of staff without a name (the owner made from ADMIN_EMAIL) is named by their email.
        const name = row.name || row.email;
        if (name) names.set(`${kind}:${row.id}`, name);
      }
    }),
  );
  return names;
}
