import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SQLITE_FILE } from '../src/backup/sqlite-snapshot.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { databaseUrl, withClient } from './helpers/throw-away-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite database file every migration has run on, copied into each test app's data folder. */
    sqliteTemplate: string;
    /** On PostgreSQL runs, the name of a database every migration has run on, the template of each test app's. */
    postgresTemplate: string | null;
  }
}

const TEMPLATE_PREFIX = 'academy_template_';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Once per run, before any test file: the migrations run once on SQLite and, when TEST_DATABASE_URL is set, once on
 * PostgreSQL, and each test app then starts from a copy of that migrated database (createTestApp) instead of
 * running every migration again. A run builds its own templates and drops them at the end, so a template is never
 * older than the migrations it runs with. The migrations themselves, from an empty database and from earlier
 * versions, stay tested: here on every run, and in the migration tests (serverAfterMigrating).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-template-'));
  const sqlite = openDatabase({ databaseUrl: undefined, dataDir: sqliteDir });
  try {
    await migrateToLatest(sqlite.db);
  } finally {
    // Closing checkpoints the write-ahead log into the file, so the file alone is the whole database.
    await sqlite.db.destroy();
  }
  project.provide('sqliteTemplate', path.join(sqliteDir, SQLITE_FILE));

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl
    ? `${TEMPLATE_PREFIX}${process.pid}_${Math.random().toString(16).slice(2, 10)}`
    : null;
  if (adminUrl && postgresTemplate) {
    // Templates and their copies of runs that were killed before their teardown (named after their process, on this
    // machine).
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
      );
      for (const { datname } of rows) {
        const pid = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
        if (Number.isInteger(pid) && pid > 0 && !alive(pid)) {
          await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
      }
      await client.query(`CREATE DATABASE ${postgresTemplate}`);
    });
    const postgres = openDatabase({ databaseUrl: databaseUrl(adminUrl, postgresTemplate), dataDir: sqliteDir });
    try {
      await migrateToLatest(postgres.db);
    } finally {
      // No connection may stay open on a template while CREATE DATABASE copies it.
      await postgres.db.destroy();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (adminUrl && postgresTemplate) {
      // The template and the copies the test apps gave back (templateCopy names them after it).
      await withClient(adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname = '${postgresTemplate}' OR datname LIKE '${postgresTemplate}\\_%'`,
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
    }
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  };
}
