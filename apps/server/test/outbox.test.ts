import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { EMAIL_JOB } from '../src/mail/outbox.ts';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { reservedPort } from './helpers/ports.ts';
import { startSmtp, waitFor, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** Issue 10: every email leaves through the durable outbox (jobs table), with retries, to a real SMTP server. */
describe(`durable email outbox on ${testDialect}`, () => {
  let smtp: TestSmtp | null = null;
  let t: TestApp;
  let admin: string;
  let eventId: string;
  let port: number;

  beforeAll(async () => {
    port = await reservedPort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    admin = await adminToken(t.app);
    eventId = (await createEventViaApi(t.app, admin, { eventDateTime: fromNow(5 * DAY_MS), totalSeats: 500 }))._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const book = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/Bookings/BookEvent', payload: bookingPayload(eventId, { email }) });
  const outbox = async (status?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/GetEmailOutbox',
      query: status ? { status } : {},
      headers: { 'x-auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const emailJobs = () => t.app.db.selectFrom('jobs').selectAll().where('kind', '=', EMAIL_JOB).execute();
  const receivedBy = (to: string) => smtp?.received.filter((m) => m.to.includes(to)) ?? [];

  it('keeps a booking confirmation while SMTP is down and delivers it once SMTP is back', async () => {
    const res = await book('down@example.com');
    expect(res.statusCode).toBe(200);

    const waiting = await waitFor('a failed try', async () => {
      const body = await outbox('pending');
      return body.emails.find((e: { to: string; attempts: number }) => e.to === 'down@example.com' && e.attempts >= 1);
    });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt).not.toBeNull();

    smtp = await startSmtp(port);
    const [mail] = await waitFor(
      'delivery after SMTP returned',
      () => receivedBy('down@example.com').length > 0 && receivedBy('down@example.com'),
    );
    expect(mail!.raw).toContain('Subject: Booking confirmed');
    expect(mail!.raw).toMatch(/^Message-ID: <[\w-]+@kaizenkarate\.in>$/im);
    const sent = await waitFor('the sent state', async () =>
      (await outbox('sent')).emails.find((e: { to: string }) => e.to === 'down@example.com'),
    );
    expect(sent.sentAt).not.toBeNull();
  });

  it('keeps only the address and subject of a sent email, never its body', async () => {
    const a = await signUpAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/Fighters/FighterForgotPassword', payload: { email: a.email } });
    await waitFor('the reset email', () => receivedBy(a.email).length > 0);
    const job = await waitFor('the job marked done', async () =>
      (await emailJobs()).find((j) => j.state === 'done' && j.payload.includes(a.email)),
    );
    expect(JSON.parse(job.payload)).toEqual({ to: a.email, subject: 'Your Kaizen Karate Academy password reset code' });
  });

  it('gives up at once on a permanent refusal, shows it to the admin, and sends it again on request', async () => {
    smtp!.refuseWith(550);
    expect((await book('refused@example.com')).statusCode).toBe(200);
    const failed = await waitFor('the failed state', async () =>
      (await outbox('failed')).emails.find((e: { to: string }) => e.to === 'refused@example.com'),
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550|Mailbox unavailable/);
    expect((await outbox()).counts.failed).toBeGreaterThanOrEqual(1);

    smtp!.refuseWith(null);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/RetryEmail/${failed.id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(retry.json()).toEqual({ status: 1, message: 'The email will be sent again shortly.' });
    await waitFor('delivery after the retry', () => receivedBy('refused@example.com').length === 1);

    await waitFor('sent', async () => (await outbox('sent')).emails.some((e: { id: string }) => e.id === failed.id));
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/RetryEmail/${failed.id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(again.statusCode).toBe(409);
  });

  it('queues nothing for a refused booking: the email lives and dies with its transaction', async () => {
    expect((await book('twice@example.com')).statusCode).toBe(200);
    expect((await book('twice@example.com')).statusCode).toBe(409);
    const jobs = (await emailJobs()).filter((j) => j.payload.includes('twice@example.com'));
    expect(jobs).toHaveLength(1);
  });

  it('takes back at once the emails a dead process of this machine held, not those of a live or remote one', async () => {
    // Added and marked held in one transaction: a pending job, even for a moment, is this test app's runner's to send.
    const held = (to: string, worker: string) =>
      t.app.db.transaction().execute(async (trx) => {
        const id = await t.app.jobs.enqueue(trx, EMAIL_JOB, { to, subject: 'Held', text: 'x', html: '<p>x</p>' });
        await trx
          .updateTable('jobs')
          .set({ state: 'running', lockedBy: worker, lockedUntil: fromNow(DAY_MS) })
          .where('id', '=', id)
          .execute();
      });
    // No process has pid 2^22 + 1 (above Linux's pidMax), so its holder is dead.
    await held('orphan@example.com', `${hostname()}:4194305:deadbeef`);
    await held('remote@example.com', 'another-machine:4194305:deadbeef');
    await held('alive@example.com', `${hostname()}:${process.pid}:cafebabe`);
    const restarted: FastifyInstance = await buildApp(t.config, { logger: false });
    await restarted.ready();
    try {
      await waitFor('the orphaned email', () => receivedBy('orphan@example.com').length === 1, 5000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receivedBy('remote@example.com')).toHaveLength(0);
      expect(receivedBy('alive@example.com')).toHaveLength(0);
    } finally {
      await restarted.close();
    }
  });

  it('two servers on one database send each email exactly once', async () => {
    const second: FastifyInstance = await buildApp(t.config, { logger: false });
    await second.ready();
    try {
      const emails = Array.from({ length: 30 }, (_, i) => `shared-${i}@example.com`);
      const replies = await Promise.all(emails.map((email) => book(email)));
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      await waitFor('all 30 deliveries', () => emails.every((email) => receivedBy(email).length > 0), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(emails.map((email) => receivedBy(email).length)).toEqual(emails.map(() => 1));
    } finally {
      await second.close();
    }
  });
});
