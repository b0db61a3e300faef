import fs from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { exists } from './private-fs.ts';

/** The file name the server uses under DATA_DIR. */
export const SQLITE_FILE = 'academy.db';

/**
 * All pages in one step: the copy then runs inside one read transaction, so it is a single point in time and
 * never restarts because the server wrote meanwhile (WAL lets the server keep writing during the step).
 */
const ALL_PAGES = 0x7fffffff;

/** Copies the live database into `target` (replacing it) with SQLite's online backup API while the server runs. */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseFacts> {
  if (!(await exists(source))) throw new Error(`no database at ${source}: is DATA_DIR set as for the server?`);
  await fs.rm(target, { force: true });
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  return checkSqliteFile(target);
}

/**
 * Checks a copied database on its own and reads its facts. The copy inherits WAL mode from the live file;
 * DELETE mode keeps it one self-contained file (no -wal beside it).
 */
export async function checkSqliteFile(file: string): Promise<DatabaseFacts> {
  const database = new SQLite(file, { fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  try {
    database.pragma('journal_mode = DELETE');
    const check = database.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged (SQLite quick_check: ${String(check)})`);
    return await readDatabaseFacts(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Fails when another process has the database open (the server): replacing the file under it would lose its
 * writes. A WAL-mode connection blocks the exclusive lock taken here; timeout 0 answers at once.
 */
export function assertNotInUse(file: string): void {
  const probe = new SQLite(file, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new Error(`${file} is in use by another process: stop the server before restoring`);
    throw error;
  } finally {
    probe.close();
  }
}
