import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Dialect } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { retryDelayMs } from './backoff.ts';
import {
  claimDueJobs,
  completeJob,
  insertJobs,
  insertJobOnce,
  nextPendingRunAt,
  releaseFailedJob,
  releaseJobsOf,
  renewLeases,
  runningJobWorkers,
  type JobRow,
} from './queries.ts';

export interface JobKind<P> {
  /** Does the work; a thrown error means "try again later" unless `isPermanent` says it never will succeed. */
  handle: (payload: P, job: { id: string; attempt: number }) => Promise<void>;
  maxAttempts: number;
  /** What to keep of the payload once done (drop secrets such as a reset code); the whole payload by default. */
  keepWhenDone?: (payload: P) => unknown;
  isPermanent?: (error: unknown) => boolean;
}

/** A time of day in UTC (the academy's 03:00 in India is 21:30 UTC). */
export interface DailyTime {
  hourUtc: number;
  minuteUtc: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant after `now` at the given time of day. */
export function nextDailyRun(now: number, at: DailyTime): number {
  const day = new Date(now);
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), at.hourUtc, at.minuteUtc);
  return today > now ? today : today + DAY_MS;
}

export interface JobRunnerOptions {
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  /** How often the runner looks for due jobs. */
  pollMs: number;
  /** The first retry's delay; later ones double (see backoff.ts). */
  retryBaseMs: number;
  /**
   * How long a claim holds without renewal. A server renews the claims of the jobs in hand three times per lease,
   * so only a server that died (or lost the database for a whole lease) lets its jobs go to another.
   */
  leaseMs: number;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const BATCH = 10;

/**
 * The one durable runner for work done later or elsewhere (email now; reminders, monthly fees and seat holds
 * later). Work is a row in `jobs`, written in the transaction of whatever caused it, so it exists exactly when
 * that commit does; the runner claims due rows, runs them, and records the outcome, retrying with backoff.
 * Several servers can share one PostgreSQL: claims skip rows another server holds (see claimDueJobs).
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly worker = `${hostname()}:${process.pid}:${newId().slice(-8)}`;
  private recovered = false;
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<void> | null = null;
  private stopping = false;
  /** Each recurring kind's next run after a given instant, and the run this server last proposed (ms; 0 before the first). */
  private readonly recurring = new Map<string, { next: (now: number) => number; proposed: number }>();
  /** Outcomes the database did not take (it was away); written before any new claim. */
  private unsaved: (() => Promise<void>)[] = [];
  private lastClaimError = 0;
  /** While jobs run and nothing more was due: looks again at once (wake()). */
  private nudge: (() => void) | null = null;

  constructor(private readonly options: JobRunnerOptions) {}

  register<P>(kind: string, definition: JobKind<P>): void {
    this.kinds.set(kind, definition as JobKind<never>);
  }

  /**
   * A kind that runs once a day per site, at `at`, however many servers share the database. Each server proposes
   * the next run as a row keyed by kind and instant, and the key is unique, so there is one row per run, which
   * one server claims like any job. A run missed while every server was down happens when one starts again.
   */
  registerDaily(kind: string, definition: JobKind<Record<string, never>>, at: DailyTime): void {
    this.registerRecurring(kind, definition, (now) => nextDailyRun(now, at));
  }

  /**
   * A kind that runs every `everyMs` per site (at whole multiples of it since the epoch), however many servers share
   * the database, in the same way as a daily one.
   */
  registerEvery(kind: string, definition: JobKind<Record<string, never>>, everyMs: number): void {
    this.registerRecurring(kind, definition, (now) => (Math.floor(now / everyMs) + 1) * everyMs);
  }

  private registerRecurring(kind: string, definition: JobKind<Record<string, never>>, next: (now: number) => number) {
    this.register(kind, definition);
    this.recurring.set(kind, { next, proposed: 0 });
  }

  /** Adds a job; pass the transaction of the work that causes it. */
  async enqueue(
    db: DbOrTx,
    kind: string,
    payload: unknown,
    options: { runAt?: string; dedupeKey?: string } = {},
  ): Promise<string> {
    const [id] = await this.enqueueMany(db, kind, [{ payload, ...options }]);
    return id!;
  }

