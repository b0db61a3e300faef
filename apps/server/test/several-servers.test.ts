import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { ADMIN, adminToken } from './helpers/auth.ts';
import { createEventViaApi } from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { portAnswers } from './helpers/port-answers.ts';
import { reservedPort } from './helpers/ports.ts';

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

/** Wrong-password logins from one address to the given servers in turn, and the codes they got. */
async function wrongLogins(servers: FastifyInstance[], count: number, address: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await servers[i % servers.length]!.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { ...ADMIN, password: `guess-${i}` },
      remoteAddress: address,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe(`a server whose Redis is away on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every connection is refused.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9', AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('still serves, counting rate limits in its own memory, and answers lists', async () => {
    // Each limit is counted by this server alone until Redis answers: never switched off.
    expect(await wrongLogins([t.app], 4, '203.0.113.20')).toEqual([401, 401, 429, 429]);
    expect(await wrongLogins([t.app], 1, '203.0.113.21')).toEqual([401]);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllEvents.path })).statusCode).toBe(200);
  });
});

/** A throw-away redis-server on a port of its own, which the test stops and starts again. */
function startRedisServer(port: number): ChildProcess {
  // No persistence: a restarted Redis is empty, as after losing its machine.
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('[several servers] Redis going away skipped: no redis-server installed');

describe.skipIf(!hasRedisServer && !process.env.CI)(
  `two servers whose Redis goes away and comes back on ${testDialect}`,
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let port: number;
    let redisServer: ChildProcess | undefined;
    let probe: Redis;
    const LIMIT = 4;

    const stopRedis = async () => {
      const running = redisServer!;
      redisServer = undefined;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    };
    const startRedis = async () => {
      redisServer = startRedisServer(port);
      await until(() => portAnswers(port), 10_000, 'redis-server to listen');
    };

    beforeAll(async () => {
      port = await reservedPort();
      await startRedis();
      const url = `redis://127.0.0.1:${port}`;
      t = await createTestApp({ REDIS_URL: url, AUTH_RATE_LIMIT: String(LIMIT) });
      other = await buildApp(t.config, { logger: false });
      await other.ready();
      probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 200 });
      probe.on('error', () => {});
    });
    afterAll(async () => {
      probe.disconnect();
      await other?.close();
      await t?.close();
      if (redisServer) await stopRedis();
    });

    it('counts per server while Redis is away and across both again once it answers', { timeout: 30_000 }, async () => {
      // Redis answers: one budget across both servers.
      expect(await wrongLogins([t.app, other], LIMIT + 2, '198.51.100.1')).toEqual([401, 401, 401, 401, 429, 429]);

      await stopRedis();
      // Away: each server counts its own requests, so a client gets the limit once per server, never unlimited.
      expect(await wrongLogins([t.app], LIMIT + 2, '198.51.100.2')).toEqual([401, 401, 401, 401, 429, 429]);
      expect(await wrongLogins([other], LIMIT + 1, '198.51.100.2')).toEqual([401, 401, 401, 401, 429]);

      // Back (empty, as a new Redis would be): each server counts in it again once its connection is back, which
      // the counts appearing in the new Redis show.
      await startRedis();
      await probe.connect();
      for (const [n, server] of [t.app, other].entries()) {
        await until(
          async () => {
            await wrongLogins([server], 1, `198.51.100.${10 + n}`);
            return (await probe.keys(`${t.config.redisPrefix}rate-limit:*198.51.100.${10 + n}`)).length > 0;
          },
          10_000,
          'the server to count in Redis again',
        );
      }
      expect(await wrongLogins([t.app, other], LIMIT + 2, '198.51.100.3')).toEqual([401, 401, 401, 401, 429, 429]);
    });
  },
);
