import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import {
  Browser,
  clientAddress,
  ensureNginx,
  type Nginx,
  percentile,
  type Reply,
  selfSignedCertificate,
  startNginx,
  startS3Server,
} from '../../apps/server/test-support/index.ts';
import { createEvent, racerBooking } from './contention.ts';
import { withPostgres } from './postgres.ts';
import { median, startServer, type RunningServer } from './server.ts';
import { benchLogin } from './login.ts';

const BUCKET = 'academy-bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface RushFigure {
  wallMs: number;
  p50: number;
  p95: number;
  booked: number;
  refused: number;
  other: number;
}

export interface ScaleOutSide {
  list: LoadFigure;
  bookings: LoadFigure;
  rush: RushFigure;
}

export interface ScaleOutBench {
  one: ScaleOutSide;
  two: ScaleOutSide;
  /** An image from nginx's cache against the same image streamed from the bucket by an app server (p50 ms). */
  image: { cachedP50: number; streamedP50: number };
  seconds: number;
  browsers: number;
  rushRequests: number;
}

/** The workloads' size in `npm run bench` and `bench/scale-out.ts`. */
export const SCALE_OUT = { seconds: 8, browsers: 32, rushRequests: 2000 };

/** Runs `streams` request loops on each browser until `ms` have passed; throughput and latency of the 2xx replies. */
async function closedLoop(
  browsers: Browser[],
  streams: number,
  ms: number,
  request: (browser: Browser, n: number) => Promise<Reply>,
): Promise<LoadFigure> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const started = performance.now();
  const deadline = started + ms;
  const loop = async (browser: Browser) => {
    while (performance.now() < deadline) {
      const reply = await request(browser, n++).catch(() => null);
      if (reply && reply.status >= 200 && reply.status < 300) latencies.push(reply.ms);
      else errors++;
    }
  };
  await Promise.all(browsers.flatMap((browser) => Array.from({ length: streams }, () => loop(browser))));
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}

/** `requests` bookings at once, from as many browsers as given, for a new event of 100 seats. */
async function rush(browsers: Browser[], eventId: string, requests: number): Promise<RushFigure> {
  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: requests }, (_, i) =>
      browsers[i % browsers.length]!.postJson(endpointUrl(ENDPOINTS.BookEvent), racerBooking(eventId, i)).catch(
        () => null,
      ),
    ),
  );
  const wallMs = Math.round(performance.now() - started);
  const ms = replies.flatMap((reply) => (reply ? [reply.ms] : []));
  return {
    wallMs,
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    booked: replies.filter((reply) => reply?.status === 200 || reply?.status === 201).length,
    refused: replies.filter((reply) => reply?.status === 409).length,
    other: replies.filter((reply) => !reply || ![200, 201, 409].includes(reply.status)).length,
  };
}

function medianOf<T extends object>(figures: T[]): T {
  const keys = Object.keys(figures[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((f) => f[key] as number))])) as T;
}

/**
 * The same workloads through nginx (TLS, HTTP/2, the shipped site configuration) to one app server and to two, on
 * one PostgreSQL, Redis and bucket, rounds alternating between the two so a busy moment of the machine falls on
 * both: the cached events list, bookings of a large event, and a rush of simultaneous bookings for 100 seats.
 */
