import type { Kysely } from 'kysely';

/**
 * Whose personal values an audit entry holds, declared by the code that writes it (recordAudit's `personal`
 * markers), so an erasure blanks exactly those values whatever their field names.
 *
 * - `audit_log.people`: JSON `{ "<person id>": [["after", "consent", "guardianEmail"], ...] }`, the paths of each
 *   person's values in the entry (`["actorLabel"]` and `["ip"]` for a visitor's own email and address). `{}` for
 *   an entry that holds nobody's values; null for the entries written before this migration, which the erasure
 *   still redacts by field name, the only way it has for them.
 * - `audit_people`: one row per entry and person, so an erasure finds a person's entries through an index instead
 *   of reading the whole log. Its rows go with their entry (ON DELETE CASCADE), so the retention run's deletion of
 *   old entries needs nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('people', 'text').execute();
  await db.schema
    .createTable('audit_people')
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull().references('audit_log.id').onDelete('cascade'))
    .addColumn('person_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_people_pkey', ['entry_id', 'person_id'])
    .execute();
  await db.schema.createIndex('audit_people_person_idx').on('audit_people').columns(['person_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_people').execute();
  await db.schema.alterTable('audit_log').dropColumn('people').execute();
}
