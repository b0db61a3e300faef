import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { SQLITE_FILE } from '../../src/backup/sqlite-snapshot.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { templateCopy, throwAwayDatabase } from './throw-away-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and removes its data folder, and its database (or gives it back for the next app, emptied). */
  close: () => Promise<void>;
}

export { testDialect } from './test-dialect.ts';

/**
 * Builds the real app on a real database, with every migration run and nothing else in it, in a private data
 * folder. The database is a copy of the one global-setup.ts migrated once for the run (the app then finds no
 * migration left to run): on PostgreSQL, one that an earlier app of this worker gave back emptied, else a new one
 * (templateCopy); without that template (another runner) the app migrates an empty one itself.
 * `env` overrides configuration variables (e.g. AUTH_RATE_LIMIT, SMTP_URL).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { log?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  const database = !adminUrl
    ? null
    : postgresTemplate
      ? await templateCopy(adminUrl, postgresTemplate)
      : await throwAwayDatabase(adminUrl, 'academy_test');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
    BOOKING_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    BOOKINGS_PER_CLIENT_PER_HOUR: '100000',
    TRIALS_PER_CLIENT_PER_HOUR: '100000',
    JOB_POLL_MS: '50',
    JOB_RETRY_BASE_MS: '200',
    // Messages go at once whatever the hour a test runs at; messages.test.ts covers quiet hours.
    MESSAGE_QUIET_HOURS: 'off',
    // Replaced images go at once, so tests can see it; image-deletion.test.ts covers the delay.
    IMAGE_DELETE_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...env,
  });
  const sqliteTemplate = inject('sqliteTemplate');
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (!config.databaseUrl && sqliteTemplate && !fs.existsSync(sqliteFile)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(sqliteTemplate, sqliteFile);
  }
  // Errors only, to the test's output: an answer of 500 that a test did not expect names its cause there (the error
  // handler logs it). A run of the API tests logs about one, on purpose (an SMTP server refusing a message).
  const app = await buildApp(config, {
    logger: options.log ? { level: 'info', stream: options.log } : { level: 'error' },
  });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
