import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RETENTION, type AuditAction } from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { nextDailyRun } from '../src/jobs/job-runner.ts';
import { EMAIL_JOB } from '../src/mail/outbox.ts';
import { newId } from '../src/lib/ids.ts';
import { purgeByRetention, RETENTION_JOB } from '../src/privacy/retention-job.ts';
import { waitFor } from './helpers/smtp.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the daily run time', () => {
  const at = { hourUtc: 21, minuteUtc: 30 };
  it('is the next 21:30 UTC (03:00 in India) after now, never now itself', () => {
    const next = (now: string) => new Date(nextDailyRun(Date.parse(now), at)).toISOString();
    expect(next('2026-11-25T02:00:00.000Z')).toBe('2026-11-25T21:30:00.000Z');
    expect(next('2026-11-25T21:30:00.000Z')).toBe('2026-11-26T21:30:00.000Z');
    expect(next('2026-12-31T22:00:00.000Z')).toBe('2027-01-01T21:30:00.000Z');
  });
});

describe(`retention on ${testDialect}`, () => {
  let t: TestApp;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const yearsAgo = (years: number, extraDays = 0) => {
    const at = new Date(now);
    at.setUTCFullYear(at.getUTCFullYear() - years);
    return new Date(at.getTime() - extraDays * DAY_MS).toISOString();
  };

  async function resetCode(email: string, expiresAt: string) {
    await t.app.db
      .insertInto('passwordResets')
      .values({ email, codeHash: 'x', expiresAt, attempts: 0, sentAt: expiresAt, usedAt: null })
      .execute();
  }
  async function job(name: string, kind: string, state: 'done' | 'failed' | 'pending', finishedAt: string | null) {
    await t.app.db
      .insertInto('jobs')
      .values({
        id: newId(),
        kind,
        payload: JSON.stringify({ to: `${name}@example.com`, subject: name }),
        state,
        attempts: 1,
        maxAttempts: 12,
        runAt: finishedAt ?? ago(400),
        createdAt: finishedAt ?? ago(400),
        finishedAt,
        dedupeKey: name,
      })
      .execute();
  }
  async function entry(name: string, action: AuditAction, at: string) {
    await t.app.db
      .insertInto('auditLog')
      .values({
        id: newId(),
        at,
        actorRole: 'admin',
        actorId: 'retention-test',
        actorLabel: 'retention-test@test.academy',
        ip: '203.0.113.9',
        action,
        subjectKind: 'test',
        subjectId: name,
        before: null,
        after: null,
      })
      .execute();
  }

  async function lead(name: string, updatedAt: string) {
    await t.app.db
      .insertInto('leads')
      .values({
        id: newId(),
        name,
        mobileNumber: '9822012345',
        studentAge: 9,
        batchId: null,
        message: null,
        state: 'lost',
        note: null,
        language: 'en',
        contactConsentAt: updatedAt,
        fighterId: null,
        accountId: null,
        inviteToken: newId(),
        createdAt: updatedAt,
        updatedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('deletes what is past its period and keeps what is younger, and what admins changed for 8 years', async () => {
    await resetCode('expired-2-days@test.academy', ago(2));
    await resetCode('expired-12-hours@test.academy', ago(0.5));
    await resetCode('live@test.academy', ago(-0.01));

    await job('sent-31-days', EMAIL_JOB, 'done', ago(RETENTION.sentEmailDays + 1));
    await job('sent-29-days', EMAIL_JOB, 'done', ago(RETENTION.sentEmailDays - 1));
    await job('failed-91-days', EMAIL_JOB, 'failed', ago(RETENTION.failedEmailDays + 1));
    await job('failed-89-days', EMAIL_JOB, 'failed', ago(RETENTION.failedEmailDays - 1));
    await job('pending-email', EMAIL_JOB, 'pending', null);
    await job('image-done-15-days', 'image.delete', 'done', ago(15));
    await job('image-done-13-days', 'image.delete', 'done', ago(13));

    await entry('login-181-days', 'fighter.login', ago(RETENTION.securityEventDays + 1));
    await entry('failed-admin-login-200-days', 'admin.loginFailed', ago(200));
    await entry('reset-181-days', 'fighter.reset', ago(181));
    await entry('revocation-181-days', 'session.revokeAll', ago(181));
    await entry('login-179-days', 'fighter.login', ago(RETENTION.securityEventDays - 1));
    await entry('event-update-200-days', 'event.update', ago(200));
    await entry('booking-7-years', 'booking.create', yearsAgo(7));
    await entry('gallery-delete-8-years-less-a-day', 'gallery.delete', yearsAgo(RETENTION.auditRecordYears, -1));
    await entry('event-delete-8-years-and-a-day', 'event.delete', yearsAgo(RETENTION.auditRecordYears, 1));

    await lead('enquiry-366-days', ago(RETENTION.trialEnquiryDays + 1));
    await lead('enquiry-364-days', ago(RETENTION.trialEnquiryDays - 1));

    const counts = await purgeByRetention(t.app.db, now);
    const leads = await t.app.db.selectFrom('leads').select('name').execute();
    expect(leads.map((row) => row.name)).toEqual(['enquiry-364-days']);
    expect(counts).toEqual({
      resetCodes: 1,
      trialEnquiries: 1,
      emails: 2,
      otherJobs: 1,
      securityEvents: 4,
      auditRecords: 1,
      attendanceMarkIds: 0,
    });

    const codes = await t.app.db.selectFrom('passwordResets').select('email').orderBy('email').execute();
    expect(codes.map((row) => row.email)).toEqual(['expired-12-hours@test.academy', 'live@test.academy']);
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select('dedupeKey')
      .where('kind', 'in', [EMAIL_JOB, 'image.delete'])
      .orderBy('dedupeKey')
      .execute();
    expect(jobs.map((row) => row.dedupeKey)).toEqual([
      'failed-89-days',
      'image-done-13-days',
      'pending-email',
      'sent-29-days',
    ]);
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select('subjectId')
      .where('actorId', '=', 'retention-test')
      .orderBy('subjectId')
      .execute();
    expect(entries.map((row) => row.subjectId)).toEqual([
      'booking-7-years',
      'event-update-200-days',
      'gallery-delete-8-years-less-a-day',
      'login-179-days',
    ]);

    // The run says what it deleted, in the log it deleted from.
    const run = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'retention.purge')
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ actorRole: 'system', actorLabel: 'retention job', subjectKind: 'retention' });
    expect(JSON.parse(run.after!)).toEqual(counts);

    // A second run the same day finds nothing more.
    expect(await purgeByRetention(t.app.db, now)).toEqual({
      resetCodes: 0,
      trialEnquiries: 0,
      emails: 0,
      otherJobs: 0,
      securityEvents: 0,
      auditRecords: 0,
      attendanceMarkIds: 0,
    });
  });
});

