import { Migrator } from 'kysely';
import { MIGRATIONS, type Db } from '../../src/db/database.ts';

/** Brings an empty database to the schema of an earlier version: every migration up to and including `last`. */
export async function migrateUpTo(db: Db, last: string): Promise<void> {
  const migrations = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
  const { error } = await new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
