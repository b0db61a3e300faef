import type { Kysely } from 'kysely';

/** The tables whose texts the academy types, each given its translations. */
const TABLES = ['batches', 'events', 'ranks'] as const;

/**
 * Texts the academy types in each language (decision 048): a batch's name, level and place, an event's name,
 * address and description, a rank's name may be given in Hindi and Marathi too. One nullable JSON column per
 * table, `translations`, holds them as the contract's schema gives them (`{"hi": {"name": "..."}, "mr": {...}}`,
 * only the texts given); null, as every existing row gets, means English everywhere. Adding a nullable column needs
 * no rebuild on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('translations', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('translations').execute();
  }
}
