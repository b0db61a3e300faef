import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  bookingBody,
  createEvent,
  postJson,
  startServer,
  throwAwayStore,
  type ServerProcess,
  type ThrowAwayStore,
} from './helpers/server-process.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

const ADMIN = { email: 'outage-admin@test.academy', password: 'outage-admin-password' };

/**
 * Issue 10: the server never exits because of PostgreSQL. Its connections are terminated under booking load, and
 * the database is taken away entirely (through a TCP relay) and brought back: the process lives, answers 503
 * while the database is away, recovers by itself, and every acknowledged booking is stored.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outages', () => {
  let store: ThrowAwayStore;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let admin: string;
  let eventId: string;

  beforeAll(async () => {
    store = await throwAwayStore('outage');
    const direct = new URL(store.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(store.databaseUrl!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    server = await startServer({
      ...store.env,
      DATABASE_URL: relayed.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = String((await postJson(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
    eventId = await createEvent(server.url, admin, 'Outage Open');
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await store?.drop();
  });

  /** Books in a loop from `clients` clients until `stop()`; returns the acknowledged booking codes. */
  function bookingLoad(clients: number, tag: string) {
    let stopped = false;
    let n = 0;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const workers = Array.from({ length: clients }, async (_, c) => {
      while (!stopped) {
        try {
          const res = await postJson(
            `${server.url}/api/Bookings/BookEvent`,
            bookingBody(eventId, `${tag}-${c}-${n++}@load.test`),
          );
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const data = res.body.data as { bookingId?: string } | undefined;
          if (res.status === 200 && data?.bookingId) acknowledged.push(data.bookingId);
          if (res.status === 503)
            expect(res.body.message).toBe('The service is briefly unavailable. Please try again in a moment.');
        } catch {
          // a connection error is not an acknowledgement
        }
      }
    });
    return {
      acknowledged,
      statuses,
      stop: async () => {
        stopped = true;
        await Promise.all(workers);
      },
    };
  }

  async function storedCodes(): Promise<Set<string>> {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ booking_code: string }>(
        'select booking_code from bookings where event_id = $1',
        [eventId],
      );
      const counted = await client.query<{ total_bookings: number }>(
        'select total_bookings from events where id = $1',
        [eventId],
      );
      expect(counted.rows[0]!.total_bookings).toBe(rows.rowCount);
      return new Set(rows.rows.map((r) => r.booking_code));
    } finally {
      await client.end();
    }
  }

  /** Milliseconds until a booking succeeds again. */
  async function timeToRecover(tag: string): Promise<number> {
    const started = Date.now();
    for (let i = 0; ; i++) {
      try {
        const res = await postJson(
          `${server.url}/api/Bookings/BookEvent`,
          bookingBody(eventId, `${tag}-${i}@recover.test`),
        );
        if (res.status === 200) return Date.now() - started;
      } catch {
        // keep trying
      }
      if (Date.now() - started > 20_000) throw new Error(`no recovery within 20 s:\n${server.output().slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it(
    'survives its connections being terminated under booking load and keeps every acknowledged booking',
    { timeout: 60_000 },
    async () => {
      const load = bookingLoad(10, 'terminate');
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const dbName = new URL(store.databaseUrl!).pathname.slice(1);
      let terminated = 0;
      try {
        for (let round = 0; round < 8; round++) {
          await new Promise((r) => setTimeout(r, 250));
          const res = await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            dbName,
          ]);
          terminated += res.rowCount ?? 0;
        }
      } finally {
        await killer.end();
      }
      const recoveredMs = await timeToRecover('after-terminate');
      await load.stop();

      expect(terminated).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
      expect(recoveredMs).toBeLessThan(5000);
      expect(load.acknowledged.length).toBeGreaterThan(0);
      const stored = await storedCodes();
      for (const code of load.acknowledged) expect(stored.has(code), code).toBe(true);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      console.log(
        `terminate: ${terminated} backends ended, ${load.acknowledged.length} acknowledged, replies ${JSON.stringify(Object.fromEntries(load.statuses))}, recovered in ${recoveredMs} ms`,
      );
    },
  );

  it(
    'answers 503 while PostgreSQL is away, reports it in health, and recovers by itself when it returns',
    { timeout: 60_000 },
    async () => {
      const load = bookingLoad(5, 'away');
      await new Promise((r) => setTimeout(r, 300));
      await proxy.stop();
      await new Promise((r) => setTimeout(r, 1000));

      const during = await postJson(`${server.url}/api/Bookings/BookEvent`, bookingBody(eventId, 'during@away.test'));
      expect(during.status).toBe(503);
      expect(during.body).toEqual({
        status: 0,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: 0,
        message: 'database unreachable',
        database: { reachable: false },
      });
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);

      await proxy.start();
      const recoveredMs = await timeToRecover('after-away');
      await load.stop();

      expect(server.child.exitCode).toBeNull();
      expect(recoveredMs).toBeLessThan(5000);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const stored = await storedCodes();
      for (const code of load.acknowledged) expect(stored.has(code), code).toBe(true);
      console.log(
        `away: ${load.acknowledged.length} acknowledged, replies ${JSON.stringify(Object.fromEntries(load.statuses))}, recovered in ${recoveredMs} ms`,
      );
    },
  );
});
