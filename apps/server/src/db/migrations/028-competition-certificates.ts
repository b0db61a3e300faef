import type { Kysely } from 'kysely';

/**
 * Competition certificates (docs/decisions/054-competition-certificates.md): one per tournament entry, numbered from
 * the same yearly series as the certificates of rank (`certificate_series`), so one number names one certificate of
 * either kind. Issued on the first request once the entry's category is finished; both unique constraints keep a
 * second request, however close, from issuing another.
 *
 * What the certificate shows (the athlete's name, the category, the place) is read from the entry and the results
 * each time, as the results page reads them: a correction to a final result, or an erasure's neutral name, reaches
 * the certificate's check too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('competition_certificates')
    .addColumn('number', 'varchar(32)', (c) => c.notNull())
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull().references('tournament_entries.id').onDelete('cascade'))
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('competition_certificates_number', ['number'])
    .addUniqueConstraint('competition_certificates_entry', ['entry_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('competition_certificates').execute();
}
