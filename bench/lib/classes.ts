import fs from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import {
  academyToday,
  addDays,
  endpointUrl,
  ENDPOINTS,
  gradingReplySchema,
  ranksReplySchema,
  classDaysBetween,
  type AttendanceMark,
  type Weekday,
} from '@academy/contract';
import {
  type Db,
  type Dialect,
  hashSecret,
  listMarksOfFighter,
  migrateToLatest,
  newCheckinCode,
  newId,
  openDatabase,
  percentile,
  tallyByDay,
} from '../../apps/server/test-support/index.ts';
import { onBothDatabases } from './postgres.ts';
import { median, startServer } from './server.ts';
import { benchLogin } from './login.ts';
import { benchBatch } from './bench-batch.ts';
import { insertChunked } from './insert-chunked.ts';

/** The issue's scale: 50 batches of 60 fighters, 3,000 fighters, two years of class days three days a week. */
export const CLASSES_SCALE = { batches: 50, perBatch: 60, years: 2 } as const;
export const BENCH_FIGHTER = { email: 'classes0@bench.test', password: 'bench-fighter-password' };
const MARKS: AttendanceMark[] = ['present', 'present', 'present', 'present', 'late', 'absent'];

export interface LatencyFigures {
  name: string;
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than the expected status. */
  errors: number;
}

export interface ClassesBench {
  database: 'SQLite' | 'PostgreSQL';
  attendanceRows: number;
  seedSeconds: number;
  figures: LatencyFigures[];
  plans: { name: string; plan: string[] }[];
}

/** Seeds the academy at scale straight into the tables, as the services write them. Returns the focus batch. */
async function seedClasses(db: Db, log: (message: string) => void) {
  const today = academyToday();
  const start = addDays(today, -365 * CLASSES_SCALE.years);
  const now = new Date().toISOString();
  const passwordHash = await hashSecret(BENCH_FIGHTER.password);
  const batches = Array.from({ length: CLASSES_SCALE.batches }, (_, b) =>
    benchBatch(b, {
      name: `Bench batch ${b}`,
      capacity: CLASSES_SCALE.perBatch,
      monthlyFee: 1500,
      instructor: 'Sensei Bench',
      startDate: start,
      now,
      // The focus batch (0) meets every day, so today's class day is held whatever day the bench runs on.
      ...(b === 0 ? { weekdays: 'mon,tue,wed,thu,fri,sat,sun' } : {}),
    }),
  );
  await db.insertInto('batches').values(batches).execute();
  const fighters = Array.from({ length: CLASSES_SCALE.batches * CLASSES_SCALE.perBatch }, (_, i) => ({
    id: newId(),
    email: `classes${i}@bench.test`,
    passwordHash,
    fullName: `Bench Fighter ${String(i).padStart(4, '0')}`,
    mobileNumber: '9876543210',
    age: 12,
    checkinCode: newCheckinCode(),
    createdAt: now,
    updatedAt: now,
  }));
  await insertChunked(fighters, 500, (chunk) => db.insertInto('fighters').values(chunk).execute());
  const enrolments = fighters.map((fighter, i) => ({
    id: newId(),
    batchId: batches[Math.floor(i / CLASSES_SCALE.perBatch)]!.id,
    fighterId: fighter.id,
    state: 'active',
    requestedAt: `${start}T00:00:00.000Z`,
    decidedAt: `${start}T00:00:00.000Z`,
    leftAt: null,
  }));
  await insertChunked(enrolments, 500, (chunk) => db.insertInto('enrolments').values(chunk).execute());
  let rows = 0;
  for (const [b, batch] of batches.entries()) {
    // Up to yesterday: today's class day is the one the bench marks.
    const days = classDaysBetween(
      { weekdays: batch.weekdays.split(',') as Weekday[], startDate: start, endDate: null },
      start,
      addDays(today, -1),
    );
    const members = enrolments.slice(b * CLASSES_SCALE.perBatch, (b + 1) * CLASSES_SCALE.perBatch);
    const marks = days.flatMap((day, d) =>
      members.map((member, m) => ({
        batchId: batch.id,
        day,
        fighterId: member.fighterId,
        mark: MARKS[(d + m) % MARKS.length]!,
        method: 'tap',
        markedAt: `${day}T12:00:00.000Z`,
      })),
    );
    await insertChunked(marks, 1000, (chunk) => db.insertInto('attendance').values(chunk).execute());
    rows += marks.length;
    if (b % 10 === 9) log(`  ${b + 1} batches, ${rows} attendance rows`);
  }
  const certificates = await seedPromotions(db, fighters, start);
  return {
    focus: batches[0]!,
    gradingBatches: batches.slice(0, GRADING_BATCHES),
    focusMembers: enrolments.slice(0, CLASSES_SCALE.perBatch),
    rows,
    certificates,
  };
}

/** A grading of the first 5 batches: 300 candidates, each judged on their promotions and two years of marks. */
const GRADING_BATCHES = 5;

/**
 * Each fighter's path so far: White two months after the academy's first day, then a belt every 8 months for some,
 * with a certificate number each, and their rank set to the latest. Returns the certificate numbers.
 */
