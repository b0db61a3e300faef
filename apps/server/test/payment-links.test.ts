import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReplySchema, endpointUrl, ENDPOINTS, type PaymentSettingsFields } from '@academy/contract';
import * as paymentLinkSecret from '../src/db/migrations/016-payment-link-secret.ts';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { multipartFile, signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { mailBodies } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const SETTINGS: PaymentSettingsFields = {
  upiId: 'kaizen.karate@okhdfcbank',
  payeeName: 'Kaizen Karate Academy',
  academyDetails: '',
  receiptPrefix: 'KKA',
  feeDueDay: 10,
  holdMinutes: 30,
  statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
};

/** The header a payer's page sends the link's secret in (never the address, so no log or Referer carries it). */
const SECRET_HEADER = 'x-payment-secret';

let utrCounter = 200000;
const nextUtr = () => `${testDialect === 'postgres' ? '9' : '8'}${String(Date.now()).slice(-5)}${String(++utrCounter)}`;

/**
 * A payment used to be readable, payable and its receipt downloadable by anyone holding its id, which travels in
 * pages, lists and logs. Now the id alone opens nothing: the payer's link carries a secret of its own.
 */
describe(`a payment's link on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let eventId: string;
  const logLines: string[] = [];
  const as = (token: string) => ({ 'x-auth-token': token });
  const withSecret = (secret: string) => ({ [SECRET_HEADER]: secret });

  beforeAll(async () => {
    const log = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ PUBLIC_URL: 'https://academy.test' }, { log });
    admin = await adminToken(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SavePaymentSettings.path,
      headers: as(admin),
      payload: SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await createEventViaApi(t.app, admin, {
      totalSeats: 50,
      entryFee: 400,
      eventDateTime: fromNow(12 * DAY_MS),
    });
    eventId = event._id;
  });
  afterAll(() => t?.close());

  async function book(email: string, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: token ? as(token) : {},
      payload: bookingPayload(eventId, { email, fighterName: `Attendee ${email.split('@')[0]}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = bookingReplySchema.parse(res.json()).payment!;
    return { id: payment.paymentId, secret: payment.linkSecret! };
  }

  const getPayment = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetPayment, { id }), headers });
  const submitUtr = (id: string, headers: Record<string, string> = {}, utr = nextUtr()) =>
    t.app.inject({ method: 'POST', url: endpointUrl(ENDPOINTS.SubmitUtr, { id }), headers, payload: { utr } });
  const getReceipt = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetReceipt, { id }), headers });
  async function uploadScreenshot(id: string, headers: Record<string, string> = {}) {
    const upload = multipartFile('screenshot', {
      filename: 'gpay.png',
      contentType: 'image/png',
      content: await pngImage(),
    });
    return t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UploadPaymentScreenshot, { id }),
      ...upload,
      headers: { ...upload.headers, ...headers },
    });
  }
  const renew = (id: string, token = admin) =>
    t.app.inject({ method: 'POST', url: endpointUrl(ENDPOINTS.RenewPaymentLink, { id }), headers: as(token) });

  it('opens nothing with the id alone: not the payment, its UTR, its screenshot nor its receipt', async () => {
    const { id, secret } = await book('id-only@example.com');
    for (const res of [await getPayment(id), await submitUtr(id), await uploadScreenshot(id)]) {
      expect(res.statusCode, res.body).toBe(404);
      // The same answer as a payment that does not exist: the id's existence is not confirmed.
      expect(res.json()).toEqual((await getPayment('00000000-0000-4000-8000-000000000000')).json());
    }
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = withSecret(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`);
    expect((await getPayment(id, wrong)).statusCode).toBe(404);
    expect((await submitUtr(id, wrong)).statusCode).toBe(404);
    // Another payment's secret opens only that payment.
    const other = await book('someone-else@example.com');
    expect((await getPayment(id, withSecret(other.secret))).statusCode).toBe(404);

    const shown = await getPayment(id, withSecret(secret));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().payment).toMatchObject({ id, payerEmail: 'id-only@example.com', state: 'pending' });
    expect((await submitUtr(id, withSecret(secret))).statusCode).toBe(200);
    expect((await uploadScreenshot(id, withSecret(secret))).statusCode).toBe(200);

    const paid = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.DecidePayment, { id }),
      headers: as(admin),
      payload: { decision: 'paid', note: '' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await getReceipt(id)).statusCode).toBe(404);
    expect((await getReceipt(id, wrong)).statusCode).toBe(404);
    const pdf = await getReceipt(id, withSecret(secret));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getReceipt(id, as(admin))).statusCode).toBe(200);
  });

  it("lets the family's own login and the admin reach it by id, and no other account", async () => {
    const family = await signUpAndLogin(t.app);
    const stranger = await signUpAndLogin(t.app);
    const { id } = await book(family.email, family.token);
    expect((await getPayment(id, as(family.token))).statusCode).toBe(200);
    expect((await getPayment(id, as(admin))).statusCode).toBe(200);
    expect((await getPayment(id, as(stranger.token))).statusCode).toBe(404);
    expect((await submitUtr(id, as(stranger.token))).statusCode).toBe(404);
    expect((await submitUtr(id, as(family.token))).statusCode).toBe(200);
  });

  it('renews a link on the admin’s word: the old secret stops, the new one works, and it is audited', async () => {
    const { id, secret } = await book('renewed@example.com');
    const family = await signUpAndLogin(t.app);
    expect((await renew(id, family.token)).statusCode).toBe(403);
    const renewed = await renew(id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().linkSecret as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(secret);
    expect((await getPayment(id, withSecret(secret))).statusCode).toBe(404);
    expect((await getPayment(id, withSecret(fresh))).statusCode).toBe(200);
    expect((await renew('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const log = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.GetAuditLog.path}?person=${id}`,
      headers: as(admin),
    });
    const entries = log.json().entries as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action)).toContain('payment.renewLink');
    // Neither secret is written in the audit log.
    expect(JSON.stringify(entries)).not.toContain(fresh);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('renews the link when the admin rejects a transfer: the email links to the new payment with its own secret', async () => {
    const { id, secret } = await book('rejected-link@example.com');
    expect((await submitUtr(id, withSecret(secret))).statusCode).toBe(200);
    const rejected = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.DecidePayment, { id }),
      headers: as(admin),
      payload: { decision: 'rejected', note: 'No such credit' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await getPayment(id, withSecret(secret))).statusCode).toBe(404);
    const mails = await waitForOutbox(t.config.outboxDir, 'rejected-link@example.com', 2);
    const rejection = mails.map((mail) => mailBodies(mail).text).find((text) => text.includes('No such credit'))!;
    const [, againId, againSecret] = /https:\/\/academy\.test\/pay\/([0-9a-f-]{36})#secret=([A-Za-z0-9_-]{43})/.exec(
      rejection,
    )!;
    expect(againId).not.toBe(id);
    const again = await getPayment(againId!, withSecret(againSecret!));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.state).toBe('pending');
  });

  it('carries the secret in the emailed link but never in a logged address', async () => {
    const { id, secret } = await book('logged@example.com');
    const [confirmation] = await waitForOutbox(t.config.outboxDir, 'logged@example.com', 1);
    expect(mailBodies(confirmation!).text).toContain(`https://academy.test/pay/${id}#secret=${secret}`);
    // The payer's page: the address holds the id; the secret goes in a header, which the request log leaves out.
    expect((await getPayment(id, withSecret(secret))).statusCode).toBe(200);
    expect((await submitUtr(id, withSecret(secret))).statusCode).toBe(200);
    const logged = logLines.join('');
    expect(logged).toContain(`/api/Payments/GetPayment/${id}`);
    expect(logged).not.toContain(secret);
    // Nor is its hash kept anywhere but the payment's row: the database holds no secret in the clear.
    const row = await t.app.db
      .selectFrom('payments')
      .select('linkSecretHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.linkSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.linkSecretHash).not.toContain(secret);
  });
});

