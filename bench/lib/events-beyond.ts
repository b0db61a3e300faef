import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  endpointUrl,
  ENDPOINTS,
  eventCheckInReplySchema,
  eventDoorReplySchema,
  eventsReplySchema,
  myBookingsReplySchema,
  waitlistReplySchema,
} from '@academy/contract';
import {
  countDoor,
  type Db,
  type Dialect,
  drawQrAttachment,
  EMAIL_JOB,
  eventDoor,
  familyWaitlist,
  findDoorAttendee,
  findEntryByOfferHash,
  findNextWaiting,
  insertJob,
  isInLine,
  JobRunner,
  listDueReminders,
  listEvents,
  listEventWaitlist,
  loadConfig,
  markCheckedIn,
  markReminderSent,
  MESSAGE_JOB,
  migrateToLatest,
  myBookings,
  newId,
  offerTokenHash,
  openDatabase,
  positionOf,
  REMINDER_SWEEP_JOB,
  seatsForLine,
  sendDueReminders,
  TokenService,
  Translator,
} from '../../apps/server/test-support/index.ts';
import { medianOf, timeCalls, type LatencyFigures } from './classes.ts';
import {
  bookingForm,
  Codes,
  EVENTS_SCALE,
  FAMILY_PASSWORD,
  personName,
  seedContentionEvent,
  seedEvents,
  type Seeded,
} from './events-seed.ts';
import { plansOf, type CallPlans } from './plans.ts';
import { onBothDatabases } from './postgres.ts';
import { median, startServer } from './server.ts';
import { benchLogin } from './login.ts';

/** The server's secret in this bench: the bench signs the door's tickets with it as the server does. */
const JWT_SECRET = 'bench-events-secret-bench-events-secret-0123';
/** The tables that grow with the academy: a plan reading one whole gets slower every year. */
const LARGE_TABLES = ['bookings', 'waitlist', 'dues', 'payments', 'fighters', 'jobs', 'audit_log'];

export interface TimedFigures extends LatencyFigures {
  /** The load average over 1 minute when each round's calls began. */
  loads: number[];
}

export interface ContentionRound {
  cancelMs: number[];
  claims: number;
  booked: number;
  refused: number;
  other: number;
  wallMs: number;
  p50: number;
  p99: number;
  activeAfter: number;
  totalBookingsAfter: number;
  load: number;
}

export interface EventsBeyondBench {
  database: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  counts: { events: number; bookings: number; waitlist: number; dues: number };
  answers: Record<string, string>;
  figures: TimedFigures[];
  /** The events list's query now and as it was before waiting lists, run in turn in the bench's process. */
  listQuery: { name: string; p50: number; p99: number; loads: number[] }[];
  contention: ContentionRound[];
  /** A family's page read back to back while the server's own job runner sweeps and sends the door's reminders. */
  duringSweep: { figures: TimedFigures; markedMs: number; sentMs: number } | null;
  reminders: {
    due: number;
    sent: number[];
    ms: number[];
    loads: number[];
    /** The sweep's query alone (a batch of 50) when the door's reminders are due, and at a moment nothing is. */
    queryDueMs: number;
    queryIdleMs: number;
    /** One ticket's QR code PNG, which the email job draws for each reminder as it sends it. */
    pngMs: number;
  };
  plans: CallPlans[];
  load: { before: number; after: number };
}

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

/** The offer link's code in a raw email (quoted-printable may fold the long line). */
function offerTokenIn(rawEmail: string): string | null {
  const unfolded = rawEmail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/events\/offer\/([A-Za-z0-9_-]{43})/.exec(unfolded)?.[1] ?? null;
}