async function seedPromotions(db: Db, fighters: { id: string }[], start: string): Promise<string[]> {
  const ranks = await db.selectFrom('ranks').select('id').orderBy('position').execute();
  const year = Number(academyToday().slice(0, 4));
  const now = new Date().toISOString();
  let serial = 0;
  const promotions = fighters.flatMap((fighter, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, step) => ({
      id: newId(),
      fighterId: fighter.id,
      rankId: ranks[step]!.id,
      day: addDays(start, 60 + step * 240),
      gradingId: null,
      examiners: JSON.stringify(['Sensei Bench']),
      certificateNumber: `KKA-${year}-${String(++serial).padStart(5, '0')}-BNCH`,
      recordedAt: now,
    })),
  );
  await insertChunked(promotions, 500, (chunk) => db.insertInto('promotions').values(chunk).execute());
  await db.insertInto('certificateSeries').values({ year, lastNumber: serial }).execute();
  for (const [step, rank] of ranks.slice(0, 3).entries()) {
    const holders = fighters.filter((_, i) => i % 3 === step).map((f) => f.id);
    await insertChunked(holders, 500, (chunk) =>
      db.updateTable('fighters').set({ rankId: rank.id }).where('id', 'in', chunk).execute(),
    );
  }
  return promotions.map((p) => p.certificateNumber);
}

async function explain(db: Db, dialect: Dialect, name: string, query: { compile(): CompiledQuery }) {
  const compiled = query.compile();
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return { name, plan: rows.map((row) => String(dialect === 'sqlite' ? row.detail : Object.values(row)[0])) };
}

/**
 * `requests` calls from `concurrency` clients in a closed loop; each client waits for its answer before the next.
 * Latency is the client's, over loopback: what the instructor's phone waits for, less the network.
 */
export async function timeCalls(
  name: string,
  requests: number,
  concurrency: number,
  call: (i: number) => Promise<Response>,
  okStatus = 200,
): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const started = performance.now();
        const res = await call(i);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== okStatus) errors += 1;
      }
    }),
  );
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    requests,
    concurrency,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

/** The medians of each figure over rounds. */
export function medianOf(rounds: LatencyFigures[][]): LatencyFigures[] {
  return rounds[0]!.map((first, i) => ({
    ...first,
    p50: median(rounds.map((r) => r[i]!.p50)),
    p95: median(rounds.map((r) => r[i]!.p95)),
    p99: median(rounds.map((r) => r[i]!.p99)),
    errors: rounds.reduce((sum, r) => sum + r[i]!.errors, 0),
  }));
}