describe(`migration 016 on ${testDialect}`, () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('gives every payment made before it a secret nobody is told: the old link opens nothing, a login still does', async () => {
    t = await createTestApp();
    const admin = await adminToken(t.app);
    await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SavePaymentSettings.path,
      headers: { 'x-auth-token': admin },
      payload: SETTINGS,
    });
    const event = await createEventViaApi(t.app, admin, { entryFee: 250, eventDateTime: fromNow(9 * DAY_MS) });
    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      payload: bookingPayload(event._id, { email: 'before@example.com' }),
    });
    const { paymentId, linkSecret } = bookingReplySchema.parse(booked.json()).payment!;
    // The database as it was before links had secrets, then migrated.
    // Migrations are written against the untyped database, as the migrator runs them.
    const raw = t.app.db.withoutPlugins() as unknown as Kysely<unknown>;
    await paymentLinkSecret.down(raw);
    await paymentLinkSecret.up(raw);

    const row = await t.app.db
      .selectFrom('payments')
      .select('linkSecretHash')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.linkSecretHash).toMatch(/^[0-9a-f]{64}$/);
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetPayment, { id: paymentId }), headers });
    expect((await read({})).statusCode).toBe(404);
    expect((await read({ [SECRET_HEADER]: linkSecret! })).statusCode).toBe(404);
    expect((await read({ 'x-auth-token': admin })).statusCode).toBe(200);
  });
});
