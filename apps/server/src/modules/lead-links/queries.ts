import type { Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';

// The few reads and writes of leads that linking needs, kept here so that the modules which link (fighters,
// bookings, enrolments) sit below leads, which converts a lead through them.

/** Leads with this mobile that no account has met yet (leads_mobile_idx). */
export function unlinkedLeadsWithMobile(db: DbOrTx, mobileNumber: string): Promise<{ id: string; state: string }[]> {
  return db
    .selectFrom('leads')
    .select(['id', 'state'])
    .where('mobileNumber', '=', mobileNumber)
    .where('accountId', 'is', null)
    .execute();
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
