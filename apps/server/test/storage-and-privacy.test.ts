import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** Issue 10: what the server keeps is private to it, replies with personal data are never stored by caches. */
describe(`private files and replies on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.runIf(testDialect === 'sqlite')('keeps the SQLite files readable by the server user only', async () => {
    const admin = await adminToken(t.app);
    await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    for (const name of ['academy.db', 'academy.db-wal', 'academy.db-shm']) {
      const mode = fs.statSync(path.join(t.config.dataDir, name)).mode & 0o777;
      expect(mode.toString(8), name).toBe('600');
    }
  });

  it('writes outbox emails (which may hold a reset code) readable by the server user only', async () => {
    const a = await signUpAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/Fighters/FighterForgotPassword', payload: { email: a.email } });
    await waitForOutbox(t.config.outboxDir, a.email, 1);
    const [file] = fs.readdirSync(t.config.outboxDir).filter((name) => name.endsWith(`${a.email}.eml`));
    expect((fs.statSync(path.join(t.config.outboxDir, file!)).mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(t.config.outboxDir).mode & 0o777).toString(8)).toBe('700');
  });

  it('sends no-store with tokens and personal data, and keeps revalidation for public lists', async () => {
    const a = await signUpAndLogin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Fighters/FighterLogin',
      payload: { email: a.email, password: 'kiai-password-1' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/Fighters/GetFighterDetailsById/${a.id}`,
      headers: { 'x-auth-token': a.token },
    });
    expect(profile.headers['cache-control']).toBe('no-store');
    const admin = await adminToken(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Fighters/GetAllFighters',
      headers: { 'x-auth-token': admin },
    });
    expect(list.headers['cache-control']).toBe('no-store');
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      payload: bookingPayload(event._id, { email: 'nostore@example.com' }),
    });
    expect(booking.headers['cache-control']).toBe('no-store');
    const events = await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' });
    expect(events.headers['cache-control']).toBe('no-cache');
  });

  it('tells liveness from readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toMatchObject({ status: 1, message: 'alive' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 1,
      message: 'ok',
      database: { dialect: testDialect, reachable: true },
      disk: { ok: true },
      outbox: { failed: 0 },
    });
  });
});

describe(`a full disk on ${testDialect}`, () => {
  it('fails health when free space is under MIN_FREE_DISK_MB', async () => {
    const t = await createTestApp({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 0, message: 'disk full', disk: { ok: false } });
    } finally {
      await t.close();
    }
  });

  it.runIf(testDialect === 'sqlite')(
    'answers 503, logs the real error (not "cannot rollback") and fails health when SQLite cannot grow',
    async () => {
      const log = new PassThrough();
      let logged = '';
      log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
      const t = await createTestApp({}, { log });
      try {
        const admin = await adminToken(t.app);
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS), totalSeats: 1000 });
        // The database may not grow by a single page from here on: SQLite's own "database or disk is full".
        // The row's page_count column comes back camelCase, like every result row.
        const { rows } = await sql<{ pageCount: number }>`pragma page_count`.execute(t.app.db);
        await sql.raw(`pragma max_page_count = ${rows[0]!.pageCount}`).execute(t.app.db);

        let refused: { statusCode: number; body: string } | null = null;
        for (let i = 0; i < 500 && !refused; i++) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/Bookings/BookEvent',
            payload: bookingPayload(event._id, { email: `full-${i}@example.com`, fighterName: 'F'.repeat(100) }),
          });
          if (res.statusCode !== 200) refused = res;
        }
        expect(refused?.statusCode).toBe(503);
        expect(JSON.parse(refused!.body)).toEqual({
          status: 0,
          message: 'The server cannot save anything right now. Please try again later.',
        });
        expect(logged).toMatch(/database or disk is full/);
        expect(logged).not.toMatch(/cannot rollback/);
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json().message).toBe('disk full');
      } finally {
        await t.close();
      }
    },
  );
});
