import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { reservedPort } from '../helpers/ports.ts';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
import { throwAwayDatabase } from '../helpers/throw-away-database.ts';
import { MailServers } from './mail-servers.ts';
import { ensureNginx, selfSignedCertificate, startNginx, type Certificate, type Nginx } from './nginx.ts';
import { portAnswers } from '../helpers/port-answers.ts';

export const ADMIN = { email: 'scale-admin@test.academy', password: 'scale-admin-password' };
export const AUTH_RATE_LIMIT = 10;
export const JOB_LEASE_MS = 3_000;
const BUCKET = 'academy-images';

/** The web app's hashed files as the build leaves them: each with its .br and .gz beside it. */
export interface WebFile {
  path: string;
  raw: Buffer;
  br: Buffer;
  gz: Buffer;
}

function webFile(name: string, seed: string): WebFile {
  // Some tens of kilobytes of script-like text, so compressing it is worth it.
  const raw = Buffer.from(
    Array.from({ length: 600 }, (_, i) => `export const ${seed}${i} = () => "${seed} line ${i}";\n`).join(''),
  );
  return {
    path: `/assets/${name}`,
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: zlib.gzipSync(raw, { level: 9 }),
  };
}

/** A built web app with these hashed files (what `npm run build` writes to apps/web/dist, cut down). */
function writeWebDist(dir: string, files: WebFile[]): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kaizen</title></head></html>',
  );
  for (const file of files) {
    const on = path.join(dir, file.path);
    fs.writeFileSync(on, file.raw);
    fs.writeFileSync(`${on}.br`, file.br);
    fs.writeFileSync(`${on}.gz`, file.gz);
  }
  return dir;
}

/** s3rver (an S3-compatible server in Node) in its own process on loopback, with the images' bucket. */
async function startS3rver(dir: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const port = await reservedPort();
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      '--directory',
      dir,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--configure-bucket',
      BUCKET,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await portAnswers(port)); i++) {
    if (child.exitCode !== null || i > 200) throw new Error(`s3rver did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One app server at a fixed port (where nginx's upstream names it), which a test may kill and start again. */
export class AppServer {
  private process: ServerProcess | null = null;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** As nginx's access log names it. */
  get upstream(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Its own data folder: images must not land here when the bucket is in use. */
  get dataDir(): string {
    return this.env.DATA_DIR!;
  }

  /** Starts the server and waits until it is ready (readiness, not only liveness). */
  async start(): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    this.process = await startServer(this.env, this.port);
    for (let i = 0; (await fetch(`${this.url}/api/health`)).status !== 200; i++) {
      if (i > 100) throw new Error(`server ${this.index} never became ready:\n${this.process.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  output(): string {
    return this.process?.output() ?? '';
  }

  /** Stops the server; its exit code (null when a signal ended it). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const code = (await this.process?.stop(signal)) ?? null;
    this.process = null;
    return code;
  }
}

export interface Cluster {
  nginx: Nginx;
  certificate: Certificate;
  servers: [AppServer, AppServer];
  mail: MailServers;
  /** The shared database, for counting what the API answered. */
  db: pg.Pool;
  /** Hashed web files on both servers, and one that only the first server has (a rolling upgrade half done). */
  webFiles: { shared: WebFile; newOnFirst: WebFile };
  /** How long each part took to start, for the test's printed timings. */
  startup: Record<string, number>;
  stop: () => Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * Two app servers on one fresh PostgreSQL database, one Redis (under a prefix of this run's own) and one bucket
 * (s3rver), each with its own data folder and SMTP server, behind nginx running the shipped site configuration.
 */
export async function startCluster(): Promise<Cluster> {
  const startup: Record<string, number> = {};
  const timed = async <T>(what: string, step: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await step();
    } finally {
      startup[what] = Math.round(performance.now() - started);
    }
  };
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
  };

  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-scale-'));
    stops.push(async () => fs.rmSync(root, { recursive: true, force: true }));
    const nginxBinary = await timed('nginx install check', () => ensureNginx());
    const certificate = selfSignedCertificate(root);

    const database = await timed('database', () =>
      throwAwayDatabase(process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES, 'academy_scale'),
    );
    stops.push(() => database.drop());
    const db = new pg.Pool({ connectionString: database.url, max: 2 });
    stops.push(() => db.end());

    const redisUrl = process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
    const redisPrefix = `academy-scale-${randomBytes(4).toString('hex')}:`;
    // The servers would go on without Redis (counting rate limits alone): say so now, not as a wrong count later.
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await redis.connect().catch((error: unknown) => {
      throw new Error(`Redis does not answer at ${redisUrl} (set TEST_REDIS_URL): ${String(error)}`);
    });
    stops.push(async () => {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    const s3 = await timed('s3rver', () => startS3rver(path.join(root, 's3')));
    stops.push(() => s3.stop());
    const mail = await MailServers.start(2);
    stops.push(() => mail.close());

    const shared = webFile('index-4f1c9a2e.js', 'shared');
    const newOnFirst = webFile('index-b7d30e55.js', 'upgraded');
    const webDists = [
      writeWebDist(path.join(root, 'web-0'), [shared, newOnFirst]),
      writeWebDist(path.join(root, 'web-1'), [shared]),
    ];

    const ports = [await reservedPort(), await reservedPort()];
    const [httpPort, httpsPort] = [await reservedPort(), await reservedPort()];
    const servers = ports.map(
      (port, i) =>
        new AppServer(i, port, {
          DATA_DIR: path.join(root, `data-${i}`),
          DATABASE_URL: database.url,
          WEB_DIST: webDists[i]!,
          PUBLIC_URL: `https://localhost:${httpsPort}`,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          MALLOC_ARENA_MAX: '2',
          JWT_SECRET: 'scale-out-secret-shared-by-every-server-0123456789',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          TRUST_PROXY: 'true',
          // nginx keeps connections to each server: the drain it is given in production (a rolling restart's test).
          SHUTDOWN_DRAIN_MS: '3000',
          AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
          REDIS_URL: redisUrl,
          REDIS_PREFIX: redisPrefix,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: 'us-east-1',
          // s3rver's fixed credentials.
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
          SMTP_URL: mail.urls[i]!,
          JOB_LEASE_MS: String(JOB_LEASE_MS),
          JOB_POLL_MS: '200',
        }),
    ) as [AppServer, AppServer];
    // One after the other: the first creates the schema and the admin, the second finds them.
    for (const server of servers) {
      await timed(`app server ${server.index}`, () => server.start());
      stops.push(() => server.stop());
    }

    const nginx = await timed('nginx', () =>
      startNginx(nginxBinary, {
        httpPort,
        httpsPort,
        appPorts: [servers[0].port, servers[1].port],
        certificate,
        dir: path.join(root, 'nginx'),
      }),
    );
    stops.push(() => nginx.stop());
    return { nginx, certificate, servers, mail, db, webFiles: { shared, newOnFirst }, startup, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
