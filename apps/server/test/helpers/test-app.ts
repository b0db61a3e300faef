import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and removes its data folder and throw-away database. */
  close: () => Promise<void>;
}

/** The database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function createThrowAwayDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `academy_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the real app on a real, empty database in a private data folder.
 * `env` overrides configuration variables (e.g. AUTH_RATE_LIMIT, SMTP_URL).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { log?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const database = process.env.TEST_DATABASE_URL ? await createThrowAwayDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
    BOOKING_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    JOB_POLL_MS: '50',
    JOB_RETRY_BASE_MS: '200',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...env,
  });
  const app = await buildApp(config, { logger: options.log ? { level: 'info', stream: options.log } : false });
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