export async function scaleOut(options: {
  workDir: string;
  rounds: number;
  seconds: number;
  browsers: number;
  rushRequests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<ScaleOutBench | null> {
  const { workDir, rounds, seconds, admin, log } = options;
  const nginxBinary = ensureNginx();
  return withPostgres(async (databaseUrl) => {
    fs.mkdirSync(workDir, { recursive: true });
    const s3 = await startS3Server([BUCKET]);
    const servers: RunningServer[] = [];
    const nginxes: Nginx[] = [];
    try {
      const env = (i: number) => ({
        DATA_DIR: path.join(workDir, `data-${i}`),
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: 'true',
        REDIS_URL,
        REDIS_PREFIX: `academy-bench-${randomBytes(4).toString('hex')}:`,
        ...s3.env(BUCKET),
      });
      const ports = [3411, 3412] as const;
      for (const [i, port] of ports.entries()) {
        fs.mkdirSync(env(i).DATA_DIR, { recursive: true });
        servers.push(await startServer(env(i), port));
      }
      const certificate = selfSignedCertificate(workDir);
      const site = (name: string, appPorts: [number, number], httpPort: number, httpsPort: number) =>
        startNginx(nginxBinary, { httpPort, httpsPort, appPorts, certificate, dir: path.join(workDir, name) });
      // One server: both upstream entries name the same port.
      const one = await site('nginx-one', [ports[0], ports[0]], 3413, 3414);
      nginxes.push(one);
      const two = await site('nginx-two', [ports[0], ports[1]], 3415, 3416);
      nginxes.push(two);
      const { token } = await benchLogin(servers[0]!.url, 'admin', admin);
      // Clients connect just before each workload and close after it: nginx closes a connection that sends nothing
      // for client_header_timeout (15 s), as it would a phone that went quiet.
      const withBrowsers = async <T>(nginx: Nginx, count: number, first: number, run: (b: Browser[]) => Promise<T>) => {
        const browsers = Array.from(
          { length: count },
          (_, i) => new Browser(nginx.httpsUrl, certificate.pem, clientAddress(first + i)),
        );
        try {
          return await run(browsers);
        } finally {
          await Promise.all(browsers.map((browser) => browser.close().catch(() => undefined)));
        }
      };

      const figures: Record<'one' | 'two', ScaleOutSide[]> = { one: [], two: [] };
      const listPath = endpointUrl(ENDPOINTS.GetAllEvents);
      for (let round = 1; round <= rounds; round++) {
        for (const [side, nginx] of [
          ['one', one],
          ['two', two],
        ] as const) {
          log(`  round ${round}: ${side === 'one' ? 'one server' : 'two servers'}`);
          const list = await withBrowsers(nginx, options.browsers, 0, (browsers) =>
            closedLoop(browsers, 2, seconds * 1000, (browser) => browser.request(listPath)),
          );
          const bigEvent = await createEvent(servers[0]!.url, token, 100_000);
          const bookings = await withBrowsers(nginx, options.browsers, 0, (browsers) =>
            closedLoop(browsers, 1, seconds * 1000, (browser, n) =>
              browser.postJson(endpointUrl(ENDPOINTS.BookEvent), racerBooking(bigEvent, n)),
            ),
          );
          const rushEvent = await createEvent(servers[0]!.url, token, 100);
          const rushed = await withBrowsers(nginx, 200, 1000, (browsers) =>
            rush(browsers, rushEvent, options.rushRequests),
          );
          figures[side].push({ list, bookings, rush: rushed });
        }
      }

      const imageEvent = await fetch(
        `${servers[0]!.url}${endpointUrl(ENDPOINTS.getEventById, { id: await createEvent(servers[0]!.url, token, 10) })}`,
      );
      const imageUrl = ((await imageEvent.json()) as { event: { eventImageUrl: string } }).event.eventImageUrl;
      const timesOf = async (get: () => Promise<number>) => {
        const times: number[] = [];
        for (let i = 0; i < 200; i++) times.push(await get());
        return Math.round(percentile(times, 50) * 100) / 100;
      };
      const cachedP50 = await withBrowsers(two, 1, 0, async ([viaNginx]) => {
        await viaNginx!.request(imageUrl);
        return timesOf(async () => (await viaNginx!.request(imageUrl)).ms);
      });
      const streamedP50 = await timesOf(async () => {
        const started = performance.now();
        await (await fetch(`${servers[1]!.url}${imageUrl}`)).arrayBuffer();
        return performance.now() - started;
      });

      return {
        one: {
          list: medianOf(figures.one.map((f) => f.list)),
          bookings: medianOf(figures.one.map((f) => f.bookings)),
          rush: medianOf(figures.one.map((f) => f.rush)),
        },
        two: {
          list: medianOf(figures.two.map((f) => f.list)),
          bookings: medianOf(figures.two.map((f) => f.bookings)),
          rush: medianOf(figures.two.map((f) => f.rush)),
        },
        image: { cachedP50, streamedP50 },
        seconds,
        browsers: options.browsers,
        rushRequests: options.rushRequests,
      };
    } finally {
      for (const nginx of nginxes) await nginx.stop();
      for (const server of servers) await server.stop();
      await s3.close();
    }
  }, log);
}
