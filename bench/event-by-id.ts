// npx tsx bench/event-by-id.ts (after npm run build): the getEventById row of npm run bench's API load on its own:
// the same seeded SQLite database, the same production server, and the route against its in-memory baseline
// (autocannon, 50 connections, 10 s, 3 rounds each, alternating). Prints the row; BENCHMARKS.md is left as it is.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { loadRoute } from './lib/load.ts';
import { BENCH_ADMIN, benchLog } from './lib/section-run.ts';
import { ROOT, startServer } from './lib/server.ts';

const workDir = path.join(ROOT, '.tmp', 'bench-event-by-id');
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
const env = { DATA_DIR: workDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
const loadAverage = os.loadavg().map((l) => l.toFixed(2));
benchLog('seeding SQLite');
execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/seed.ts')], {
  cwd: ROOT,
  env: { ...process.env, ...env },
});
const server = await startServer(env, 3443);
try {
  const events = (await (await fetch(`${server.url}${endpointUrl(ENDPOINTS.GetAllEvents)}`)).json()) as {
    events: { _id: string }[];
  };
  const id = events.events[0]!._id;
  const l = await loadRoute(
    server,
    { name: 'getEventById', key: 'event', path: endpointUrl(ENDPOINTS.getEventById, { id }) },
    3,
  );
  console.log(`load average at the start: ${loadAverage.join(', ')}`);
  console.log('| route | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio to baseline | non-2xx |');
  console.log(
    `| ${l.name} | ${l.route.rps} | ${l.route.p50} | ${l.route.p99} | ${l.baseline.rps} | ${l.baseline.p99} | ${l.ratio} | ${l.route.non2xx} |`,
  );
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