/** The offer links emailed to a round's line, read from the outbox as they arrive (up to a minute). */
async function offerTokens(outboxDir: string, round: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const names = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
    const tokens = names
      .filter((name) => name.includes(`-line${round}-`) && name.endsWith('.eml'))
      .map((name) => offerTokenIn(fs.readFileSync(path.join(outboxDir, name), 'utf8')))
      .filter((token): token is string => token !== null);
    if (tokens.length >= count) return tokens;
    if (Date.now() > deadline) throw new Error(`expected ${count} offers in the outbox, found ${tokens.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the job runner has done what the last calls gave it (emails), up to a minute. */
async function settle(db: Db) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['pending', 'running'])
      .where('runAt', '<=', new Date().toISOString())
      .executeTakeFirstOrThrow();
    if (Number(row.n) === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const tenth = (ms: number) => Math.round(ms * 10) / 10;

async function timed(
  name: string,
  requests: number,
  concurrency: number,
  call: (i: number) => Promise<Response>,
  okStatus = 200,
): Promise<TimedFigures> {
  const load = load1();
  return { ...(await timeCalls(name, requests, concurrency, call, okStatus)), loads: [load] };
}

function figuresOf(name: string, times: number[], concurrency: number, errors: number, load: number): TimedFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    concurrency,
    p50: tenth(percentile(sorted, 50)),
    p95: tenth(percentile(sorted, 95)),
    p99: tenth(percentile(sorted, 99)),
    errors,
    loads: [load],
  };
}

/** One client: each timed call follows an untimed `before` (a write that changes what the call reads). */
async function timedAfter(
  name: string,
  requests: number,
  before: () => Promise<Response>,
  call: () => Promise<Response>,
): Promise<TimedFigures> {
  const load = load1();
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i += 1) {
    await (await before()).arrayBuffer();
    const started = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) errors += 1;
  }
  return figuresOf(name, times, 1, errors, load);
}

/**
 * Door phones scanning as the check-in screen does: each sends a ticket, and once answered reads the door's list
 * again (the screen refreshes it after every check-in). Returns the two calls' figures.
 */
async function doorPhones(
  phones: number,
  scans: number,
  scan: (i: number) => Promise<Response>,
  list: () => Promise<Response>,
): Promise<[TimedFigures, TimedFigures]> {
  const load = load1();
  const times = { scan: [] as number[], list: [] as number[] };
  const errors = { scan: 0, list: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: phones }, async () => {
      while (next < scans) {
        const i = next++;
        for (const [kind, call] of [
          ['scan', () => scan(i)],
          ['list', list],
        ] as const) {
          const started = performance.now();
          const res = await call();
          await res.arrayBuffer();
          times[kind].push(performance.now() - started);
          if (res.status !== 200) errors[kind] += 1;
        }
      }
    }),
  );
  return [
    figuresOf(
      `CheckInTicket: ${phones} door phones, each scan followed by the list read again`,
      times.scan,
      phones,
      errors.scan,
      load,
    ),
    figuresOf('GetEventDoor: read again after each of those scans', times.list, phones, errors.list, load),
  ];
}

function medianOfTimed(rounds: TimedFigures[][]): TimedFigures[] {
  return medianOf(rounds).map((figures, i) => ({ ...figures, loads: rounds.map((r) => r[i]!.loads[0]!) }));
}

/** The events list's query as it was before waiting lists (29bbb11^), beside the one that counts each line. */
async function listQueryAB(db: Db, rounds: number, runs: number) {
  const before = () =>
    db.selectFrom('events').selectAll().orderBy('eventDateTime', 'desc').orderBy('id', 'desc').execute();
  const now = () => listEvents(db);
  const results = { now: [] as number[][], before: [] as number[][], loads: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    results.loads.push(load1());
    const times = { now: [] as number[], before: [] as number[] };
    for (let i = 0; i < runs; i += 1) {
      // In turn, so both meet the same moments of a busy machine.
      for (const [kind, run] of (i % 2
        ? [
            ['before', before],
            ['now', now],
          ]
        : [
            ['now', now],
            ['before', before],
          ]) as ['now' | 'before', () => Promise<unknown>][]) {
        const started = performance.now();
        await run();
        times[kind].push(performance.now() - started);
      }
    }
    for (const kind of ['now', 'before'] as const) results[kind].push(times[kind].sort((a, b) => a - b));
  }
  const summary = (kind: 'now' | 'before', name: string) => ({
    name,
    p50: tenth(median(results[kind].map((sorted) => percentile(sorted, 50)))),
    p99: tenth(median(results[kind].map((sorted) => percentile(sorted, 99)))),
    loads: results.loads,
  });
  return [
    summary('now', 'listEvents now: each event with its waiting count (a subquery per event)'),
    summary('before', 'listEvents before waiting lists (29bbb11^): the events alone'),
  ];
}

async function seededCounts(db: Db) {
  const count = async (table: 'events' | 'bookings' | 'waitlist' | 'dues') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    events: await count('events'),
    bookings: await count('bookings'),
    waitlist: await count('waitlist'),
    dues: await count('dues'),
  };
}

/**
 * The reminder sweep as the job runner calls it, in this process on the server's database (the server stopped):
 * every round puts the door event's 2,000 reminders in the outbox, each with its ticket's QR code. Between rounds
 * the marks are cleared and the queued emails dropped.
 */
async function reminderRounds(
  db: Db,
  dialect: Dialect,
  dataDir: string,
  seeded: Seeded,
  rounds: number,
  tokens: TokenService,
) {
  const silent = { child: () => silent, info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
  const jobs = new JobRunner({
    db,
    dialect,
    log: silent as unknown as ConstructorParameters<typeof JobRunner>[0]['log'],
    pollMs: 1000,
    retryBaseMs: 1000,
    leaseMs: 120_000,
  });
  // Only enqueued here: a stopped runner sends nothing, and its wake() does nothing.
  jobs.register(EMAIL_JOB, { maxAttempts: 1, handle: async () => {} });
  // Reminders go through messages (email while the kind is off): a message's job, then its email.
  jobs.register(MESSAGE_JOB, { maxAttempts: 1, handle: async () => {} });
  await jobs.stop();
  // Quiet hours off, so a reminder swept in the evening is queued for now, as by day.
  const config = loadConfig({ DATA_DIR: dataDir, MESSAGE_QUIET_HOURS: 'off' });
  const deps = { db, jobs, tokens, translator: await Translator.load(), config };
  const result = { due: EVENTS_SCALE.doorBookings, sent: [] as number[], ms: [] as number[], loads: [] as number[] };
  const parts = { due: [] as number[], idle: [] as number[], png: [] as number[] };
  const each = async (times: number, run: () => Promise<unknown>) => {
    const started = performance.now();
    for (let i = 0; i < times; i += 1) await run();
    return (performance.now() - started) / times;
  };
  for (let round = 0; round < rounds; round += 1) {
    await db.updateTable('bookings').set({ reminderSentAt: null }).where('eventId', '=', seeded.doorEventId).execute();
    await db.deleteFrom('jobs').where('kind', 'in', [EMAIL_JOB, MESSAGE_JOB]).where('state', '=', 'pending').execute();
    parts.due.push(await each(20, () => listDueReminders(db, seeded.sweepAt.toISOString(), 50)));
    const early = await listDueReminders(db, new Date().toISOString(), 50);
    if (early.length > 0)
      throw new Error(`${early.length} reminders due before their time: the idle sweep is not idle`);
    parts.idle.push(await each(20, () => listDueReminders(db, new Date().toISOString(), 50)));
    parts.png.push(
      await each(50, () =>
        drawQrAttachment({
          filename: 'ticket.png',
          content: tokens.ticketOf(newId()),
          contentType: 'image/png',
          drawAsQr: true,
        }),
      ),
    );
    result.loads.push(load1());
    const started = performance.now();
    result.sent.push(await sendDueReminders(deps, seeded.sweepAt));
    result.ms.push(Math.round(performance.now() - started));
  }
  return {
    ...result,
    queryDueMs: tenth(median(parts.due)),
    queryIdleMs: tenth(median(parts.idle)),
    pngMs: tenth(median(parts.png)),
  };
}

/**
 * The sweep where it runs: the door event's reminders fall due now, the bench queues a sweep for the server's job
 * runner (as its 5-minute schedule would), and a family reads My bookings back to back until every reminder is
 * marked and its email written, so its latency shows what the sweep and the emails cost everyone else.
 */
async function sweepInServer(db: Db, seeded: Seeded, call: () => Promise<Response>, callName: string) {
  const unreminded = async () =>
    Number(
      (
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('eventId', '=', seeded.doorEventId)
          .where('reminderSentAt', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const queued = async () =>
    Number(
      (
        await db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', 'in', ['pending', 'running'])
          .where('runAt', '<=', new Date().toISOString())
          .executeTakeFirstOrThrow()
      ).n,
    );
  const { reminderAt } = await db
    .selectFrom('events')
    .select('reminderAt')
    .where('id', '=', seeded.doorEventId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db.updateTable('events').set({ reminderAt: now }).where('id', '=', seeded.doorEventId).execute();
  const load = load1();
  const started = performance.now();
  await insertJob(db, {
    id: newId(),
    kind: REMINDER_SWEEP_JOB,
    payload: {},
    maxAttempts: 3,
    runAt: now,
    dedupeKey: null,
    createdAt: now,
  });
  const times: number[] = [];
  let errors = 0;
  let markedMs = 0;
  let checked = 0;
  for (;;) {
    const sent = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - sent);
    if (res.status !== 200) errors += 1;
    // Looked at every 20 calls, so the bench's own queries stay a small part of the load.
    if (++checked % 20) continue;
    if (!markedMs && (await unreminded()) === 0) markedMs = Math.round(performance.now() - started);
    if (markedMs && (await queued()) === 0) break;
    if (performance.now() - started > 600_000) throw new Error('the reminders were not sent within 10 minutes');
  }
  const sentMs = Math.round(performance.now() - started);
  await db.updateTable('events').set({ reminderAt }).where('id', '=', seeded.doorEventId).execute();
  return { figures: figuresOf(`${callName}, while the server sweeps`, times, 1, errors, load), markedMs, sentMs };
}

export async function eventsBeyondBench(options: {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<EventsBeyondBench> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const loadBefore = load1();
  const { db, dialect } = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const tokens = new TokenService(new TextEncoder().encode(JWT_SECRET));
  const codes = new Codes();
  const n = options.requests;
  try {
    const seedStart = performance.now();
    await migrateToLatest(db);
    const seeded = await seedEvents(db, codes);
    if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const counts = await seededCounts(db);
    options.log(
      `  seeded ${counts.events} events, ${counts.bookings} bookings, ${counts.waitlist} places in line in ${seedSeconds} s`,
    );

    const attendee = { emailNormalized: 'nobody@bench.test', nameNormalized: 'nobody' };
    const plan = (name: string, run: (d: Db) => Promise<unknown>) =>
      plansOf(db, dialect, name, LARGE_TABLES, run, { indexOrder: true });
    const plans = [
      await plan('GetEventDoor (the door list of 2,000)', (d) => eventDoor({ db: d }, seeded.doorEventId)),
      await plan('CheckInTicket (the attendee, the mark, the counts)', async (d) => {
        await findDoorAttendee(d, seeded.doorBookingIds[0]!);
        await markCheckedIn(d, 'no-such-booking', new Date().toISOString(), null);
        await countDoor(d, seeded.doorEventId);
      }),
      // The page reads the family's places through the waiting list; it frees no seat.
      await plan("MyBookings (a family's 30 bookings and places in line)", (d) =>
        myBookings(
          { db: d, tokens, waitingLine: { placesOf: familyWaitlist, offerSeat: async () => false } },
          seeded.family.accountId,
          'en',
        ),
      ),
      await plan('Reminder sweep (a batch of due reminders, a mark)', async (d) => {
        await listDueReminders(d, seeded.sweepAt.toISOString(), 50);
        await markReminderSent(d, 'no-such-booking', seeded.sweepAt.toISOString());
      }),
      await plan('GetAllEvents (every event with its waiting count)', (d) => listEvents(d)),
      await plan('JoinWaitlist (the seats, the line, the place)', async (d) => {
        await d.transaction().execute(async (trx) => {
          await seatsForLine(trx, seeded.lineEventId, attendee);
          await isInLine(trx, seeded.lineEventId, attendee);
        });
        await positionOf(d, { eventId: seeded.lineEventId, joinedAt: new Date().toISOString(), id: 'z' });
      }),
      await plan('ClaimOffer and a freed seat (the offer by its code, the next in line)', async (d) => {
        await findEntryByOfferHash(d, offerTokenHash('no-such-token'));
        await findNextWaiting(d, seeded.lineEventId);
      }),
      await plan('GetWaitlist (the line of 500)', (d) => listEventWaitlist(d, seeded.lineEventId)),
    ];

    const listQuery = await listQueryAB(db, options.rounds, n);

    // The server makes the admin on its first start, as on a new install.
    const server = await startServer(
      {
        DATA_DIR: options.dataDir,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        JWT_SECRET,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      options.port,
    );
    const figureRounds: TimedFigures[][] = [];
    const contention: ContentionRound[] = [];
    const answers: Record<string, string> = {};
    let duringSweep: EventsBeyondBench['duringSweep'] = null;
    try {
      const admin = { 'x-auth-token': (await benchLogin(server.url, 'admin', options.admin)).token };
      const family = {
        'x-auth-token': (
          await benchLogin(server.url, 'fighter', { email: seeded.family.email, password: FAMILY_PASSWORD })
        ).token,
      };
      const adminJson = { ...admin, 'content-type': 'application/json' };
      const json = { 'content-type': 'application/json' };
      const get =
        (url: string, headers: Record<string, string> = {}) =>
        () =>
          fetch(`${server.url}${url}`, { headers });
      const post = (url: string, headers: Record<string, string>, body?: object) =>
        fetch(`${server.url}${url}`, { method: 'POST', headers, ...(body ? { body: JSON.stringify(body) } : {}) });

      const myBookingsUrl = endpointUrl(ENDPOINTS.MyBookings);
      const doorUrl = endpointUrl(ENDPOINTS.GetEventDoor, { id: seeded.doorEventId });
      const eventsUrl = endpointUrl(ENDPOINTS.GetAllEvents);
      const waitlistUrl = endpointUrl(ENDPOINTS.GetWaitlist, { id: seeded.lineEventId });
      const checkInUrl = endpointUrl(ENDPOINTS.CheckInTicket, { id: seeded.doorEventId });
      // A write route that names the events list: answered 404, it still drops the cached list.
      const invalidateUrl = endpointUrl(ENDPOINTS.DeclineOffer, { token: 'x'.repeat(43) });

      const names = {
        myBookings: "MyBookings: a family's 30 bookings and its places in line",
        door: 'GetEventDoor: the door list of 2,000',
        eventsCached: 'GetAllEvents: the cached list',
        eventsBuilt: 'GetAllEvents: rebuilt after a change (each call follows a write, not timed)',
        waitlist: 'GetWaitlist: the line of 500 and more',
        scan: 'CheckInTicket: one door phone, tickets scanned back to back',
        scan4: 'CheckInTicket: 4 door phones at once',
        join: 'JoinWaitlist: a place at the end of the line of 500',
        offer: "GetOffer: the offer's page",
      };
      const size = async (url: string, headers: Record<string, string>) => {
        const text = await (await fetch(`${server.url}${url}`, { headers })).text();
        return { body: JSON.parse(text) as unknown, kb: Math.round(text.length / 102.4) / 10 };
      };
      const mine = await size(myBookingsUrl, family);
      const mineReply = myBookingsReplySchema.parse(mine.body);
      answers[names.myBookings] =
        `${mineReply.bookings.length} bookings, ${mineReply.waiting.length} places, ${mine.kb} KB`;
      const doorList = await size(doorUrl, admin);
      const doorReply = eventDoorReplySchema.parse(doorList.body);
      answers[names.door] = `${doorReply.attendees.length} attendees, ${doorList.kb} KB`;
      const events = await size(eventsUrl, {});
      const eventsReply = eventsReplySchema.parse(events.body);
      answers[names.eventsCached] =
        `${eventsReply.events.length} events, ${eventsReply.events.filter((e) => e.waitingCount > 0).length} with people waiting, ${events.kb} KB`;
      const line = await size(waitlistUrl, admin);
      answers[names.waitlist] =
        `${waitlistReplySchema.parse(line.body).entries.length} entries at the start, ${line.kb} KB`;
      const probe = await post(checkInUrl, adminJson, { ticket: tokens.ticketOf(seeded.doorBookingIds[0]!) });
      const probeReply = eventCheckInReplySchema.parse(await probe.json());
      answers[names.scan] = `${Math.round(JSON.stringify(probeReply).length / 102.4) / 10} KB`;

      const scansPerRound = Math.min(n, Math.floor(EVENTS_SCALE.doorBookings / 3));
      for (let round = 0; round < options.rounds; round += 1) {
        options.log(`  round ${round + 1}`);
        await settle(db);
        // Each round's door opens with nobody in yet.
        await db
          .updateTable('bookings')
          .set({ checkedInAt: null, checkedInBy: null })
          .where('eventId', '=', seeded.doorEventId)
          .execute();
        const ticketAt = (i: number) =>
          tokens.ticketOf(seeded.doorBookingIds[(i * 7 + round * 13) % seeded.doorBookingIds.length]!);
        const figures = [
          await timed(names.myBookings, n, 1, get(myBookingsUrl, family)),
          await timed(names.door, Math.ceil(n / 5), 1, get(doorUrl, admin)),
          await timed(names.eventsCached, n, 1, get(eventsUrl)),
          await timedAfter(names.eventsBuilt, Math.ceil(n / 2), () => post(invalidateUrl, json), get(eventsUrl)),
          await timed(names.waitlist, Math.ceil(n / 5), 1, get(waitlistUrl, admin)),
          await timed(names.scan, scansPerRound, 1, (i) => post(checkInUrl, adminJson, { ticket: ticketAt(i) })),
          await timed(names.scan4, scansPerRound, 4, (i) =>
            post(checkInUrl, adminJson, { ticket: ticketAt(scansPerRound + i) }),
          ),
          ...(await doorPhones(
            4,
            Math.ceil(n / 5),
            (i) => post(checkInUrl, adminJson, { ticket: ticketAt(2 * scansPerRound + i) }),
            get(doorUrl, admin),
          )),
          await timed(
            names.join,
            n,
            1,
            (i) =>
              post(
                endpointUrl(ENDPOINTS.JoinWaitlist),
                json,
                bookingForm(seeded.lineEventId, { name: personName(i), email: `joiner${round}-${i}@bench.test` }),
              ),
            201,
          ),
        ];

        options.log(`  round ${round + 1}: ${EVENTS_SCALE.freedSeats} freed seats, ${EVENTS_SCALE.claims} claims`);
        const { eventId, holders } = await seedContentionEvent(db, codes, round);
        await settle(db);
        const cancelMs: number[] = [];
        for (const id of holders.slice(0, EVENTS_SCALE.freedSeats)) {
          const started = performance.now();
          const res = await post(endpointUrl(ENDPOINTS.CancelBooking, { id }), admin);
          await res.arrayBuffer();
          cancelMs.push(performance.now() - started);
          if (res.status !== 200) throw new Error(`CancelBooking answered ${res.status}`);
        }
        const offers = await offerTokens(path.join(options.dataDir, 'outbox'), round, EVENTS_SCALE.freedSeats);
        figures.push(
          await timed(names.offer, offers.length, 1, (i) =>
            fetch(`${server.url}${endpointUrl(ENDPOINTS.GetOffer, { token: offers[i]! })}`),
          ),
        );
        const load = load1();
        const started = performance.now();
        // Each offer clicked 10 times at once: a double tap, a forwarded link, two devices.
        const claims = await Promise.all(
          Array.from({ length: EVENTS_SCALE.claims }, async (_, i) => {
            const sent = performance.now();
            const res = await post(endpointUrl(ENDPOINTS.ClaimOffer, { token: offers[i % offers.length]! }), {});
            await res.arrayBuffer();
            return { status: res.status, ms: performance.now() - sent };
          }),
        );
        const wallMs = Math.round(performance.now() - started);
        const active = await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('eventId', '=', eventId)
          .where('cancelledAt', 'is', null)
          .executeTakeFirstOrThrow();
        const after = await db
          .selectFrom('events')
          .select('totalBookings')
          .where('id', '=', eventId)
          .executeTakeFirstOrThrow();
        const sorted = claims.map((c) => c.ms).sort((a, b) => a - b);
        contention.push({
          cancelMs: cancelMs.sort((a, b) => a - b),
          claims: claims.length,
          booked: claims.filter((c) => c.status === 200).length,
          refused: claims.filter((c) => c.status === 409).length,
          other: claims.filter((c) => c.status !== 200 && c.status !== 409).length,
          wallMs,
          p50: tenth(percentile(sorted, 50)),
          p99: tenth(percentile(sorted, 99)),
          activeAfter: Number(active.n),
          totalBookingsAfter: after.totalBookings,
          load,
        });
        figureRounds.push(figures);
      }
      await settle(db);
      options.log("  the server sends the door event's reminders");
      duringSweep = await sweepInServer(db, seeded, get(myBookingsUrl, family), names.myBookings);
    } finally {
      await server.stop();
    }
    options.log('  reminder sweep');
    // One sweep: its figure is already the mean of 2,000 reminders, and a sweep takes minutes on a busy machine.
    const reminders = await reminderRounds(db, dialect, options.dataDir, seeded, 1, tokens);
    return {
      database: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      seedSeconds,
      counts,
      answers,
      figures: medianOfTimed(figureRounds),
      duringSweep,
      listQuery,
      contention,
      reminders,
      plans,
      load: { before: loadBefore, after: load1() },
    };
  } finally {
    await db.destroy();
  }
}

/** eventsBeyondBench on SQLite, then on a throw-away PostgreSQL database when one answers. */
export async function eventsBeyondOnBothDatabases(options: {
  workDir: string;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<EventsBeyondBench[]> {
  const { workDir, log, ...common } = options;
  return onBothDatabases(
    { workDir, name: 'events beyond ticketing', folder: 'events', ports: [3411, 3412], log },
    (target) => eventsBeyondBench({ ...common, log, ...target }),
  );
}