export async function classesBench(options: {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<ClassesBench> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const { db, dialect } = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let seeded: Awaited<ReturnType<typeof seedClasses>>;
  let plans: ClassesBench['plans'];
  const seedStart = performance.now();
  try {
    await migrateToLatest(db);
    seeded = await seedClasses(db, options.log);
    // Two years of marks are, in an academy's database, rows autovacuum passed long ago: their index entries are
    // marked all-visible, so PostgreSQL's index-only scans read no table pages. A bulk seed measured at once is not
    // (about 70,000 table reads in GetGrading's counts); VACUUM puts the seeded history in the state it would be in.
    // CHECKPOINT writes the seed's pages out now, not during the measurements (a seed of about a million rows and
    // their tallies leaves PostgreSQL a checkpoint's worth of writing that ran under the first calls measured).
    if (dialect === 'postgres') {
      await sql`VACUUM ANALYZE`.execute(db);
      await sql`CHECKPOINT`.execute(db);
    }
    const today = academyToday();
    plans = [
      await explain(db, dialect, "dashboard: a batch's 12 weeks from its tally", {
        compile: () =>
          db
            .selectFrom('attendanceDayTally')
            .select(['batchId', 'day', 'marks', 'attended'])
            .where('batchId', 'in', [seeded.focus.id])
            .where('day', '>=', addDays(today, -84))
            .where('day', '<=', today)
            .where('marks', '>', 0)
            .compile(),
      }),
      await explain(db, dialect, "profile: a fighter's marks of 26 weeks", {
        compile: () =>
          db
            .selectFrom('attendance')
            .innerJoin('batches', 'batches.id', 'attendance.batchId')
            .selectAll('attendance')
            .select('batches.name as batchName')
            .where('attendance.fighterId', '=', seeded.focusMembers[0]!.fighterId)
            .where('attendance.day', '>=', addDays(today, -182))
            .orderBy('attendance.day', 'desc')
            .compile(),
      }),
    ];
    // Exercised once here too, so a change that breaks them fails the bench rather than its figures.
    await tallyByDay(db, [seeded.focus.id], addDays(today, -84), today);
    await listMarksOfFighter(db, seeded.focusMembers[0]!.fighterId, addDays(today, -182));
  } finally {
    await db.destroy();
  }
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  options.log(`  seeded ${seeded.rows} attendance rows in ${seedSeconds} s`);

  // The server makes the admin on its first start, as on a new install.
  const server = await startServer(
    {
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    options.port,
  );
  try {
    const admin = { 'x-auth-token': (await benchLogin(server.url, 'admin', options.admin)).token };
    const fighter = { 'x-auth-token': (await benchLogin(server.url, 'fighter', BENCH_FIGHTER)).token };
    const json = { ...admin, 'content-type': 'application/json' };
    const today = academyToday();
    const get = (url: string, headers: Record<string, string>) => () => fetch(`${server.url}${url}`, { headers });
    const tap = (i: number) =>
      fetch(`${server.url}${ENDPOINTS.MarkAttendance.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          batchId: seeded.focus.id,
          day: today,
          fighterId: seeded.focusMembers[i % seeded.focusMembers.length]!.fighterId,
          // Every tap changes the mark, so each one writes its row and its audit entry.
          mark: (['present', 'late', 'absent'] as const)[Math.floor(i / seeded.focusMembers.length) % 3],
        }),
      });
    const ranks = ranksReplySchema.parse(await (await fetch(`${server.url}${ENDPOINTS.GetRanks.path}`)).json()).ranks;
    const created = await fetch(`${server.url}${ENDPOINTS.CreateGrading.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Bench grading',
        day: today,
        startTime: '09:00',
        place: 'Main hall',
        examiners: ['Sensei Bench'],
        fee: 500,
        batchIds: seeded.gradingBatches.map((batch) => batch.id),
        rules: ranks.map((rank) => ({ rankId: rank.id, minMonths: 6, minClasses: 40, minAge: 8 })),
      }),
    });
    if (created.status !== 201) throw new Error(`CreateGrading failed: ${created.status} ${await created.text()}`);
    const gradingId = gradingReplySchema.parse(await created.json()).grading.id;
    const rounds: LatencyFigures[][] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      options.log(`  round ${round + 1}`);
      const n = options.requests;
      rounds.push([
        await timeCalls(
          'GetClassDay: the roster of 60 (today)',
          n,
          1,
          get(endpointUrl(ENDPOINTS.GetClassDay, { id: seeded.focus.id }, { day: today }), admin),
        ),
        await timeCalls('MarkAttendance: one tap, one instructor', n, 1, tap),
        await timeCalls('MarkAttendance: taps of 10 instructors at once', n, 10, tap),
        await timeCalls(
          'GetBatchRoster: 60 members with attendance rates',
          n,
          1,
          get(endpointUrl(ENDPOINTS.GetBatchRoster, { id: seeded.focus.id }), admin),
        ),
        await timeCalls(
          "GetFighterClasses: a fighter's 2 years of attendance",
          n,
          1,
          get(endpointUrl(ENDPOINTS.GetFighterClasses, { id: seeded.focusMembers[0]!.fighterId }), fighter),
        ),
        await timeCalls(
          `GetGrading: ${GRADING_BATCHES * CLASSES_SCALE.perBatch} candidates judged on promotions and marks`,
          Math.ceil(n / 5),
          1,
          get(endpointUrl(ENDPOINTS.GetGrading, { id: gradingId }), admin),
        ),
        await timeCalls(
          "GetFighterRanks: a fighter's rank and promotions",
          n,
          1,
          get(endpointUrl(ENDPOINTS.GetFighterRanks, { id: seeded.focusMembers[2]!.fighterId }), admin),
        ),
        await timeCalls('VerifyCertificate: the public check of a number', n, 1, (i) =>
          fetch(
            `${server.url}${endpointUrl(ENDPOINTS.VerifyCertificate, {
              number: seeded.certificates[(i * 37) % seeded.certificates.length]!,
            })}`,
          ),
        ),
        await timeCalls('SearchPeople: a part of a name among 3,000 fighters', n, 1, (i) =>
          fetch(
            `${server.url}${endpointUrl(ENDPOINTS.SearchPeople, undefined, { q: `fighter ${String(i % 300).padStart(3, '0')}` })}`,
            { headers: admin },
          ),
        ),
        // Every seeded fighter has the same mobile: the search scans and sorts all 3,000 for its first 8.
        await timeCalls(
          'SearchPeople: 4 digits of a mobile all 3,000 share',
          n,
          1,
          get(endpointUrl(ENDPOINTS.SearchPeople, undefined, { q: '3210' }), admin),
        ),
        await timeCalls(
          'GetDashboard: 50 batches, 12 weeks, ranks and promotions',
          Math.ceil(n / 5),
          1,
          get(endpointUrl(ENDPOINTS.GetDashboard), admin),
        ),
      ]);
    }
    return {
      database: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      attendanceRows: seeded.rows,
      seedSeconds,
      figures: medianOf(rounds),
      plans,
    };
  } finally {
    await server.stop();
  }
}

/** classesBench on SQLite, then on a throw-away PostgreSQL database when one answers. */
export async function classesOnBothDatabases(options: {
  workDir: string;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<ClassesBench[]> {
  const { workDir, log, ...common } = options;
  return onBothDatabases({ workDir, name: 'classes', folder: 'classes', ports: [3407, 3408], log }, (target) =>
    classesBench({ ...common, log, ...target }),
  );
}