  /** Adds jobs of one kind in as few statements as it can (a fee day's thousand messages); answers their ids. */
  async enqueueMany(
    db: DbOrTx,
    kind: string,
    jobs: { payload: unknown; runAt?: string; dedupeKey?: string }[],
  ): Promise<string[]> {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`no job kind "${kind}" is registered`);
    const now = nowIso();
    const rows = jobs.map((job) => ({
      id: newId(),
      kind,
      payload: job.payload,
      maxAttempts: definition.maxAttempts,
      runAt: job.runAt ?? now,
      dedupeKey: job.dedupeKey ?? null,
      createdAt: now,
    }));
    await insertJobs(db, rows);
    return rows.map((row) => row.id);
  }

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Looks for due work now instead of at the next poll (after a commit that added some). */
  wake(): void {
    if (this.stopping) return;
    if (this.nudge) this.nudge();
    else if (!this.tick) this.schedule(0);
  }

  /** Stops claiming and waits for the jobs in hand, so none is left half done by a graceful stop. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
    await this.saveOutcomes();
  }

  /**
   * Runs due jobs, up to BATCH at once, until none is due and none is running (or the runner is stopping). More are
   * claimed whenever half a batch is free, not once the whole batch is done: a long job (a fee day's queueing, tens
   * of seconds on a busy PostgreSQL) holds its own place only, and what falls due meanwhile (an email) still goes.
   */
  private async runDue(): Promise<void> {
    const running = new Set<Promise<void>>();
    const renewal = setInterval(() => void this.renewLeases(), this.options.leaseMs / 3);
    try {
      for (;;) {
        const free = BATCH - running.size;
        let claimedAll = false;
        if (!this.stopping && free >= BATCH / 2) {
          const jobs = await this.claim(free);
          for (const job of jobs) {
            const done: Promise<void> = this.run(job).finally(() => running.delete(done));
            running.add(done);
          }
          claimedAll = jobs.length === free;
        }
        if (running.size === 0) return;
        // Room again when one finishes; while nothing more was due, also look again when the next job falls due (at
        // the latest at the next poll) or at a wake().
        let timer: NodeJS.Timeout | undefined;
        const wait = claimedAll ? 0 : await this.untilNextDue();
        const later = claimedAll
          ? []
          : [
              new Promise<void>((resolve) => {
                timer = setTimeout(resolve, wait);
                this.nudge = resolve;
              }),
            ];
        await Promise.race([...running, ...later]);
        clearTimeout(timer);
        this.nudge = null;
      }
    } finally {
      await Promise.all(running);
      clearInterval(renewal);
    }
  }

  private schedule(delayMs: number) {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick = this.poll().then((next) => {
        this.tick = null;
        this.schedule(next);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Runs what is due; answers how long to wait before looking again. */
  private async poll(): Promise<number> {
    try {
      if (!this.recovered) await this.recoverJobsOfDeadProcesses();
      await this.saveOutcomes();
      await this.proposeRecurringRuns();
      await this.runDue();
      return await this.untilNextDue();
    } catch (error) {
      // The database is away; the jobs wait in it. Say so once a minute, not at every poll.
      if (Date.now() - this.lastClaimError > 60_000) {
        this.lastClaimError = Date.now();
        this.options.log.warn({ err: error }, 'job runner cannot reach the database; will keep trying');
      }
      return this.options.pollMs;
    }
  }

  /**
   * How long until the next pending job falls due, at most a poll: a fee day's messages, due one rate slot apart,
   * are each taken at their slot rather than a poll's worth at a time.
   */
  private async untilNextDue(): Promise<number> {
    const next = await nextPendingRunAt(this.options.db, [...this.kinds.keys()]);
    if (next === null) return this.options.pollMs;
    return Math.min(this.options.pollMs, Math.max(0, Date.parse(next) - Date.now()));
  }

  /**
   * A server killed mid-job (SIGKILL, power loss) leaves its jobs running until their lease ends. When it starts
   * again on the same machine, it takes back at once the jobs of processes of this machine that no longer exist,
   * rather than making a confirmation wait two minutes. Another machine's jobs wait for their lease.
   */
  private async recoverJobsOfDeadProcesses(): Promise<void> {
    const prefix = `${hostname()}:`;
    for (const worker of await runningJobWorkers(this.options.db, prefix)) {
      const pid = Number(worker.slice(prefix.length).split(':')[0]);
      if (!Number.isInteger(pid) || pid === process.pid || processExists(pid)) continue;
      const released = await releaseJobsOf(this.options.db, worker);
      if (released > 0) this.options.log.info({ worker, released }, 'took back the jobs of a process that died');
    }
    this.recovered = true;
  }

  /**
   * Takes up to `limit` due jobs, oldest first, but no more than half of them from the kinds at the head of the
   * line while jobs of other kinds are due: a backlog of one kind (a fee day's thousand messages, each due at its
   * slot of the provider's rate and sent no faster) would otherwise hold every later job, a password reset's email
   * included, until it had all gone.
   */
  private async claim(limit: number): Promise<JobRow[]> {
    const now = Date.now();
    const claim = (kinds: string[], limit: number) =>
      claimDueJobs(this.options.db, {
        dialect: this.options.dialect,
        kinds,
        now: new Date(now).toISOString(),
        lockedUntil: new Date(now + this.options.leaseMs).toISOString(),
        worker: this.worker,
        limit,
      });
    const all = [...this.kinds.keys()];
    const half = Math.ceil(limit / 2);
    const head = await claim(all, half);
    if (head.length < half) return head;
    const taken = new Set(head.map((job) => job.kind));
    const others = await claim(
      all.filter((kind) => !taken.has(kind)),
      limit - half,
    );
    const rest = others.length < limit - half ? await claim(all, limit - half - others.length) : [];
    return [...head, ...others, ...rest];
  }

  private async renewLeases(): Promise<void> {
    const lockedUntil = new Date(Date.now() + this.options.leaseMs).toISOString();
    try {
      await renewLeases(this.options.db, this.worker, lockedUntil);
    } catch (error) {
      // The next renewal tries again; a lease lost meanwhile means another server may repeat the job, as after a crash.
      this.options.log.warn({ err: error }, 'job leases not renewed; will retry');
    }
  }

  private async run(job: JobRow): Promise<void> {
    const definition = this.kinds.get(job.kind)!;
    const payload = JSON.parse(job.payload) as never;
    let outcome: () => Promise<void>;
    try {
      await definition.handle(payload, { id: job.id, attempt: job.attempts });
      const kept = definition.keepWhenDone ? definition.keepWhenDone(payload) : payload;
      outcome = () =>
        completeJob(this.options.db, { id: job.id, worker: this.worker, payload: kept, finishedAt: nowIso() });
    } catch (error) {
      const permanent = definition.isPermanent?.(error) ?? false;
      const giveUp = permanent || job.attempts >= job.maxAttempts;
      // A provider that said when to come back (HTTP 429's Retry-After) is taken at its word.
      const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
      const delay = typeof asked === 'number' ? asked : retryDelayMs(job.attempts, this.options.retryBaseMs);
      const runAt = giveUp ? null : new Date(Date.now() + delay).toISOString();
      const message = error instanceof Error ? error.message : String(error);
      this.options.log[giveUp ? 'error' : 'warn'](
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt: runAt },
        giveUp ? 'job failed for good' : 'job failed; will retry',
      );
      outcome = () =>
        releaseFailedJob(this.options.db, {
          id: job.id,
          worker: this.worker,
          error: message.slice(0, 1000),
          runAt,
          finishedAt: nowIso(),
        });
    }
    try {
      await outcome();
    } catch (error) {
      // Done but not recorded: keep trying to record it, or another server would repeat the work after the lease.
      this.options.log.warn({ err: error, jobId: job.id }, 'job outcome not saved yet; will retry');
      this.unsaved.push(outcome);
    }
  }

  private async saveOutcomes(): Promise<void> {
    while (this.unsaved.length > 0) {
      await this.unsaved[0]!();
      this.unsaved.shift();
    }
  }

  /** Once the run it proposed is due (or at start), a server proposes each recurring kind's next run. */
  private async proposeRecurringRuns(): Promise<void> {
    const now = Date.now();
    for (const [kind, slot] of this.recurring) {
      if (slot.proposed > now) continue;
      const next = slot.next(now);
      const runAt = new Date(next).toISOString();
      await insertJobOnce(this.options.db, {
        id: newId(),
        kind,
        payload: {},
        maxAttempts: this.kinds.get(kind)!.maxAttempts,
        runAt,
        dedupeKey: `${kind}@${runAt}`,
        createdAt: nowIso(),
      });
      slot.proposed = next;
    }
  }
}
