import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** SQLite's numbers for PRAGMA synchronous. */
const SYNCHRONOUS = { NORMAL: 1, FULL: 2 } as const;

async function synchronousOf(t: TestApp): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.app.db);
  return rows[0]!.synchronous;
}

// The pragma is SQLite's; PostgreSQL's commits are durable by its own settings.
describe.skipIf(testDialect !== 'sqlite')('SQLite durability', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('runs a started server with synchronous = FULL unless told otherwise, so a commit survives a power loss', async () => {
    t = await createTestApp();
    expect(t.config.sqliteSynchronous).toBe('FULL');
    expect(await synchronousOf(t)).toBe(SYNCHRONOUS.FULL);
  });

  it('keeps SQLITE_SYNCHRONOUS=NORMAL for whoever chooses throughput over a power-loss guarantee', async () => {
    t = await createTestApp({ SQLITE_SYNCHRONOUS: 'NORMAL' });
    expect(await synchronousOf(t)).toBe(SYNCHRONOUS.NORMAL);
  });
});
