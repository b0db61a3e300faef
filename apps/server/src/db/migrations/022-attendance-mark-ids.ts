import type { Kysely } from 'kysely';

/**
 * The ids of the marks the server has applied (decision 042). The instructor's phone gives each tap an id and sends
 * it again with every retry; a mark whose id is here was applied already, so a retry after a lost reply changes
 * nothing and is not audited again. Each row goes with its fighter and its batch; the retention run deletes it
 * after 90 days, long past any phone's retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_mark_ids')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attendance_mark_ids_created_idx')
    .on('attendance_mark_ids')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attendance_mark_ids').execute();
}