describe(`the daily retention run with two servers on one ${testDialect} database`, () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp(t.config, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const runs = () => t.app.db.selectFrom('jobs').selectAll().where('kind', '=', RETENTION_JOB).execute();
  const purgeEntries = () =>
    t.app.db.selectFrom('auditLog').select('id').where('action', '=', 'retention.purge').execute();

  it('is one row per day, which exactly one of them runs', async () => {
    // Both servers proposed the next run at start; the key keeps one.
    await waitFor('the proposed run', async () => (await runs()).length === 1, 5000);
    const next = new Date(nextDailyRun(Date.now(), { hourUtc: 21, minuteUtc: 30 })).toISOString();
    const [proposed] = await runs();
    expect(proposed).toMatchObject({ state: 'pending', runAt: next, dedupeKey: `${RETENTION_JOB}@${next}` });

    const oldLogin = newId();
    await t.app.db
      .insertInto('auditLog')
      .values({
        id: oldLogin,
        at: new Date(Date.now() - 200 * DAY_MS).toISOString(),
        actorRole: 'fighter',
        actorId: null,
        actorLabel: 'old@test.academy',
        ip: null,
        action: 'fighter.login',
        subjectKind: 'fighter',
        subjectId: null,
        before: null,
        after: null,
      })
      .execute();
    const before = (await purgeEntries()).length;

    // Its time comes for both at once.
    await t.app.db
      .updateTable('jobs')
      .set({ runAt: new Date().toISOString() })
      .where('id', '=', proposed!.id)
      .execute();
    t.app.jobs.wake();
    second.jobs.wake();
    await waitFor('the run', async () => (await runs())[0]?.state === 'done', 10_000);
    // Ten more polls of each server: nobody runs it again.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const after = await runs();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ state: 'done', attempts: 1 });
    expect((await purgeEntries()).length).toBe(before + 1);
    const gone = await t.app.db.selectFrom('auditLog').select('id').where('id', '=', oldLogin).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
