import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { MIGRATIONS, openDatabase, type Db } from '../../src/db/database.ts';
import { throwAwayDatabase } from './throw-away-database.ts';

/** Brings an empty database to the schema of an earlier version: every migration up to and including `last`. */
export async function migrateUpTo(db: Db, last: string): Promise<void> {
  const migrations = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
  const { error } = await new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * A migration's test bed: a database the version that ended with migration `last` left, filled by `fill` (rows as
 * that version wrote them), then opened by today's server, which runs the migrations after it. A throw-away
 * PostgreSQL database under TEST_DATABASE_URL, else SQLite in a temporary folder; `close` removes either.
 */
export async function serverAfterMigrating(options: {
  /** Names the temporary folder and database. */
  name: string;
  last: string;
  fill: (db: Db) => Promise<void>;
  config?: Record<string, string>;
}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${options.name}-`));
  const database = process.env.TEST_DATABASE_URL
    ? await throwAwayDatabase(process.env.TEST_DATABASE_URL, `academy_${options.name.replaceAll('-', '_')}`)
    : null;
  const { db } = openDatabase({ databaseUrl: database?.url, dataDir });
  try {
    await migrateUpTo(db, options.last);
    await options.fill(db);
  } finally {
    await db.destroy();
  }
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      ...options.config,
    }),
    { logger: false },
  );
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
