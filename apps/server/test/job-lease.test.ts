import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/job-runner.ts';
import { claimDueJobs } from '../src/jobs/queries.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { waitFor as waitUntil } from './helpers/smtp.ts';

// Renewed every third of it (167 ms): room for a busy CI machine's event loop.
const LEASE_MS = 500;
const silent = { child: () => silent, info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };

/** Two job runners on one database, as on two servers, with a short lease so a dead server's job is seen to move. */
describe(`job leases across servers on ${testDialect}`, () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  const runner = (pollMs = 25) => {
    const created = new JobRunner({
      db: t.app.db,
      dialect: t.app.dialect,
      log: silent as unknown as ConstructorParameters<typeof JobRunner>[0]['log'],
      pollMs,
      retryBaseMs: 100,
      leaseMs: LEASE_MS,
    });
    runners.push(created);
    return created;
  };
  const waitFor = async (done: () => boolean, timeoutMs: number) => {
    const started = Date.now();
    while (!done() && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t.close();
  });

  it('runs a job longer than its lease once: the server running it keeps renewing its claim', async () => {
    const runs: string[] = [];
    const [a, b] = [runner(), runner()];
    for (const [name, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r.register('test.slow', {
        maxAttempts: 3,
        handle: async () => {
          runs.push(name);
          await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
        },
      });
    }
    const id = await a.enqueue(t.app.db, 'test.slow', {});
    a.start();
    b.start();
    await waitFor(() => runs.length > 0, 2_000);
    // Three leases' time: without renewal the other runner would have taken it after the first.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 4));
    expect(runs).toHaveLength(1);
    const row = await t.app.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', attempts: 1 });
  });

  it('runs again, on another server, a job whose server died holding it, once its lease ran out', async () => {
    const survivor = runner();
    const ran: number[] = [];
    survivor.register('test.orphaned', { maxAttempts: 3, handle: async () => void ran.push(Date.now()) });
    const id = await survivor.enqueue(t.app.db, 'test.orphaned', {});
    // A server on another machine claims it and dies at once: nothing renews the claim.
    const claimedAt = Date.now();
    const [claimed] = await claimDueJobs(t.app.db, {
      dialect: t.app.dialect,
      kinds: ['test.orphaned'],
      now: new Date(claimedAt).toISOString(),
      lockedUntil: new Date(claimedAt + LEASE_MS).toISOString(),
      worker: 'another-machine:4242:deadbeef',
      limit: 1,
    });
    expect(claimed?.id).toBe(id);
    survivor.start();
    await waitFor(() => ran.length > 0, 3_000);
    expect(ran).toHaveLength(1);
    expect(ran[0]! - claimedAt).toBeGreaterThanOrEqual(LEASE_MS);
    // The runner records the outcome after the handler returns: on a loaded machine that write can come later than
    // the handler's own mark, so the row is read once it has left 'running'.
    const row = await waitUntil('the job to be finished', async () => {
      const job = await t.app.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return job.state !== 'running' && job;
    });
    expect(row).toEqual({ state: 'done', attempts: 2 });
  });
  it('runs a job at the moment it falls due, not at the next poll', async () => {
    const ran: number[] = [];
    const slow = runner(10_000);
    slow.register('test.later', { maxAttempts: 1, handle: async () => void ran.push(Date.now()) });
    const due = Date.now() + 400;
    await slow.enqueue(t.app.db, 'test.later', {}, { runAt: new Date(due).toISOString() });
    slow.start();
    await waitFor(() => ran.length > 0, 5_000);
    // A message due at its rate slot goes then: a poll of 10 s would have held it 10 s.
    expect(ran).toHaveLength(1);
    expect(ran[0]! - due).toBeGreaterThanOrEqual(0);
    expect(ran[0]! - due).toBeLessThan(2_000);
  });
});
