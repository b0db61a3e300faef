import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What a backup records about its database, and what a restore checks: rows per table and the images referenced. */
export interface DatabaseFacts {
  tables: Record<string, number>;
  imageKeys: string[];
}

/** Images are found by column name, so a table added later with an image_key column is covered too. */
const IMAGE_KEY_COLUMN = 'image_key';

/** Reads every table the database has now (migrations add tables), including Kysely's own migration tables. */
export async function readDatabaseFacts(kysely: Kysely<Database>): Promise<DatabaseFacts> {
  // The tables' real names come from the database itself: no camelCase mapping may touch them.
  const db = kysely.withoutPlugins();
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const counts: Record<string, number> = {};
  const keys = new Set<string>();
  for (const table of tables.filter((t) => !t.isView)) {
    const qualified = table.schema ? `${table.schema}.${table.name}` : table.name;
    const from = sql.table(qualified);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${from}`.execute(db);
    counts[!table.schema || table.schema === 'public' ? table.name : qualified] = Number(rows[0]?.n);
    if (table.columns.some((column) => column.name === IMAGE_KEY_COLUMN)) {
      const key = sql.ref(IMAGE_KEY_COLUMN);
      const found = await sql<{
        key: string;
      }>`select distinct ${key} as key from ${from} where ${key} is not null`.execute(db);
      for (const row of found.rows) keys.add(row.key);
    }
  }
  return { tables: counts, imageKeys: [...keys].sort() };
}

/** Fails, naming the tables, when a restored database's row counts differ from the manifest's. */
export function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const mismatches = Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: expected ${rows} rows, found ${actual[table] ?? 'no table'}`);
  if (mismatches.length > 0)
    throw new Error(`the restored database differs from the manifest:\n  ${mismatches.join('\n  ')}`);
}
