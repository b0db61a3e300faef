import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { endpointUrl, ENDPOINTS } from '@academy/contract';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${endpointUrl(ENDPOINTS.GetReadiness)}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

/** Starts the production build (apps/server/dist/server.js) with the given environment. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const logFile = fs.openSync(path.join(env.DATA_DIR ?? ROOT, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '100000',
      BOOKING_RATE_LIMIT: '1000000',
      UPLOAD_RATE_LIMIT: '1000000',
      BOOKINGS_PER_CLIENT_PER_HOUR: '1000000',
      // As behind nginx: a load that sends X-Forwarded-For speaks for many visitors.
      TRUST_PROXY: 'true',
      // As `npm start` runs it: two malloc arenas keep glibc from holding on to image buffers per thread.
      MALLOC_ARENA_MAX: '2',
      BENCH_BASELINE: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
    stdio: ['ignore', logFile, logFile],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // A server that never became healthy would otherwise keep the port for the next start.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
