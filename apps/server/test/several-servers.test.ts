import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { ADMIN, adminToken } from './helpers/auth.ts';
import { createEventViaApi } from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { portAnswers } from './helpers/port-answers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUTH_LIMIT = 4;

// Without Redis (a machine that has none) the two-server tests are skipped, but never in CI.
const redisAddress = new URL(REDIS_URL);
const skipWithoutRedis =
  !process.env.CI && !(await portAnswers(Number(redisAddress.port || 6379), redisAddress.hostname));
if (skipWithoutRedis) console.warn(`[several servers] skipped: no Redis answers at ${REDIS_URL}`);

/**
 * Two servers on one database and one Redis, as behind a load balancer: here two app instances in one process
 * (the scale-out test runs them as processes behind nginx). Each run has its own Redis prefix, so the SQLite and
 * PostgreSQL runs, side by side, do not count each other's requests.
 */
describe.skipIf(skipWithoutRedis)(`two servers sharing Redis on ${testDialect}`, () => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({
      REDIS_URL,
      REDIS_PREFIX: `test-${randomUUID()}:`,
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    });
    other = await buildApp(t.config, { logger: false });
    await other.ready();
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('counts a rate limit across both servers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const server = i % 2 === 0 ? t.app : other;
      const res = await server.inject({
        method: 'POST',
        url: ENDPOINTS.AdminLogin.path,
        payload: { ...ADMIN, password: `guess-${i}` },
        remoteAddress: '203.0.113.7',
      });
      codes.push(res.statusCode);
    }
    // adminToken's own login above came from another address, so this one has the whole budget.
    expect(codes).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429, 429]);
  });

  it("drops the other server's cached list within a second of a write", async () => {
    const list = async (server: FastifyInstance) => {
      const res = await server.inject({ method: 'GET', url: ENDPOINTS.GetAllEvents.path });
      expect(res.statusCode).toBe(200);
      return (res.json().events as { eventName: string }[]).map((event) => event.eventName);
    };
    // Warmed just now, the other server's copy would otherwise be served for up to 5 s.
    expect(await list(other)).not.toContain('Broadcast Cup');
    const written = Date.now();
    await createEventViaApi(t.app, admin, { eventName: 'Broadcast Cup' });
    let fresh = false;
    while (!fresh && Date.now() - written < 1_000) {
      fresh = (await list(other)).includes('Broadcast Cup');
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const delay = Date.now() - written;
    console.log(`[several servers] list fresh on the other server ${delay} ms after the write (${testDialect})`);
    expect(fresh).toBe(true);
  });
});

describe(`a server whose Redis is away on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every connection is refused.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9', AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('still serves, letting rate-limited requests through and answering lists', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.AdminLogin.path,
        payload: { ...ADMIN, password: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401]);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllEvents.path })).statusCode).toBe(200);
  });
});
