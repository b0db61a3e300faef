import type { Kysely } from 'kysely';

/**
 * The audit log: one row per admin write or security event, appended in the transaction of the change it
 * describes. The indexes serve the admin's filters (person, action, days), each newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('actor_label', 'varchar(254)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_label_idx').on('audit_log').columns(['actor_label', 'at']).execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
