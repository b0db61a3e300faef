import { sql, type Kysely } from 'kysely';

/**
 * Whether a profile trains (1) or is a parent's or guardian's own profile that does not (0): they book and pay for
 * their children and have no check-in card, belt or classes of their own. Every existing profile trains, as it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fighters')
    .addColumn('trains', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`trains in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fighters').dropColumn('trains').execute();
}
