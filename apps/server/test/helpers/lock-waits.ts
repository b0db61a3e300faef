import { sql } from 'kysely';
import type { DbOrTx } from '../../src/db/database.ts';

/**
 * Waits until a statement starting with `statement` (as the server's query builder writes it, e.g. `update "dues"`)
 * is waiting for a row lock on PostgreSQL: the moment a test that holds the lock acts on the waiting request. Throws
 * after 10 s, naming what never waited.
 */
export async function untilWaitingForLock(db: DbOrTx, statement: string, what: string): Promise<void> {
  for (let waited = 0; ; waited += 20) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND query ILIKE ${`${statement}%`}`.execute(db);
    if (rows[0]!.n > 0) return;
    if (waited > 10_000) throw new Error(`${what} never waited for its lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
