import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';

/**
 * The connection for pg_dump / pg_restore. The password travels in PGPASSWORD rather than on the command line,
 * where every user of the machine could read it (ps).
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** dataDir only matters to SQLite. */
const connect = (databaseUrl: string) => openDatabase({ databaseUrl, dataDir: '' }).db;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const name = path.basename(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} not found: install the PostgreSQL client, or set PG_DUMP / PG_RESTORE to its path`)
          : error,
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
    });
  });
}

/**
 * pg_dump in custom format (replacing `target`), on a snapshot exported from the transaction that reads the facts:
 * the manifest's counts and image keys describe exactly what the dump holds, however busy the site is.
 */
export async function dumpPostgres(
  databaseUrl: string,
  target: string,
  options: { pgDump: string; beforeDump: (facts: DatabaseFacts) => Promise<void> },
): Promise<DatabaseFacts> {
  const db = connect(databaseUrl);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const facts = await readDatabaseFacts(trx);
        await options.beforeDump(facts);
        const { dbname, env } = libpqConnection(databaseUrl);
        const args = ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${target}`, `--dbname=${dbname}`];
        await run(options.pgDump, args, env);
        return facts;
      });
  } finally {
    await db.destroy();
  }
}

/** True when the database already has a table (of ours or anyone's) that a restore could collide with. */
export async function hasTables(databaseUrl: string): Promise<boolean> {
  const db = connect(databaseUrl);
  try {
    return (await db.introspection.getTables({ withInternalKyselyTables: true })).length > 0;
  } finally {
    await db.destroy();
  }
}

/**
 * pg_restore in one transaction: a failure leaves the database as it was. Owners and grants are left out because
 * the target may belong to another role than the dumped one; `clean` drops the objects the dump recreates.
 */
export async function restorePostgres(
  databaseUrl: string,
  dump: string,
  options: { pgRestore: string; clean: boolean },
): Promise<DatabaseFacts> {
  const { dbname, env } = libpqConnection(databaseUrl);
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges'];
  if (options.clean) args.push('--clean', '--if-exists');
  await run(options.pgRestore, [...args, `--dbname=${dbname}`, dump], env);
  const db = connect(databaseUrl);
  try {
    return await readDatabaseFacts(db);
  } finally {
    await db.destroy();
  }
}
