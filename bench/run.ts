// npm run bench: builds the site, seeds a large database and measures API load, booking contention, the public
// pages in every language (Lighthouse, JavaScript and CSS), memory and logins under image uploads, the audit log,
// classes, fees by UPI and events beyond ticketing, tournaments, the competition day live, a fee day by WhatsApp,
// sustained bookings of one event and the test suite's own time; writes BENCHMARKS.md with its summary of targets.
// See bench/README.md.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingContention, type ContentionResult } from './lib/contention.ts';
import { synchronousCost } from './lib/booking-throughput.ts';
import { apiLoad, seedApiLoadData } from './lib/api-load.ts';
import { ROOT, rssMb, startServer } from './lib/server.ts';
import {
  apiLoadSection,
  contentionSection,
  memorySection,
  renderAuditLog,
  renderClasses,
  renderEventsBeyond,
  renderPayments,
  renderScaleOut,
  renderUploadPressure,
  reportPreamble,
  synchronousSection,
} from './lib/report.ts';
import { publicPages, renderPublicPages } from './lib/public-pages.ts';
import { renderSustained, sustainedBookings } from './lib/sustained-bookings.ts';
import { renderTestSuite, timeTestSuite } from './lib/test-suite.ts';
import { measuredNow, stampSection, type Section } from './lib/summary.ts';
import { maximumSizeImages } from './lib/upload-images.ts';
import { PG_ADMIN_URL, withPostgres } from './lib/postgres.ts';
import { CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { AUDIT_ENTRIES, auditLogOnBothDatabases } from './lib/audit-log.ts';
import { classesOnBothDatabases } from './lib/classes.ts';
import { paymentsOnBothDatabases } from './lib/payments.ts';
import { eventsBeyondOnBothDatabases } from './lib/events-beyond.ts';
import { renderTournaments, tournamentsOnBothDatabases } from './lib/tournaments.ts';
import { liveOnBothDatabases, renderLive } from './lib/live.ts';
import { messagesOnBothDatabases, renderMessages } from './lib/messages.ts';
import { SCALE_OUT, scaleOut } from './lib/scale-out.ts';
import { BENCH_ADMIN, benchAdminToken, benchLog, writePreamble, writeSection } from './lib/section-run.ts';
import { uploadPressure } from './lib/upload-pressure.ts';

const RUNS = 3;
const WORK = path.join(ROOT, '.tmp', 'bench');
const ADMIN = BENCH_ADMIN;
const skipBuild = process.argv.includes('--no-build');

const log = benchLog;

async function contentionRuns(url: string, token: string): Promise<ContentionResult[]> {
  const results: ContentionResult[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await bookingContention(url, token, 2000, 100));
  return results;
}

/** Measures a part and writes its section to BENCHMARKS.md at once, stamped with the load average it began at. */
async function part<T>(work: () => Promise<T>, render: (results: T) => Section): Promise<T> {
  const measured = measuredNow('npm run bench');
  const results = await work();
  writeSection(stampSection(render(results), measured));
  return results;
}

async function main() {
  const started = Date.now();
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  if (!skipBuild) {
    log('building');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const origin = `Median of ${RUNS} runs.`;
  const rounds = `Median of ${RUNS} rounds of each database.`;

  const sqliteDir = path.join(WORK, 'sqlite');
  fs.mkdirSync(sqliteDir, { recursive: true });
  const sqliteEnv = { DATA_DIR: sqliteDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  log('seeding SQLite');
  seedApiLoadData(sqliteEnv, log);
  const server = await startServer(sqliteEnv, 3401);
  let sqliteContention: ContentionResult[];
  // The contention section's stamp is SQLite's start; PostgreSQL's runs come after the uploads.
  const contentionMeasured = measuredNow('npm run bench');
  try {
    const token = await benchAdminToken(server.url);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRssMb = rssMb(server.pid);

    log('API load');
    const load = await part(() => apiLoad(server, { rounds: RUNS, log }), apiLoadSection);
    writeSection(memorySection({ idleRssMb, peakRssMb: Math.max(...load.map((l) => l.peakRssMb)) }).lines);

    log('booking contention on SQLite');
    sqliteContention = await contentionRuns(server.url, token);
  } finally {
    await server.stop();
  }

  log('SQLite synchronous FULL against NORMAL (booking throughput)');
  await part(
    () => synchronousCost(sqliteEnv, { port: 3404, runs: RUNS, adminToken: benchAdminToken }),
    synchronousSection,
  );

  log('uploads under pressure');
  await part(
    async () =>
      uploadPressure(await maximumSizeImages(path.join(ROOT, '.tmp', 'bench-images')), {
        workDir: path.join(WORK, 'uploads'),
        port: 3403,
        runs: RUNS,
        log,
      }),
    (results) => renderUploadPressure(results, origin),
  );

  log('booking contention on PostgreSQL');
  const pgContention = await withPostgres(async (databaseUrl) => {
    const dataDir = path.join(WORK, 'postgres');
    fs.mkdirSync(dataDir, { recursive: true });
    const pgServer = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      3402,
    );
    try {
      return await contentionRuns(pgServer.url, await benchAdminToken(pgServer.url));
    } finally {
      await pgServer.stop();
    }
  }, log);
  writeSection(
    stampSection(contentionSection({ sqlite: sqliteContention, postgres: pgContention }), contentionMeasured),
  );

  await part(
    () =>
      auditLogOnBothDatabases({ workDir: WORK, entries: AUDIT_ENTRIES, rounds: RUNS, seconds: 10, admin: ADMIN, log }),
    (results) => renderAuditLog(results, origin),
  );
  await part(
    () => classesOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 500, admin: ADMIN, log }),
    (results) => renderClasses(results, origin),
  );
  await part(
    () =>
      paymentsOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 500, importsPerRound: 3, admin: ADMIN, log }),
    (results) => renderPayments(results, origin),
  );
  await part(
    () => eventsBeyondOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 200, admin: ADMIN, log }),
    (results) => renderEventsBeyond(results, origin),
  );
  await part(
    () => tournamentsOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 300, admin: ADMIN, log }),
    (results) => renderTournaments(results, origin),
  );

  log('competition day live: tatamis scoring, spectators streaming, through nginx');
  await part(
    () => liveOnBothDatabases({ workDir: path.join(WORK, 'live'), rounds: RUNS, admin: ADMIN, log }),
    (results) => renderLive(results, rounds),
  );

  log('a fee day by WhatsApp: 1,000 reminders at the provider rate, emails alongside');
  await part(
    () => messagesOnBothDatabases({ workDir: path.join(WORK, 'messages'), rounds: RUNS, admin: ADMIN, log }),
    (results) => renderMessages(results, rounds),
  );

  log('several servers behind nginx');
  await part(
    () => scaleOut({ ...SCALE_OUT, workDir: path.join(WORK, 'scale-out'), rounds: RUNS, admin: ADMIN, log }),
    (results) => renderScaleOut(results, origin),
  );

  log('public pages in every language: Lighthouse of 30 pages, their JavaScript and CSS');
  await part(
    () => publicPages({ workDir: path.join(WORK, 'public-pages'), port: 3451, runs: RUNS, quick: false, log }),
    (results) => renderPublicPages(results, origin),
  );

  log('sustained bookings of one event: 50 clients for 20 s');
  await part(
    () => sustainedBookings({ workDir: path.join(WORK, 'bookings'), rounds: RUNS, admin: ADMIN, log }),
    (results) => renderSustained(results, origin, ''),
  );

  log('the test suite: npm test on a clean clone, as CI runs it');
  await part(
    () => timeTestSuite({ workDir: path.join(WORK, 'test-suite'), rounds: RUNS, databaseUrl: PG_ADMIN_URL, log }),
    (results) => renderTestSuite(results, origin, ''),
  );

  const minutes = Math.round(((Date.now() - started) / 60000) * 10) / 10;
  const preamble = reportPreamble({
    date: new Date().toISOString(),
    minutes,
    runs: RUNS,
    machine: {
      cpu: `${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}`,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      chromium: execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim(),
    },
  });
  writePreamble(preamble);
  log(`BENCHMARKS.md written (${minutes} min)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
