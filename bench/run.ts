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
import { keepOtherSections, renderReport, stamped } from './lib/report.ts';
import { publicPages } from './lib/public-pages.ts';
import { sustainedBookings } from './lib/sustained-bookings.ts';
import { timeTestSuite } from './lib/test-suite.ts';
import { withSummary } from './lib/summary.ts';
import { maximumSizeImages } from './lib/upload-images.ts';
import { PG_ADMIN_URL, withPostgres } from './lib/postgres.ts';
import { CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { AUDIT_ENTRIES, auditLogOnBothDatabases } from './lib/audit-log.ts';
import { classesOnBothDatabases } from './lib/classes.ts';
import { paymentsOnBothDatabases } from './lib/payments.ts';
import { eventsBeyondOnBothDatabases } from './lib/events-beyond.ts';
import { tournamentsOnBothDatabases } from './lib/tournaments.ts';
import { liveOnBothDatabases } from './lib/live.ts';
import { messagesOnBothDatabases } from './lib/messages.ts';
import { SCALE_OUT, scaleOut } from './lib/scale-out.ts';
import { BENCH_ADMIN, benchLog } from './lib/section-run.ts';
import { uploadPressure } from './lib/upload-pressure.ts';
import { benchLogin } from './lib/login.ts';

const RUNS = 3;
const WORK = path.join(ROOT, '.tmp', 'bench');
const ADMIN = BENCH_ADMIN;
const skipBuild = process.argv.includes('--no-build');

const log = benchLog;

async function adminToken(url: string): Promise<string> {
  return (await benchLogin(url, 'admin', ADMIN)).token;
}

async function contentionRuns(url: string, token: string): Promise<ContentionResult[]> {
  const results: ContentionResult[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await bookingContention(url, token, 2000, 100));
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

  const sqliteDir = path.join(WORK, 'sqlite');
  fs.mkdirSync(sqliteDir, { recursive: true });
  const sqliteEnv = { DATA_DIR: sqliteDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  log('seeding SQLite');
  seedApiLoadData(sqliteEnv, log);
  const server = await startServer(sqliteEnv, 3401);
  try {
    const token = await adminToken(server.url);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRssMb = rssMb(server.pid);

    log('API load');
    const load = await stamped(() => apiLoad(server, { rounds: RUNS, log }));

    // The contention section's stamp is SQLite's start; PostgreSQL's runs come after the uploads.
    log('booking contention on SQLite');
    const sqliteContention = await stamped(() => contentionRuns(server.url, token));

    await server.stop();

    log('SQLite synchronous FULL against NORMAL (booking throughput)');
    const synchronous = await stamped(() => synchronousCost(sqliteEnv, { port: 3404, runs: RUNS, adminToken }));

    log('uploads under pressure');
    const uploads = await stamped(async () =>
      uploadPressure(await maximumSizeImages(path.join(ROOT, '.tmp', 'bench-images')), {
        workDir: path.join(WORK, 'uploads'),
        port: 3403,
        runs: RUNS,
        log,
      }),
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
        return await contentionRuns(pgServer.url, await adminToken(pgServer.url));
      } finally {
        await pgServer.stop();
      }
    }, log);

    const auditLog = await stamped(() =>
      auditLogOnBothDatabases({ workDir: WORK, entries: AUDIT_ENTRIES, rounds: RUNS, seconds: 10, admin: ADMIN, log }),
    );

    const classes = await stamped(() =>
      classesOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 500, admin: ADMIN, log }),
    );

    const payments = await stamped(() =>
      paymentsOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 500, importsPerRound: 3, admin: ADMIN, log }),
    );

    const eventsBeyond = await stamped(() =>
      eventsBeyondOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 200, admin: ADMIN, log }),
    );

    const tournaments = await stamped(() =>
      tournamentsOnBothDatabases({ workDir: WORK, rounds: RUNS, requests: 300, admin: ADMIN, log }),
    );

    log('competition day live: tatamis scoring, spectators streaming, through nginx');
    const live = await stamped(() =>
      liveOnBothDatabases({ workDir: path.join(WORK, 'live'), rounds: RUNS, admin: ADMIN, log }),
    );

    log('a fee day by WhatsApp: 1,000 reminders at the provider rate, emails alongside');
    const messages = await stamped(() =>
      messagesOnBothDatabases({ workDir: path.join(WORK, 'messages'), rounds: RUNS, admin: ADMIN, log }),
    );

    log('several servers behind nginx');
    const scaleOutFigures = await stamped(() =>
      scaleOut({ ...SCALE_OUT, workDir: path.join(WORK, 'scale-out'), rounds: RUNS, admin: ADMIN, log }),
    );

    log('public pages in every language: Lighthouse of 30 pages, their JavaScript and CSS');
    const pages = await stamped(() =>
      publicPages({ workDir: path.join(WORK, 'public-pages'), port: 3451, runs: RUNS, quick: false, log }),
    );

    log('sustained bookings of one event: 50 clients for 20 s');
    const sustained = await stamped(() =>
      sustainedBookings({ workDir: path.join(WORK, 'bookings'), rounds: RUNS, admin: ADMIN, log }),
    );

    log('the test suite: npm test on a clean clone, as CI runs it');
    const testSuite = await stamped(() =>
      timeTestSuite({ workDir: path.join(WORK, 'test-suite'), rounds: RUNS, databaseUrl: PG_ADMIN_URL, log }),
    );

    const report = renderReport({
      date: new Date().toISOString(),
      machine: {
        cpu: `${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}`,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        os: `${os.type()} ${os.release()}`,
        node: process.version,
        chromium: execFileSync(CHROMIUM_PATH, ['--version'], {
          encoding: 'utf8',
        }).trim(),
      },
      runs: RUNS,
      load,
      memory: { idleRssMb, peakRssMb: Math.max(...load.results.map((l) => l.peakRssMb)) },
      contention: {
        results: { sqlite: sqliteContention.results, postgres: pgContention },
        measured: sqliteContention.measured,
      },
      uploads,
      auditLog,
      classes,
      payments,
      eventsBeyond,
      tournaments,
      live,
      messages,
      scaleOut: scaleOutFigures,
      synchronous,
      publicPages: pages,
      sustained,
      testSuite,
      minutes: Math.round(((Date.now() - started) / 60000) * 10) / 10,
    });
    const file = path.join(ROOT, 'BENCHMARKS.md');
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    fs.writeFileSync(file, withSummary(keepOtherSections(previous, report)));
    log(`BENCHMARKS.md written (${((Date.now() - started) / 60000).toFixed(1)} min)`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
