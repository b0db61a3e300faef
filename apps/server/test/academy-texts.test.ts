import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  adminBatchesReplySchema,
  auditLogReplySchema,
  batchReplySchema,
  classesReplySchema,
  endpointUrl,
  ENDPOINTS,
  eventReplySchema,
  eventsReplySchema,
  ranksReplySchema,
  WEEKDAYS,
  type BatchFields,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailSubject } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** Decision 048: texts the academy types, given in Hindi and Marathi, served in the reader's language. */
describe(`texts the academy types, in each language, on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });
  const inLanguage = (language: string) => ({ 'accept-language': language });

  const batchBody: BatchFields = {
    name: 'Evening Kids Karate',
    program: 'Kids Karate',
    level: 'White to Yellow',
    minAge: 5,
    maxAge: 14,
    place: 'Main hall, Kothrud',
    weekdays: [...WEEKDAYS],
    startTime: '17:00',
    endTime: '18:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Kavya Reddy',
    startDate: academyToday(),
    translations: { hi: { name: 'शाम की बाल कराटे', place: 'मुख्य हॉल, कोथरूड' }, mr: { level: ' ' } },
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  async function publicClasses(language: string) {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetClasses.path, headers: inLanguage(language) });
    expect(res.statusCode, res.body).toBe(200);
    return classesReplySchema.parse(res.json()).batches;
  }

  it('serves a batch in Hindi to a Hindi request, in English where Hindi is empty or for Marathi', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: as(admin),
      payload: batchBody,
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = batchReplySchema.parse(created.json()).batch;
    // The staff's reply: as typed, with the translations the form edits (the blank Marathi level dropped).
    expect(batch.name).toBe('Evening Kids Karate');
    expect(batch.translations).toEqual({ hi: { name: 'शाम की बाल कराटे', place: 'मुख्य हॉल, कोथरूड' } });

    const [hindi] = await publicClasses('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi).toMatchObject({ name: 'शाम की बाल कराटे', place: 'मुख्य हॉल, कोथरूड', level: 'White to Yellow' });
    expect(hindi).not.toHaveProperty('translations');
    const [marathi] = await publicClasses('mr');
    expect(marathi).toMatchObject({ name: 'Evening Kids Karate', place: 'Main hall, Kothrud' });
    const [english] = await publicClasses('en-IN');
    expect(english).toMatchObject({ name: 'Evening Kids Karate', place: 'Main hall, Kothrud' });
    // A list's address may name its language, ahead of the header: a prerendered page's preload sends the browser's.
    const named = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.GetClasses.path}?lang=hi`,
      headers: inLanguage('en-US,en;q=0.9'),
    });
    expect(named.headers['content-language']).toBe('hi');
    expect(classesReplySchema.parse(named.json()).batches[0]!.name).toBe('शाम की बाल कराटे');

    const one = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetClass, { id: batch.id }),
      headers: inLanguage('hi'),
    });
    expect(batchReplySchema.parse(one.json()).batch.name).toBe('शाम की बाल कराटे');

    const all = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetAllBatches.path,
      headers: { ...as(admin), ...inLanguage('hi') },
    });
    const [staffBatch] = adminBatchesReplySchema.parse(all.json()).batches;
    expect(staffBatch).toMatchObject({ name: 'Evening Kids Karate', translations: batch.translations });
  });

  it('keeps the translations on an update that leaves them out, changes them on one that sends them, and audits it', async () => {
    const { id } = (await publicClasses('en'))[0]!;
    const { translations: _left, ...withoutTranslations } = batchBody;
    const update = (payload: BatchFields) =>
      t.app.inject({ method: 'PUT', url: endpointUrl(ENDPOINTS.UpdateBatch, { id }), headers: as(admin), payload });
    expect((await update({ ...withoutTranslations, capacity: 25 })).statusCode).toBe(200);
    expect((await publicClasses('hi'))[0]!.name).toBe('शाम की बाल कराटे');

    const changed = await update({ ...withoutTranslations, translations: { mr: { name: 'संध्याकाळचे बाल कराटे' } } });
    expect(batchReplySchema.parse(changed.json()).batch.translations).toEqual({ mr: { name: 'संध्याकाळचे बाल कराटे' } });
    expect((await publicClasses('mr'))[0]!.name).toBe('संध्याकाळचे बाल कराटे');
    expect((await publicClasses('hi'))[0]!.name).toBe('Evening Kids Karate');

    const audit = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.GetAuditLog.path}?action=batch.update`,
      headers: as(admin),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const [latest] = auditLogReplySchema.parse(audit.json()).entries;
    expect(latest!.before).toMatchObject({ translations: { hi: { name: 'शाम की बाल कराटे' } } });
    expect(latest!.after).toMatchObject({ translations: { mr: { name: 'संध्याकाळचे बाल कराटे' } } });
  });

  it('refuses a translation longer than its English field allows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: as(admin),
      payload: { ...batchBody, translations: { hi: { name: 'क'.repeat(101) } } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('serves an event in the request language, to the admin as typed, and books it in Hindi', async () => {
    const event = await createEventViaApi(t.app, admin, {
      eventName: 'Winter Kata Championship',
      eventDateTime: fromNow(10 * DAY_MS),
      entryFee: 0,
      translations: JSON.stringify({
        hi: { eventName: 'शीतकालीन काता प्रतियोगिता', eventDescription: 'सभी बेल्ट के लिए काता।' },
        mr: { address: 'बालेवाडी क्रीडा संकुल, पुणे' },
      }),
    });
    expect(event.translations?.hi?.eventName).toBe('शीतकालीन काता प्रतियोगिता');

    const list = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.GetAllEvents.path,
        headers: inLanguage(language),
      });
      return eventsReplySchema.parse(res.json()).events.find((e) => e._id === event._id)!;
    };
    expect(await list('hi')).toMatchObject({
      eventName: 'शीतकालीन काता प्रतियोगिता',
      eventDescription: 'सभी बेल्ट के लिए काता।',
      address: event.address,
    });
    expect(await list('mr')).toMatchObject({ eventName: 'Winter Kata Championship', address: 'बालेवाडी क्रीडा संकुल, पुणे' });
    expect(await list('en')).not.toHaveProperty('translations');

    const one = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.getEventById, { id: event._id }), headers });
    expect(eventReplySchema.parse((await one(inLanguage('hi'))).json()).event.eventName).toBe(
      'शीतकालीन काता प्रतियोगिता',
    );
    const staff = eventReplySchema.parse((await one({ ...as(admin), ...inLanguage('hi') })).json()).event;
    expect(staff.eventName).toBe('Winter Kata Championship');
    expect(staff.translations?.mr?.address).toBe('बालेवाडी क्रीडा संकुल, पुणे');

    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: inLanguage('hi'),
      payload: bookingPayload(event._id, { email: 'hindi.booker@example.com' }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.eventName).toBe('शीतकालीन काता प्रतियोगिता');
    const [mail] = await waitForOutbox(t.config.outboxDir, 'hindi.booker@example.com', 1);
    expect(mailSubject(mail!)).toContain('शीतकालीन काता प्रतियोगिता');
  });

  it("serves the ranks' names in the request language, and to the admin as typed with their translations", async () => {
    const staffRanks = async () => {
      const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetRanks.path, headers: as(admin) });
      return ranksReplySchema.parse(res.json()).ranks;
    };
    const ranks = await staffRanks();
    const saved = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SaveRanks.path,
      headers: as(admin),
      payload: {
        ranks: ranks.map((rank, index) => ({
          ...rank,
          ...(index === 0 ? { translations: { hi: { name: 'सफ़ेद' }, mr: { name: 'पांढरा' } } } : {}),
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicRanks = async (language: string) => {
      const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetRanks.path, headers: inLanguage(language) });
      return ranksReplySchema.parse(res.json()).ranks;
    };
    expect((await publicRanks('hi'))[0]!.name).toBe('सफ़ेद');
    expect((await publicRanks('mr'))[0]!.name).toBe('पांढरा');
    expect((await publicRanks('en'))[0]!.name).toBe(ranks[0]!.name);
    expect((await publicRanks('hi'))[1]!.name).toBe(ranks[1]!.name);
    const [first] = await staffRanks();
    expect(first).toMatchObject({ name: ranks[0]!.name, translations: { hi: { name: 'सफ़ेद' }, mr: { name: 'पांढरा' } } });
  });
});

describe(`demo content in Hindi and Marathi on ${testDialect}`, () => {
  it('gives the demo batches, events and ranks their Hindi and Marathi texts', async () => {
    const t = await createTestApp();
    try {
      const { seedDemoClasses } = await import('../src/seed/demo-classes.ts');
      const { seedDemoEvents } = await import('../src/seed/demo-events.ts');
      const { seedDemoRankNames } = await import('../src/seed/demo-ranks.ts');
      await seedDemoClasses(t.app);
      await seedDemoEvents(t.app);
      expect(await seedDemoRankNames(t.app)).toBeGreaterThan(0);
      expect(await seedDemoRankNames(t.app)).toBe(0);
      const get = async (url: string, language: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json();
      const classes = classesReplySchema.parse(await get(ENDPOINTS.GetClasses.path, 'hi')).batches;
      expect(classes.map((batch) => batch.name)).toContain('सुबह का वयस्क कराटे');
      const events = eventsReplySchema.parse(await get(ENDPOINTS.GetAllEvents.path, 'mr')).events;
      expect(events.map((event) => event.eventName)).toContain('महिला स्वसंरक्षण कार्यशाळा');
      const ranks = ranksReplySchema.parse(await get(ENDPOINTS.GetRanks.path, 'mr')).ranks;
      expect(ranks[0]!.name).toBe('पांढरा');
    } finally {
      await t.close();
    }
  });
});
