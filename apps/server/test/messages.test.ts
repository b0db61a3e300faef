import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  ENDPOINTS,
  endpointUrl,
  fillTemplate,
  messageConsentsReplySchema,
  messagesReplySchema,
  type MessageSettings,
} from '@academy/contract';
import { queueMessage, queueMessages } from '../src/messaging/message-queue.ts';
import { sendAbsenceAlerts } from '../src/modules/attendance/absence-alerts.ts';
import { sendResultMessages } from '../src/modules/tournaments/result-messages.ts';
import { sendTrialMessages } from '../src/modules/leads/trial-messages.ts';
import { finishedCategoryViaApi } from './helpers/tournament-fixtures.ts';
import { MESSAGE_DEFAULTS } from '../src/messaging/message-settings.ts';
import { raiseMonthlyFees, sendFeeReminders } from '../src/modules/payments/monthly-fees.ts';
import { adminToken } from './helpers/auth.ts';
import { closeClassDayViaApi, createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { outboxMessages, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { mailSubject } from './helpers/mail.ts';
import { monthStart, morningOf, savePaymentSettings } from './helpers/payment-fixtures.ts';
import { reservedPort } from './helpers/ports.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { unzip } from './helpers/zip.ts';
import { approvedWhatsAppTemplates, kindOn, registeredDltTemplates } from './stand-ins/academy-templates.ts';
import { startExotelStandIn, type ExotelStandIn } from './stand-ins/exotel-sms.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './stand-ins/whatsapp-cloud.ts';

const WA = {
  token: 'EAAG-test-token-0123456789abcdef',
  appSecret: 'app-secret-0123456789',
  verifyToken: 'verify-token-0123456789',
  phoneNumberId: '109876543210',
};
const EXOTEL = {
  sid: 'kaizen1',
  apiKey: 'key-0123456789',
  apiToken: 'token-0123456789',
  secret: 'sms-hook-0123456789',
};

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('WhatsApp and SMS messages (stand-ins of the Cloud API and Exotel)', () => {
  let t: TestApp;
  let whatsapp: WhatsAppStandIn;
  let exotel: ExotelStandIn;
  let admin: string;
  const webhook = { url: '' };

  beforeAll(async () => {
    const port = await reservedPort();
    webhook.url = `http://127.0.0.1:${port}/api/webhooks/whatsapp`;
    // The stand-in reads webhookUrl when it posts, so the app's address can be given once it is known.
    whatsapp = await startWhatsAppStandIn({
      accessToken: WA.token,
      appSecret: WA.appSecret,
      phoneNumberId: WA.phoneNumberId,
      templates: approvedWhatsAppTemplates(),
      webhookUrl: webhook.url,
    });
    exotel = await startExotelStandIn({
      accountSid: EXOTEL.sid,
      apiKey: EXOTEL.apiKey,
      apiToken: EXOTEL.apiToken,
      templates: registeredDltTemplates(),
      dltEntityId: '1101234567890123456',
      inboundUrl: `http://127.0.0.1:${port}/api/webhooks/sms/${EXOTEL.secret}/inbound`,
    });
    t = await createTestApp({
      PORT: String(port),
      HOST: '127.0.0.1',
      WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
      WHATSAPP_TOKEN: WA.token,
      WHATSAPP_APP_SECRET: WA.appSecret,
      WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
      EXOTEL_API_URL: exotel.url,
      EXOTEL_SID: EXOTEL.sid,
      EXOTEL_API_KEY: EXOTEL.apiKey,
      EXOTEL_API_TOKEN: EXOTEL.apiToken,
      SMS_SENDER_ID: 'KAIZEN',
      SMS_DLT_ENTITY_ID: '1101234567890123456',
      SMS_WEBHOOK_SECRET: EXOTEL.secret,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    admin = await adminToken(t.app);
    await savePaymentSettings(t.app, admin);
  });

  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await exotel?.close();
  });

  const as = (token: string) => ({ 'x-auth-token': token });

  async function saveSettings(change: (settings: MessageSettings) => MessageSettings) {
    const current = (
      await t.app.inject({ method: 'GET', url: ENDPOINTS.GetMessageSettings.path, headers: as(admin) })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SaveMessageSettings.path,
      headers: as(admin),
      payload: change(current.settings),
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function optIn(family: SignedUpFighter, channel: 'whatsapp' | 'sms', optedIn = true) {
    const res = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SetMyMessageConsent.path,
      headers: as(family.token),
      payload: { channel, optedIn },
    });
    expect(res.statusCode, res.body).toBe(200);
    return messageConsentsReplySchema.parse(res.json());
  }

  async function messagesOf(familyId: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ListMessages, undefined, { family: familyId }),
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return messagesReplySchema.parse(res.json());
  }

  /** A family owing this month's fee of a new batch, due on the 10th of next month. */
  async function owingFamily(mobileNumber: string, fee = 1800) {
    const family = await signUpAndLogin(t.app, { mobileNumber, fullName: 'Meera Kale' });
    const batch = await createBatchViaApi(t.app, admin, { name: `Batch ${mobileNumber}`, monthlyFee: fee });
    await enrolViaApi(t.app, family.token, batch.id, family.id);
    await raiseMonthlyFees(t.app, morningOf(monthStart(1)));
    const [due] = await t.app.db.selectFrom('dues').selectAll().where('accountId', '=', family.id).execute();
    return { family, dueDay: due!.dueDay };
  }

  it('answers the webhook handshake only with the verify token', async () => {
    expect(await whatsapp.verifyHandshake(WA.verifyToken)).toBe(true);
    expect(await whatsapp.verifyHandshake('not-the-token-000000')).toBe(false);
  });

  it('sends a fee reminder by WhatsApp with the total and a /pay link, follows its statuses, and refuses a bad signature', async () => {
    await saveSettings((s) => ({
      ...s,
      kinds: { ...s.kinds, feeReminder: kindOn('feeReminder', ['whatsapp', 'sms', 'email']) },
    }));
    const { family, dueDay } = await owingFamily('9822001001');
    await optIn(family, 'whatsapp');
    const before = whatsapp.messages.length;
    expect(await sendFeeReminders(t.app, morningOf(dueDay))).toBeGreaterThanOrEqual(1);
    // Once a day per family, however often the job runs.
    expect(await sendFeeReminders(t.app, morningOf(dueDay))).toBe(0);
    const [sent] = await until(
      () => whatsapp.messages.slice(before).filter((m) => m.to === '919822001001'),
      (list) => list.length > 0,
    );
    expect(sent).toMatchObject({ template: 'kaizen_fee_reminder', language: 'en' });
    expect(sent!.parameters.slice(0, 4)).toEqual(['Meera Kale', 'Meera Kale', '₹1,800.00', 'today']);
    expect(sent!.parameters[4]).toMatch(new RegExp(`^http://localhost:\\d+/pay/`));
    // The link opens the family's payment without a login, and the day's second run did not replace its secret.
    const link = new URL(sent!.parameters[4]!);
    const payment = await t.app.inject({
      method: 'GET',
      url: link.pathname.replace('/pay/', '/api/Payments/GetPayment/'),
      headers: { 'x-payment-secret': link.hash.replace('#secret=', '') },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().payment.amountPaise).toBe(180_000);
    const listed = await until(
      () => messagesOf(family.id),
      (page) => page.messages[0]?.state === 'sent',
    );
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({ kind: 'feeReminder', channel: 'whatsapp', to: '9822001001' });
    expect(listed.messages[0]!.text).toBe(fillTemplate('feeReminder', 'en', sent!.parameters));
    expect(listed.month.whatsapp.count).toBeGreaterThanOrEqual(1);
    expect(listed.month.whatsapp.costPaise).toBe(listed.month.whatsapp.count * MESSAGE_DEFAULTS.pricePaise.whatsapp);

    // A status signed with another secret changes nothing; the genuine one does, and never goes backwards.
    whatsapp.setSigning('wrong-secret');
    expect(await whatsapp.sendStatus(sent!.wamid, 'read')).toBe(401);
    whatsapp.setSigning('none');
    expect(await whatsapp.sendStatus(sent!.wamid, 'read')).toBe(401);
    expect((await messagesOf(family.id)).messages[0]!.state).toBe('sent');
    whatsapp.setSigning('valid');
    expect(await whatsapp.sendStatus(sent!.wamid, 'read')).toBe(200);
    expect(await whatsapp.sendStatus(sent!.wamid, 'delivered')).toBe(200);
    expect((await messagesOf(family.id)).messages[0]!.state).toBe('read');
  });

  it('opts a family out on a STOP reply, and its next reminder goes by email', async () => {
    const { family, dueDay } = await owingFamily('9822001002');
    await optIn(family, 'whatsapp');
    await sendFeeReminders(t.app, morningOf(dueDay));
    await until(
      () => messagesOf(family.id),
      (page) => page.messages[0]?.channel === 'whatsapp',
    );

    expect(await whatsapp.sendInboundText('919822001002', 'STOP')).toBe(200);
    const consents = (
      await t.app.inject({ method: 'GET', url: ENDPOINTS.GetMyMessageConsents.path, headers: as(family.token) })
    ).json();
    expect(consents.consents.find((c: { channel: string }) => c.channel === 'whatsapp')).toMatchObject({
      optedIn: false,
      source: 'reply',
    });

    const week = new Date(`${dueDay}T00:00:00Z`);
    week.setUTCDate(week.getUTCDate() + 7);
    await sendFeeReminders(t.app, morningOf(week.toISOString().slice(0, 10)));
    const page = await until(
      () => messagesOf(family.id),
      (p) => p.messages.length === 2 && p.messages[0]!.state === 'sent',
    );
    expect(page.messages[0]).toMatchObject({ channel: 'email', to: family.email });
    expect(page.messages[0]!.reason).toMatch(/whatsapp: no WhatsApp opt-in/);
    const emails = await until(
      () => outboxMessages(t.config.outboxDir, family.email).filter((raw) => /Class fees/.test(mailSubject(raw))),
      (list) => list.length > 0,
    );
    expect(emails.at(-1)).toMatch(/\/pay\//);
  });

  it('moves to SMS when WhatsApp reports the number undeliverable, in the family language when its template is registered', async () => {
    const { family, dueDay } = await owingFamily('9822001003');
    await t.app.db.updateTable('fighters').set({ language: 'hi' }).where('id', '=', family.id).execute();
    await optIn(family, 'whatsapp');
    await optIn(family, 'sms');
    whatsapp.setNotOnWhatsApp(['919822001003']);
    await sendFeeReminders(t.app, morningOf(dueDay));
    const sms = await until(
      () => exotel.messages.filter((m) => m.to === '+919822001003'),
      (list) => list.length > 0,
    );
    expect(sms[0]!.body).toMatch(/^नमस्ते Meera Kale, Meera Kale की कक्षा फ़ीस ₹1,800.00 आज देय है।/);
    expect(sms[0]!.dltTemplateId).toMatch(/^\d{19}$/);
    expect(sms[0]!.statusCallback).toBe(`http://localhost:${t.config.port}/api/webhooks/sms/${EXOTEL.secret}`);
    const page = await until(
      () => messagesOf(family.id),
      (p) => p.messages[0]?.channel === 'sms' && p.messages[0]!.state === 'sent',
    );
    expect(page.messages[0]!.reason).toMatch(/whatsapp: 131026/);
    // The delivery report goes to the address with our secret; any other address is not ours.
    const callback = await fetch(`http://127.0.0.1:${t.config.port}/api/webhooks/sms/not-the-secret-000`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SmsSid: sms[0]!.sid, Status: 'failed' }),
    });
    expect(callback.status).toBe(404);
    await exotel.deliver(sms[0]!.sid, 'delivered');
    await until(
      () => messagesOf(family.id),
      (p) => p.messages[0]!.state === 'delivered',
    );
    whatsapp.setNotOnWhatsApp([]);
  });

  it('waits out a rate limit (429) on the same channel, and moves on at once after a permanent refusal', async () => {
    const limited = await owingFamily('9822001004');
    await optIn(limited.family, 'whatsapp');
    whatsapp.failNext(1, 'rate-limit');
    await sendFeeReminders(t.app, morningOf(limited.dueDay));
    const page = await until(
      () => messagesOf(limited.family.id),
      (p) => p.messages[0]?.state === 'sent',
      20_000,
    );
    expect(page.messages[0]!.channel).toBe('whatsapp');

    const refused = await owingFamily('9822001005');
    await optIn(refused.family, 'whatsapp');
    whatsapp.failNext(1, 'invalid-parameter');
    await sendFeeReminders(t.app, morningOf(refused.dueDay));
    const moved = await until(
      () => messagesOf(refused.family.id),
      (p) => p.messages[0]?.state === 'sent',
    );
    // No SMS opt-in: straight on to email, the refusal kept as the reason.
    expect(moved.messages[0]!.channel).toBe('email');
    expect(moved.messages[0]!.reason).toMatch(/WhatsApp 400/);
  });

  it('opts out by the link, and refuses a link made for someone else', async () => {
    const family = await signUpAndLogin(t.app, { mobileNumber: '9822001006' });
    await optIn(family, 'sms');
    const stop = (token: string) =>
      t.app.inject({ method: 'POST', url: ENDPOINTS.StopMessages.path, payload: { token } });
    const forged = t.app.tokens.stopTokenOf(family.id, 'sms').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await stop(forged)).statusCode).toBe(404);
    const res = await stop(t.app.tokens.stopTokenOf(family.id, 'sms'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().channel).toBe('sms');
    const consents = (
      await t.app.inject({ method: 'GET', url: ENDPOINTS.GetMyMessageConsents.path, headers: as(family.token) })
    ).json();
    expect(consents.consents.find((c: { channel: string }) => c.channel === 'sms')).toMatchObject({
      optedIn: false,
      source: 'link',
      noticeVersion: expect.any(String),
    });
  });

  it('never sends marketing to a child, and holds a message that can wait until quiet hours end', async () => {
    await saveSettings((s) => ({
      ...s,
      kinds: { ...s.kinds, trialFollowUp: kindOn('trialFollowUp', ['whatsapp', 'email']) },
    }));
    // An account of a 15-year-old (signed up with a guardian's consent).
    const teen = await signUpAndLogin(t.app, { mobileNumber: '9822001007' });
    await t.app.db.updateTable('fighters').set({ age: 15, dateOfBirth: null }).where('id', '=', teen.id).execute();
    await optIn(teen, 'whatsapp');
    await t.app.db.transaction().execute((trx) =>
      queueMessage(t.app, trx, {
        kind: 'trialFollowUp',
        accountId: teen.id,
        familyName: 'Teen',
        language: 'en',
        values: ['Teen', 'http://localhost/classes'],
        email: null,
      }),
    );
    t.app.jobs.wake();
    const page = await until(
      () => messagesOf(teen.id),
      (p) => p.messages[0]?.state === 'skipped',
    );
    expect(page.messages[0]!.reason).toMatch(/a child: no marketing/);

    // Quiet hours covering this hour: a reminder waits for their end, a freed seat (time-critical) does not.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' }).format(new Date()),
    );
    const quiet = { from: hour, until: (hour + 2) % 24 };
    const adult = await signUpAndLogin(t.app, { mobileNumber: '9822001008' });
    const deps = { jobs: t.app.jobs, config: { ...t.config, quietHours: quiet } };
    await saveSettings((s) => ({
      ...s,
      kinds: { ...s.kinds, seatOffered: kindOn('seatOffered', ['whatsapp', 'email']) },
    }));
    await t.app.db.transaction().execute(async (trx) => {
      for (const kind of ['feeReminder', 'seatOffered'] as const) {
        await queueMessage(deps, trx, {
          kind,
          accountId: adult.id,
          familyName: 'Adult',
          language: 'en',
          values: ['a', 'b', 'c', 'd', 'e'],
          email: null,
        });
      }
    });
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['payload', 'runAt'])
      .where('kind', '=', 'message.send')
      .execute();
    const ids = await t.app.db
      .selectFrom('messages')
      .select(['id', 'kind'])
      .where('accountId', '=', adult.id)
      .execute();
    const runAt = (kind: string) =>
      jobs.find((job) => job.payload.includes(ids.find((m) => m.kind === kind)!.id))!.runAt;
    expect(Date.parse(runAt('seatOffered'))).toBeLessThan(Date.now() + 60_000);
    expect(Date.parse(runAt('feeReminder'))).toBeGreaterThan(Date.now() + 60 * 60_000);
    await saveSettings(() => ({
      ...MESSAGE_DEFAULTS,
      kinds: { ...MESSAGE_DEFAULTS.kinds, feeReminder: kindOn('feeReminder', ['whatsapp', 'sms', 'email']) },
    }));
  });

  it('lets the desk record a parent consent, and keeps every change in the audit log', async () => {
    const family = await signUpAndLogin(t.app, { mobileNumber: '9822001009' });
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.SetFamilyMessageConsent, { id: family.id }),
      headers: as(admin),
      payload: { channel: 'whatsapp', optedIn: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(messageConsentsReplySchema.parse(res.json()).consents[0]).toMatchObject({
      channel: 'whatsapp',
      optedIn: true,
      source: 'desk',
    });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action'])
      .where('subjectId', '=', family.id)
      .where('action', 'in', ['messages.consent', 'messages.optOut'])
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['messages.consent']);
    const missing = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFamilyMessageConsents, { id: 'no-such-family' }),
      headers: as(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('puts the messages and opt-ins in the family export, and an erasure takes them away', async () => {
    const { family, dueDay } = await owingFamily('9822001010');
    await optIn(family, 'whatsapp');
    await sendFeeReminders(t.app, morningOf(dueDay));
    await until(
      () => messagesOf(family.id),
      (p) => p.messages[0]?.state === 'sent',
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ExportFighterData, { id: family.id }),
      headers: as(family.token),
    });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse((await unzip(exported.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.messages.sent).toMatchObject([{ kind: 'feeReminder', channel: 'whatsapp', toAddress: '9822001010' }]);
    expect(data.messages.sent[0].text).toMatch(/^Hello Meera Kale, the class fees of Meera Kale, ₹1,800.00/);
    expect(data.messages.consents).toMatchObject([{ channel: 'whatsapp', optedIn: true, source: 'account' }]);

    const erased = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.EraseFighter, { id: family.id }),
      headers: as(admin),
      payload: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.app.db.selectFrom('messages').select('id').where('toAddress', '=', '9822001010').execute();
    const consents = await t.app.db
      .selectFrom('messageConsents')
      .select('channel')
      .where('accountId', '=', family.id)
      .execute();
    expect([left, consents]).toEqual([[], []]);
  });

  it('alerts a family once when a trainee has missed the last N classes in a row, by its channels', async () => {
    await saveSettings((s) => ({
      ...s,
      absenceAfter: 3,
      kinds: { ...s.kinds, absenceAlert: kindOn('absenceAlert', ['whatsapp', 'email']) },
    }));
    const family = await signUpAndLogin(t.app, { mobileNumber: '9822001011', fullName: 'Kiran Rao' });
    await optIn(family, 'whatsapp');
    const batch = await createBatchViaApi(t.app, admin, { name: 'Absence Batch' });
    await enrolViaApi(t.app, family.token, batch.id, family.id);
    const other = await signUpAndLogin(t.app, { mobileNumber: '9822001012' });
    await enrolViaApi(t.app, other.token, batch.id, other.id);
    const today = academyToday();
    const marks = [
      [addDays(today, -9), 'present', 'present'],
      [addDays(today, -6), 'absent', 'present'],
      [addDays(today, -2), 'absent', 'late'],
      [today, 'absent', 'present'],
    ] as const;
    for (const [day, mine, theirs] of marks) {
      for (const [fighterId, mark] of [
        [family.id, mine],
        [other.id, theirs],
      ] as const) {
        await t.app.db
          .insertInto('attendance')
          .values({ batchId: batch.id, day, fighterId, mark, method: 'roster', markedAt: new Date().toISOString() })
          .execute();
      }
    }
    const before = whatsapp.messages.length;
    expect(await sendAbsenceAlerts(t.app)).toBe(1);
    // Once per streak, however often the job runs.
    expect(await sendAbsenceAlerts(t.app)).toBe(0);
    const [alert] = await until(
      () => whatsapp.messages.slice(before).filter((m) => m.template === 'kaizen_absence_alert'),
      (list) => list.length > 0,
    );
    expect(alert).toMatchObject({ to: '919822001011', parameters: ['Kiran Rao', 'Kiran Rao', '3', 'Absence Batch'] });
    // The next class missed too makes four in a row: no second alert for the same streak.
    await t.app.db
      .insertInto('attendance')
      .values({
        batchId: batch.id,
        day: addDays(today, 1),
        fighterId: other.id,
        mark: 'present',
        method: 'roster',
        markedAt: new Date().toISOString(),
      })
      .execute();
    expect(await sendAbsenceAlerts(t.app, new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(0);
  });

  it('queues many messages in one go, each a rate slot after the last one queued, each family once', async () => {
    const families = await Promise.all(
      ['9822001030', '9822001031', '9822001032'].map((mobileNumber) => signUpAndLogin(t.app, { mobileNumber })),
    );
    const reminder = (family: SignedUpFighter) => ({
      kind: 'eventReminder' as const,
      accountId: family.id,
      familyName: 'Bench Family',
      language: 'en' as const,
      values: ['A', 'Open day', 'Sunday', 'Main dojo'],
      email: null,
      about: 'open-day',
    });
    await saveSettings((s) => ({
      ...s,
      kinds: { ...s.kinds, eventReminder: kindOn('eventReminder', ['whatsapp', 'sms']) },
    }));
    const queue = (list: SignedUpFighter[]) =>
      t.app.db.transaction().execute((trx) => queueMessages(t.app, trx, list.map(reminder)));
    expect(await queue(families.slice(0, 1))).toBe(1);
    // The first family again (already queued today) and two more: two queued, one slot apart, after the first.
    expect(await queue(families)).toBe(2);
    const rows = await t.app.db
      .selectFrom('messages')
      .innerJoin('jobs', (join) => join.on('jobs.payload', 'like', sql<string>`'%' || messages.id || '%'`))
      .select(['messages.accountId', 'jobs.runAt'])
      .where('messages.kind', '=', 'eventReminder')
      .where(
        'messages.accountId',
        'in',
        families.map((family) => family.id),
      )
      .orderBy('jobs.runAt')
      .execute();
    expect(rows.map((row) => row.accountId)).toEqual(families.map((family) => family.id));
    const gap = 1000 / t.config.messagesPerSecond.whatsapp;
    const times = rows.map((row) => Date.parse(row.runAt));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(gap);
    expect(times[2]! - times[1]!).toBe(gap);
  });

  it('confirms a trial to a lead who asked for messages, reminds them the day before and thanks them after; STOP ends it', async () => {
    await saveSettings((s) => ({
      ...s,
      kinds: {
        ...s.kinds,
        trialConfirmed: kindOn('trialConfirmed', ['whatsapp', 'sms']),
        trialTomorrow: kindOn('trialTomorrow', ['whatsapp', 'sms']),
        trialFollowUp: kindOn('trialFollowUp', ['whatsapp', 'sms']),
      },
    }));
    const batch = await createBatchViaApi(t.app, admin, {
      name: 'Trial Kids Karate',
      weekdays: ['sat'],
      startTime: '17:00',
      endTime: '18:00',
    });
    const book = (mobileNumber: string, messages: boolean) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookTrial.path,
        headers: { 'accept-language': 'hi' },
        payload: { name: 'Kavita Pawar', mobileNumber, studentAge: 7, batchId: batch.id, agreed: true, messages },
      });
    expect((await book('9822001020', true)).statusCode).toBe(201);
    expect((await book('9822001021', false)).statusCode).toBe(201);
    const leadOf = async (mobile: string) =>
      await t.app.db.selectFrom('leads').selectAll().where('mobileNumber', '=', mobile).executeTakeFirstOrThrow();
    const asked = await leadOf('9822001020');
    expect(asked).toMatchObject({
      messagesOptIn: 1,
      messagesConsentSource: 'form',
      messagesNoticeVersion: '2026-11-29',
    });
    expect((await leadOf('9822001021')).messagesOptIn).toBe(0);

    let saturday = addDays(academyToday(), 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const update = (id: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.UpdateLead, { id }),
        headers: as(admin),
        payload: body,
      });

    // A day the batch does not meet, a day gone, or no batch: refused with the reason, nothing queued.
    const friday = addDays(saturday, -1);
    const notClassDay = await update(asked.id, { state: 'trialBooked', note: '', trialOn: friday });
    expect(notClassDay.statusCode, notClassDay.body).toBe(400);
    expect(notClassDay.json().message).toMatch(/has no class on that day/);
    const past = await update(asked.id, { state: 'trialBooked', note: '', trialOn: addDays(saturday, -14) });
    expect(past.json().message).toMatch(/cannot be on a day that has passed/);
    const noBatch = await update(asked.id, { state: 'trialBooked', note: '', batchId: null, trialOn: saturday });
    expect(noBatch.json().message).toMatch(/Choose the batch of the trial class/);
    // A class day the academy has cancelled is no class day either.
    const cancelled = addDays(saturday, 21);
    await closeClassDayViaApi(t.app, admin, batch.id, cancelled);
    const onCancelled = await update(asked.id, { state: 'trialBooked', note: '', trialOn: cancelled });
    expect(onCancelled.statusCode, onCancelled.body).toBe(400);
    expect(onCancelled.json().message).toMatch(/has no class on that day/);

    const before = whatsapp.messages.length;
    const booked = await update(asked.id, { state: 'trialBooked', note: 'Coming Saturday', trialOn: saturday });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().lead).toMatchObject({ trialOn: saturday, messagesOptIn: true });
    const quiet = await leadOf('9822001021');
    expect((await update(quiet.id, { state: 'trialBooked', note: '', trialOn: saturday })).statusCode).toBe(200);
    const [confirmed] = await until(
      () => whatsapp.messages.slice(before).filter((m) => m.to === '919822001020'),
      (list) => list.length > 0,
    );
    expect(confirmed).toMatchObject({ template: 'kaizen_trial_confirmed', language: 'hi' });
    expect(confirmed!.parameters[0]).toBe('Kavita Pawar');
    expect(confirmed!.parameters[1]).toBe('Trial Kids Karate');
    expect(confirmed!.parameters[2]).toMatch(/^शनिवार, \d+ \S+ \d{4}, शाम 5:00 – 6:00$/);
    // Saving the lead again (a note) confirms nothing twice; the lead without the opt-in got nothing.
    expect((await update(asked.id, { state: 'trialBooked', note: 'Called again' })).statusCode).toBe(200);

    const morning = (day: string) => new Date(`${day}T05:00:00Z`);
    expect(await sendTrialMessages(t.app, morning(friday))).toBe(1);
    expect(await sendTrialMessages(t.app, morning(friday))).toBe(0);
    expect((await update(asked.id, { state: 'attended', note: 'Loved it' })).statusCode).toBe(200);
    expect(await sendTrialMessages(t.app, morning(addDays(saturday, 1)))).toBe(1);
    const sent = await until(
      () => whatsapp.messages.slice(before).filter((m) => m.to === '919822001020'),
      (list) => list.length === 3,
    );
    expect(sent.map((m) => m.template)).toEqual([
      'kaizen_trial_confirmed',
      'kaizen_trial_tomorrow',
      'kaizen_trial_follow_up',
    ]);
    expect(sent[2]!.parameters[1]).toMatch(/^http:\/\/localhost:\d+\/hi\/classes$/);
    expect(whatsapp.messages.slice(before).filter((m) => m.to === '919822001021')).toEqual([]);
    const listed = await t.app.db.selectFrom('messages').selectAll().where('leadId', '=', asked.id).execute();
    expect(listed.map((m) => [m.kind, m.familyName, m.accountId])).toEqual(
      expect.arrayContaining([['trialConfirmed', 'Kavita Pawar', null]]),
    );

    // STOP from the lead's number ends its messages (both channels), and is in the audit log.
    expect(await whatsapp.sendInboundText('919822001020', 'रोकें')).toBe(200);
    expect(await leadOf('9822001020')).toMatchObject({ messagesOptIn: 0, messagesConsentSource: 'reply' });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action'])
      .where('subjectId', '=', asked.id)
      .where('action', '=', 'messages.optOut')
      .execute();
    expect(audit).toHaveLength(1);
    const moved = addDays(saturday, 7);
    expect((await update(asked.id, { state: 'trialBooked', note: 'Another try', trialOn: moved })).statusCode).toBe(
      200,
    );
    expect(await sendTrialMessages(t.app, morning(addDays(moved, -1)))).toBe(0);
    expect(await t.app.db.selectFrom('messages').select('id').where('leadId', '=', asked.id).execute()).toHaveLength(3);

    // A lead deleted (the retention job) takes its messages with it.
    await t.app.db.deleteFrom('leads').where('id', '=', asked.id).execute();
    expect(await t.app.db.selectFrom('messages').select('id').where('leadId', '=', asked.id).execute()).toEqual([]);
  });

  it('tells a trial visitor when the academy cancels their class day, and sends no reminder or thanks for that day', async () => {
    await saveSettings((s) => ({
      ...s,
      kinds: {
        ...s.kinds,
        classCancelled: kindOn('classCancelled', ['whatsapp', 'sms', 'email']),
        trialTomorrow: kindOn('trialTomorrow', ['whatsapp', 'sms']),
        trialFollowUp: kindOn('trialFollowUp', ['whatsapp', 'sms']),
      },
    }));
    const batch = await createBatchViaApi(t.app, admin, {
      name: 'Sunday Beginners',
      weekdays: ['sun'],
      startTime: '09:00',
      endTime: '10:00',
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookTrial.path,
      headers: { 'accept-language': 'mr' },
      payload: {
        name: 'Sayali Kadam',
        mobileNumber: '9822001040',
        studentAge: 9,
        batchId: batch.id,
        agreed: true,
        messages: true,
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const lead = await t.app.db
      .selectFrom('leads')
      .selectAll()
      .where('mobileNumber', '=', '9822001040')
      .executeTakeFirstOrThrow();
    let sunday = addDays(academyToday(), 1);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    const booked = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateLead, { id: lead.id }),
      headers: as(admin),
      payload: { state: 'trialBooked', note: '', trialOn: sunday },
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const before = whatsapp.messages.length;
    expect(await closeClassDayViaApi(t.app, admin, batch.id, sunday, 'Ganesh Chaturthi')).toMatchObject({
      closed: 1,
      notified: 0,
      trialVisitors: 1,
      message: '1 session cancelled; 0 families and 1 trial visitor told.',
    });
    const [told] = await until(
      () =>
        whatsapp.messages
          .slice(before)
          .filter((m) => m.to === '919822001040' && m.template === 'kaizen_class_cancelled'),
      (list) => list.length > 0,
    );
    expect(told!.language).toBe('mr');
    expect(told!.parameters.slice(0, 2)).toEqual(['Sayali Kadam', 'Sunday Beginners']);
    expect(told!.parameters[2]).toMatch(/^रविवार, /);
    expect(told!.parameters[3]).toBe('Ganesh Chaturthi');

    // The day before and the day after: nothing for a class that was not held.
    const morning = (day: string) => new Date(`${day}T05:00:00Z`);
    expect(await sendTrialMessages(t.app, morning(addDays(sunday, -1)))).toBe(0);
    expect(await sendTrialMessages(t.app, morning(addDays(sunday, 1)))).toBe(0);
    // Taken back: the day's reminder goes after all, and is what tells the visitor the class is on.
    const reopened = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.ReopenClassDay.path,
      headers: as(admin),
      payload: { batchId: batch.id, day: sunday },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await sendTrialMessages(t.app, morning(addDays(sunday, -1)))).toBe(1);
  });

  it("tells a medallist's family of the place once the category is finished, once", async () => {
    await saveSettings((s) => ({
      ...s,
      kinds: { ...s.kinds, tournamentResult: kindOn('tournamentResult', ['whatsapp', 'email']) },
    }));
    const family = await signUpAndLogin(t.app, { mobileNumber: '9822001013', fullName: 'Anil Pawar' });
    await optIn(family, 'whatsapp');
    const { categoryId } = await finishedCategoryViaApi(t.app, admin, family.id);
    const { eventDateTime } = await t.app.db
      .selectFrom('tournamentCategories')
      .innerJoin('events', 'events.id', 'tournamentCategories.eventId')
      .select('events.eventDateTime')
      .where('tournamentCategories.id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const onTheDay = new Date(Date.parse(eventDateTime) + 3 * 60 * 60 * 1000);
    const before = whatsapp.messages.length;
    expect(await sendResultMessages(t.app, onTheDay)).toBe(1);
    // The sweep runs every five minutes, and once more after midnight: the family is told once.
    expect(await sendResultMessages(t.app, onTheDay)).toBe(0);
    expect(await sendResultMessages(t.app, new Date(onTheDay.getTime() + 24 * 60 * 60 * 1000))).toBe(0);
    const [told] = await until(
      () => whatsapp.messages.slice(before).filter((m) => m.template === 'kaizen_tournament_result'),
      (list) => list.length > 0,
    );
    expect(told!.to).toBe('919822001013');
    expect(told!.parameters[0]).toBe('Anil Pawar');
    expect(told!.parameters[3]).toBe('Gold');
  });
});
