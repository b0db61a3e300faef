import type { Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';

// The few reads and writes of leads that linking needs, kept here so that the modules which link (fighters,
// bookings, enrolments) sit below leads, which converts a lead through them.

/** Leads newest first, of one state or all (the (state, created_at) and created_at indexes). */
export function listLeadRows(db: DbOrTx, state: string | undefined, limit: number): Promise<LeadRow[]> {
  let query = withBatchName(db).orderBy('leads.createdAt', 'desc').limit(limit);
  if (state) query = query.where('leads.state', '=', state);
  return query.execute();
}

export async function countLeadsByState(db: DbOrTx, since?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('leads')
    .select((eb) => ['state', eb.fn.countAll<number>().as('count')])
    .groupBy('state');
  if (since) query = query.where('createdAt', '>=', since);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
}

export async function updateLeadRow(db: DbOrTx, id: string, change: Updateable<LeadsTable>): Promise<void> {
  await db.updateTable('leads').set(change).where('id', '=', id).execute();
}

export async function deleteLeadsUpdatedBefore(db: DbOrTx, before: string): Promise<number> {
  const result = await db.deleteFrom('leads').where('updatedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findLeadByInviteToken(db: DbOrTx, token: string): Promise<LeadRow | undefined> {
  return withBatchName(db).where('leads.inviteToken', '=', token).executeTakeFirst();
}

/** Leads with this mobile that no account has met yet (leads_mobile_idx). */
export function unlinkedLeadsWithMobile(db: DbOrTx, mobileNumber: string): Promise<{ id: string; state: string }[]> {
  return db
    .selectFrom('leads')
    .select(['id', 'state'])
    .where('mobileNumber', '=', mobileNumber)
    .where('accountId', 'is', null)
    .execute();
}

/** The accounts (a login's own profile, not a child's) whose holder gave this mobile. */
export async function accountIdsWithMobile(db: DbOrTx, mobileNumber: string): Promise<string[]> {
  const rows = await db
    .selectFrom('fighters')
    .select('id')
    .where('mobileNumber', '=', mobileNumber)
    .where('guardianId', 'is', null)
    .where('email', 'is not', null)
    .limit(2)
    .execute();
  return rows.map((row) => row.id);
}

/** The leads of the account holding this profile (its own or a child's) that have not joined yet. */
export function leadsToJoinFor(db: DbOrTx, fighterId: string): Promise<{ id: string; state: string }[]> {
  return db
    .selectFrom('leads')
    .select(['id', 'state'])
    .where('state', '<>', 'joined')
    .where('accountId', 'in', (eb) =>
      eb
        .selectFrom('fighters')
        .select((inner) => inner.fn.coalesce('guardianId', 'id').as('accountId'))
        .where('id', '=', fighterId),
    )
    .execute();
}

/** The lead a sign-up link names, with what linking needs to know of it. */
export function findLeadToLink(
  db: DbOrTx,
  inviteToken: string,
): Promise<{ id: string; accountId: string | null; state: string } | undefined> {
  return db
    .selectFrom('leads')
    .select(['id', 'accountId', 'state'])
    .where('inviteToken', '=', inviteToken)
    .executeTakeFirst();
}

export async function updateLinkedLead(db: DbOrTx, id: string, change: Updateable<LeadsTable>): Promise<void> {
  await db.updateTable('leads').set(change).where('id', '=', id).execute();
}
