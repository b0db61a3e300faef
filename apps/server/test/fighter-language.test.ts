import type { Insertable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME, ENDPOINTS, endpointUrl, fighterReplySchema } from '@academy/contract';
import type { FightersTable } from '../src/db/schema.ts';
import { newId, nowIso } from '../src/lib/ids.ts';
import { hashSecret } from '../src/security/passwords.ts';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi } from './helpers/events-fixtures.ts';
import { extractResetCode, signUpAndLogin, signUpBody, waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailBodies, mailSubject } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { serverAfterMigrating } from './helpers/migrations.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const MARATHI = { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' };
/** 25 December 2030, 6:30 PM in India. */
const CHRISTMAS_EVENING = '2030-12-25T13:00:00.000Z';

describe(`emails in the fighter's language on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  async function book(email: string, headers: Record<string, string>, token?: string) {
    const event = await createEventViaApi(t.app, admin, {
      eventName: 'Diwali Kata Seminar',
      eventDateTime: CHRISTMAS_EVENING,
      entryFee: 150000,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: { ...headers, ...(token ? { 'x-auth-token': token } : {}) },
      payload: bookingPayload(event._id, { email, fighterName: 'Ananya Iyer' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [raw] = await waitForOutbox(t.config.outboxDir, email, 1);
    return { bookingId: res.json().data.bookingId as string, raw: raw! };
  }

  async function languageOf(fighter: { id: string; token: string }) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: fighter.id }),
      headers: { 'x-auth-token': fighter.token },
    });
    return fighterReplySchema.parse(res.json()).fighter.language;
  }

  function setLanguage(fighter: { id: string; token: string }, language: string, headers = HINDI) {
    return t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.SetFighterLanguage, { id: fighter.id }),
      headers: { ...headers, 'x-auth-token': fighter.token },
      payload: { language },
    });
  }

  it('confirms a booking made in Hindi in Hindi: subject, words, IST date with a Hindi month, Indian rupees', async () => {
    const { bookingId, raw } = await book('hindi.booker@example.com', HINDI);
    expect(mailSubject(raw)).toBe(`बुकिंग की पुष्टि: Diwali Kata Seminar (${bookingId})`);
    const { text, html } = mailBodies(raw);
    expect(text).toContain('प्रिय Ananya Iyer,');
    expect(text).toContain(`आपकी सीट सफलतापूर्वक बुक हो गई है! ${ACADEMY_NAME} के साथ बुकिंग करने के लिए धन्यवाद`);
    expect(text).toContain(`बुकिंग ID: ${bookingId}`);
    expect(text).toContain('तारीख और समय: 25 दिसंबर 2030 को शाम 6:30 बजे (भारतीय समय)');
    expect(text).toContain('प्रवेश शुल्क: ₹1,50,000.00');
    expect(text).not.toMatch(/Dear|Booking ID|Date & Time|Entry Fee/);
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:22px;color:#b3121f">बुकिंग की पुष्टि</h1>');
    expect(html).toContain(`यह संदेश ${ACADEMY_NAME} ने भेजा है।`);
    expect(html).not.toContain('This message was sent by');
    const calendar = Buffer.from(/filename=event\.ics[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1]!, 'base64')
      .toString('utf8')
      .replace(/\r\n /g, '');
    expect(calendar).toContain(`DESCRIPTION:Ananya Iyer के लिए बुकिंग ID ${bookingId}। ${ACADEMY_NAME}।`);
  });

  it('confirms a booking made in Marathi in Marathi: the time of day said as Marathi says it, Indian rupees', async () => {
    const { bookingId, raw } = await book('marathi.booker@example.com', MARATHI);
    expect(mailSubject(raw)).toBe(`बुकिंग निश्चित: Diwali Kata Seminar (${bookingId})`);
    const { text, html } = mailBodies(raw);
    expect(text).toContain('प्रिय Ananya Iyer,');
    expect(text).toContain(`तुमची जागा यशस्वीपणे बुक झाली आहे! ${ACADEMY_NAME} सोबत बुकिंग केल्याबद्दल धन्यवाद`);
    expect(text).toContain(`बुकिंग आयडी: ${bookingId}`);
    expect(text).toContain('तारीख आणि वेळ: 25 डिसेंबर, 2030 रोजी संध्याकाळी 6:30 वाजता (भारतीय वेळ)');
    expect(text).toContain('प्रवेश फी: ₹1,50,000.00');
    expect(text).not.toMatch(/Dear|Booking ID|Date & Time|Entry Fee|[०-९]/);
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain(`हा संदेश ${ACADEMY_NAME} ने पाठवला आहे.`);
  });

  it('confirms a booking in English, the product words unchanged, when the request asks for English', async () => {
    const { bookingId, raw } = await book('english.booker@example.com', ENGLISH);
    expect(mailSubject(raw)).toBe(`Booking confirmed: Diwali Kata Seminar (${bookingId})`);
    const { text, html } = mailBodies(raw);
    expect(text).toContain('Date & Time: 25 Dec, 2030 06:30 PM IST');
    expect(text).toContain('Entry Fee: ₹1,50,000.00');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`This message was sent by ${ACADEMY_NAME}. If you did not expect it, you can ignore it.`);
  });

  it("stores the sign-up page's language on the account, and the Fighter reply carries it", async () => {
    const hindi = await signUpAndLogin(t.app, {}, HINDI);
    const marathi = await signUpAndLogin(t.app, {}, MARATHI);
    const english = await signUpAndLogin(t.app);
    expect(await languageOf(hindi)).toBe('hi');
    expect(await languageOf(marathi)).toBe('mr');
    expect(await languageOf(english)).toBe('en');
  });

  it("answers a fighter's login with the language saved on the account, so a new device adopts it", async () => {
    const fighter = await signUpAndLogin(t.app, { email: 'device.two@example.com' });
    const logIn = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.FighterLogin.path,
        payload: { email: fighter.email, password: signUpBody().password },
      });
      return res.json().language as string;
    };
    expect(await logIn()).toBe('en');
    expect((await setLanguage(fighter, 'hi')).statusCode).toBe(200);
    expect(await logIn()).toBe('hi');
  });

  it("a logged-in fighter's booking is confirmed in the account's language, whatever the page's", async () => {
    const fighter = await signUpAndLogin(t.app);
    expect((await setLanguage(fighter, 'hi')).json()).toEqual({ status: 1, message: 'भाषा सहेज ली गई' });
    const { bookingId, raw } = await book('logged.in.hindi@example.com', ENGLISH, fighter.token);
    expect(mailSubject(raw)).toBe(`बुकिंग की पुष्टि: Diwali Kata Seminar (${bookingId})`);

    const englishFighter = await signUpAndLogin(t.app);
    const other = await book('logged.in.english@example.com', HINDI, englishFighter.token);
    expect(mailSubject(other.raw)).toBe(`Booking confirmed: Diwali Kata Seminar (${other.bookingId})`);
  });

  it('sends the reset code in the language the fighter chose, and the code in it works', async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Meera Joshi' });
    const saved = await setLanguage(fighter, 'hi', ENGLISH);
    expect(saved.json()).toEqual({ status: 1, message: 'Language saved' });
    expect(await languageOf(fighter)).toBe('hi');

    const forgot = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterForgotPassword.path,
      headers: ENGLISH,
      payload: { email: fighter.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [raw] = await waitForOutbox(t.config.outboxDir, fighter.email, 1);
    expect(mailSubject(raw!)).toBe(`आपका ${ACADEMY_NAME} पासवर्ड रीसेट कोड`);
    const { text, html } = mailBodies(raw!);
    expect(text).toContain('नमस्ते Meera Joshi,');
    expect(text).toContain('इसे 10 मिनट के अंदर “पासवर्ड भूल गए” पेज पर डालें।');
    expect(html).toContain('<strong>10 मिनट</strong>');
    expect(html).toContain('<html lang="hi">');
    const code = /आपका पासवर्ड रीसेट कोड: (\d{4})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{4}$/);

    const reset = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterResetPassword.path,
      payload: { email: fighter.email, code, newPassword: 'naya-password-1', confirmNewPassword: 'naya-password-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('sends the reset code in Marathi to a fighter who chose Marathi', async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Sai Kulkarni' });
    expect((await setLanguage(fighter, 'mr', ENGLISH)).json()).toEqual({ status: 1, message: 'Language saved' });
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterForgotPassword.path,
      headers: ENGLISH,
      payload: { email: fighter.email },
    });
    const [raw] = await waitForOutbox(t.config.outboxDir, fighter.email, 1);
    expect(mailSubject(raw!)).toBe(`तुमचा ${ACADEMY_NAME} पासवर्ड रीसेट कोड`);
    const { text, html } = mailBodies(raw!);
    expect(text).toContain('नमस्कार Sai Kulkarni,');
    expect(text).toContain('तो “पासवर्ड विसरलात” पानावर टाका (मुदत: 10 मिनिटे).');
    expect(html).toContain('<html lang="mr">');
    expect(text).toMatch(/तुमचा पासवर्ड रीसेट कोड: \d{4}/);
  });

  it('audits a change of language with what it was and what it became, and not choosing the same again', async () => {
    const fighter = await signUpAndLogin(t.app);
    await setLanguage(fighter, 'hi');
    await setLanguage(fighter, 'hi');
    const entries = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'fighter.language')
      .where('subjectId', '=', fighter.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: 'fighter',
      actorId: fighter.id,
      actorLabel: fighter.email,
      before: JSON.stringify({ language: 'en' }),
      after: JSON.stringify({ language: 'hi' }),
    });
  });

  it('refuses a language the site does not speak, and keeps the one stored', async () => {
    const fighter = await signUpAndLogin(t.app);
    const res = await setLanguage(fighter, 'fr', ENGLISH);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Language must be one of the languages the site speaks.');
    expect(await languageOf(fighter)).toBe('en');
  });
});

describe(`the fighter language migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  const fighter = { id: newId(), email: 'veteran@test.academy', password: 'old-fighter-password' };

  beforeAll(async () => {
    // The schema as it was before languages, with a fighter in it.
    ({ app, close } = await serverAfterMigrating({
      name: 'migration',
      last: '004-audit-log',
      config: { AUTH_RATE_LIMIT: '1000', JOB_POLL_MS: '50' },
      fill: async (db) => {
        const now = nowIso();
        await db
          .insertInto('fighters')
          .values({
            id: fighter.id,
            email: fighter.email,
            passwordHash: await hashSecret(fighter.password),
            fullName: 'Veteran Fighter',
            mobileNumber: '9876543210',
            gender: 'Male',
            age: 40,
            weight: null,
            height: null,
            discipline: 'Karate',
            beltLevel: 'Black',
            address: null,
            masterName: null,
            academyName: null,
            imageKey: null,
            createdAt: now,
            updatedAt: now,
            // The table as it was: check-in codes came with migration 010.
          } as Insertable<FightersTable>)
          .execute();
      },
    }));
  });
  afterAll(async () => close?.());

  it('gives an existing fighter English, who still logs in, reads the profile and gets emails', async () => {
    const row = await app.db.selectFrom('fighters').select('language').where('id', '=', fighter.id).executeTakeFirst();
    expect(row).toEqual({ language: 'en' });

    const login = await app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterLogin.path,
      payload: { email: fighter.email, password: fighter.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: fighter.id }),
      headers: { 'x-auth-token': login.json().token },
    });
    expect(fighterReplySchema.parse(profile.json()).fighter).toMatchObject({
      fullName: 'Veteran Fighter',
      language: 'en',
    });

    await app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterForgotPassword.path,
      headers: HINDI,
      payload: { email: fighter.email },
    });
    const [raw] = await waitForOutbox(app.config.outboxDir, fighter.email, 1);
    expect(mailSubject(raw!)).toBe(`Your ${ACADEMY_NAME} password reset code`);
    expect(extractResetCode(raw!)).toMatch(/^\d{4}$/);
  });

  it('lets a new sign-up on the migrated database keep its language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateFighter.path,
      headers: HINDI,
      payload: signUpBody(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db
      .selectFrom('fighters')
      .select('language')
      .where('id', '=', res.json().id)
      .executeTakeFirst();
    expect(row).toEqual({ language: 'hi' });
  });
});
