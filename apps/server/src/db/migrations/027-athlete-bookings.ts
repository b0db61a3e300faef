import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteTable } from './sqlite-rebuild.ts';

/**
 * A tournament athlete's booking (the seat and ticket of their entry) knows no height, and a kata athlete no weight:
 * both columns of bookings may be empty. The booking form of other events still asks for both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildSqliteTable(db, 'bookings', withoutNotNull, async () => {});
    return;
  }
  await sql`alter table bookings alter column height drop not null, alter column weight drop not null`.execute(db);
}

/** The bookings table's statement with height and weight optional. */
function withoutNotNull(table: string): string {
  let rewritten = table;
  for (const column of ['height', 'weight']) {
    const pattern = new RegExp(`("${column}"\\s+double precision)\\s+not null`, 'i');
    if (!pattern.test(rewritten)) throw new Error(`${column} not null not found in the bookings table`);
    rewritten = rewritten.replace(pattern, '$1');
  }
  return rewritten;
}

export async function down(): Promise<void> {
  // Bookings without a height or weight cannot be made to hold one again.
}
