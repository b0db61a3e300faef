import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';

export type LeadRow = Selectable<LeadsTable> & { batchName: string | null; batchTranslations: string | null };

export async function insertLead(db: DbOrTx, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

const withBatchName = (db: DbOrTx) =>
  db
    .selectFrom('leads')
    .leftJoin('batches', 'batches.id', 'leads.batchId')
    .selectAll('leads')
    .select(['batches.name as batchName', 'batches.translations as batchTranslations']);

export function findLead(db: DbOrTx, id: string): Promise<LeadRow | undefined> {
  return withBatchName(db).where('leads.id', '=', id).executeTakeFirst();
}

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

/** A lead with its trial class's batch: what a trial message says. */
export type TrialLeadRow = Selectable<LeadsTable> & {
  trialOn: string;
  batchName: string;
  batchTranslations: string | null;
  startTime: string;
  endTime: string;
};

const withTrialBatch = (db: DbOrTx) =>
  db
    .selectFrom('leads')
    .innerJoin('batches', 'batches.id', 'leads.batchId')
    .selectAll('leads')
    .select([
      'batches.name as batchName',
      'batches.translations as batchTranslations',
      'batches.startTime',
      'batches.endTime',
    ])
    .where('leads.trialOn', 'is not', null);

export async function findTrialLead(db: DbOrTx, id: string): Promise<TrialLeadRow | undefined> {
  return (await withTrialBatch(db).where('leads.id', '=', id).executeTakeFirst()) as TrialLeadRow | undefined;
}

/**
 * The opted-in leads whose trial class is on a day, in one of some states (the (trial_on, state) index), when the
 * academy has not cancelled their batch's class that day: those were told it is off, and neither "see you tomorrow"
 * nor "thank you for trying a class" is true for them.
 */
export async function leadsWithTrialOn(db: DbOrTx, day: string, states: string[]): Promise<TrialLeadRow[]> {
  return (await withTrialBatch(db)
    .where('leads.trialOn', '=', day)
    .where('leads.state', 'in', states)
    .where('leads.messagesOptIn', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('batchClosures')
            .select('batchClosures.day')
            .whereRef('batchClosures.batchId', '=', 'leads.batchId')
            .whereRef('batchClosures.day', '=', 'leads.trialOn'),
        ),
      ),
    )
    .orderBy('leads.id')
    .execute()) as TrialLeadRow[];
}

export function findLeadByInviteToken(db: DbOrTx, token: string): Promise<LeadRow | undefined> {
  return withBatchName(db).where('leads.inviteToken', '=', token).executeTakeFirst();
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
