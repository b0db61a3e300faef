import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { reservedPort } from './ports.ts';
import { throwAwayDatabase } from './throw-away-database.ts';

/** The command-line tools of apps/server/src/cli that the bundle holds (tsup.config.ts). */
type CliName = 'admin' | 'backup' | 'restore' | 'check-money';

/**
 * Tests that stop, kill or starve the server run it as a real process, started the way production starts it: the
 * bundle of this run (server-build-setup.ts), with its source maps, so a stack names the sources.
 */
function bundled(name: 'server' | CliName): string[] {
  const dir = inject('serverBuild');
  if (!dir) throw new Error('no server bundle: the project that runs this file needs test/server-build-setup.ts');
  return ['--enable-source-maps', path.join(dir, `${name}.js`)];
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server wrote to stdout and stderr so far (its log). */
  output: () => string;
  /** Sends the signal and waits for the process to end; resolves with its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * The real server in its own process (as `npm start` runs it), once it answers its liveness check. `port` is given
 * to start a server again where a proxy in front expects it.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await reservedPort();
  const child = spawn(process.execPath, bundled('server'), {
    // No proxy keeps connections to a test's server: the idle ones a test's fetch leaves are closed at once when it
    // stops, where the 3 s a proxy is given would be 3 s of waiting per stop (the tests of stopping keep them).
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return { child, url, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function stopServer(server: ServerProcess): Promise<void> {
  await server.stop('SIGTERM');
}

/** Runs a command-line tool of apps/server/src/cli (as `npm run <name>` does) and collects its output. */
export function runCli(
  name: CliName,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...bundled(name), ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ThrowAwayStore {
  dataDir: string;
  /** Set on PostgreSQL runs: a fresh database of its own. */
  databaseUrl: string | undefined;
  /** The environment that points a server at this store. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** A fresh data folder, and on PostgreSQL runs (TEST_DATABASE_URL) a fresh database, for one test file. */
export async function throwAwayStore(prefix: string): Promise<ThrowAwayStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${prefix}-`));
  const database = process.env.TEST_DATABASE_URL
    ? await throwAwayDatabase(process.env.TEST_DATABASE_URL, `academy_${prefix.replace(/\W/g, '_')}`)
    : null;
  return {
    dataDir,
    databaseUrl: database?.url,
    env: {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-secret-process-secret-process-secret-01',
      BOOKING_RATE_LIMIT: '1000000',
      BOOKINGS_PER_CLIENT_PER_HOUR: '1000000',
      AUTH_RATE_LIMIT: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    drop: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a future event (5,000 seats at 100 rupees unless told) through the real API and returns its id. */
export async function createEvent(
  url: string,
  adminToken: string,
  name: string,
  { seats = 5000, entryFee = 100 } = {},
): Promise<string> {
  const form = new FormData();
  form.set('eventName', name);
  form.set('address', 'Balewadi Sports Complex, Pune');
  form.set('eventDescription', 'A test event');
  form.set('eventDateTime', new Date(Date.now() + 30 * 86_400_000).toISOString());
  form.set('totalSeats', String(seats));
  form.set('entryFee', String(entryFee));
  const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#222' } })
    .jpeg()
    .toBuffer();
  form.set('eventImage', new Blob([new Uint8Array(poster)], { type: 'image/jpeg' }), 'poster.jpg');
  const res = await fetch(`${url}/api/events/CreateEvent`, {
    method: 'POST',
    headers: { 'x-auth-token': adminToken },
    body: form,
  });
  const body = (await res.json()) as { event?: { _id: string } };
  if (!body.event?._id) throw new Error(`CreateEvent failed: ${res.status} ${JSON.stringify(body)}`);
  return body.event._id;
}

export async function postJson(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function bookingBody(eventId: string, email: string) {
  return {
    eventId,
    fighterName: 'Load Client',
    email,
    mobileNumber: '9876543210',
    age: 18,
    beltLevel: 'Green',
    height: 165,
    weight: 58,
    discipline: 'Karate',
    masterName: 'Sensei Rao',
    academyName: 'Kaizen',
  };
}
