import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';

export type LeadRow = Selectable<LeadsTable> & { batchName: string | null };

export async function insertLead(db: DbOrTx, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

const withBatchName = (db: DbOrTx) =>
  db
    .selectFrom('leads')
    .leftJoin('batches', 'batches.id', 'leads.batchId')
    .selectAll('leads')
    .select('batches.name as batchName');

export function findLead(db: DbOrTx, id: string): Promise<LeadRow | undefined> {
  return withBatchName(db).where('leads.id', '=', id).executeTakeFirst();
}
