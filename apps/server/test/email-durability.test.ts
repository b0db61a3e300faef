import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedPort } from './helpers/ports.ts';
import { startSmtp, waitFor, type TestSmtp } from './helpers/smtp.ts';
import { testDialect } from './helpers/test-dialect.ts';
import {
  bookingBody,
  createEvent,
  postJson,
  startServer,
  throwAwayStore,
  type ThrowAwayStore,
} from './helpers/server-process.ts';

const ADMIN = { email: 'mail-admin@test.academy', password: 'mail-admin-password' };

/**
 * Issue 10: an acknowledged booking's email survives the server being killed while SMTP is down, and an email
 * that SMTP accepted is not sent again after the server is killed and restarted.
 */
describe(`email survives crashes on ${testDialect}`, () => {
  let store: ThrowAwayStore;
  let smtp: TestSmtp | null = null;
  let smtpPort: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    store = await throwAwayStore('mail');
    smtpPort = await reservedPort();
    env = {
      ...store.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOB_POLL_MS: '50',
      JOB_RETRY_BASE_MS: '200',
    };
  });
  afterAll(async () => {
    await smtp?.close();
    await store.drop();
  });

  const receivedBy = (to: string) => smtp?.received.filter((m) => m.to.includes(to)).length ?? 0;

  it(
    'delivers after a SIGKILL what was acknowledged while SMTP was down, and never twice',
    { timeout: 60_000 },
    async () => {
      let server = await startServer(env);
      const admin = String((await postJson(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
      const eventId = await createEvent(server.url, admin, 'Mail Cup');
      const emails = ['kept-1@example.com', 'kept-2@example.com', 'kept-3@example.com'];
      for (const email of emails) {
        expect((await postJson(`${server.url}/api/Bookings/BookEvent`, bookingBody(eventId, email))).status).toBe(200);
      }
      await server.stop('SIGKILL');

      smtp = await startSmtp(smtpPort);
      server = await startServer(env);
      try {
        await waitFor('the three confirmations', () => emails.every((email) => receivedBy(email) === 1), 15_000);

        // Once SMTP has accepted them and the server has recorded it, a crash and restart sends nothing again.
        const token = String((await postJson(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
        await waitFor('all recorded as sent', async () => {
          const res = await fetch(`${server.url}/api/Admin/GetEmailOutbox`, { headers: { 'x-auth-token': token } });
          const body = (await res.json()) as { counts: { sent: number; pending: number; sending: number } };
          return body.counts.sent === 3 && body.counts.pending === 0 && body.counts.sending === 0;
        });
        await server.stop('SIGKILL');
        server = await startServer(env);
        await new Promise((r) => setTimeout(r, 1500));
        expect(emails.map(receivedBy)).toEqual([1, 1, 1]);
      } finally {
        await server.stop();
      }
    },
  );
});
