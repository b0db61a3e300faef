import type { Kysely } from 'kysely';

/**
 * The language a fighter's emails go out in (a code of LANGUAGES: 'en', 'hi'). Accounts that existed before
 * languages did read English, which the column's default gives them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fighters')
    .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fighters').dropColumn('language').execute();
}
