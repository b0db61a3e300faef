import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  ENGLISH,
  endpointUrl,
  eventReplySchema,
  eventsReplySchema,
  type BookingRequest,
} from '@academy/contract';
import { isUniqueViolation, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { countBookingsForLimits } from '../src/modules/bookings/queries.ts';
import { newId, nowIso } from '../src/lib/ids.ts';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailBodies, mailSubject } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { migrateUpTo } from './helpers/migrations.ts';
import { throwAwayDatabase } from './helpers/throw-away-database.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9' };

function bookFrom(
  t: TestApp,
  payload: BookingRequest,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.BookEvent.path,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? '127.0.0.1',
    payload,
  });
}

async function seatsTaken(t: TestApp, eventId: string) {
  const res = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.getEventById, { id: eventId }) });
  return eventReplySchema.parse(res.json()).event.totalBookings;
}

describe(`duplicate bookings and the per-email limit on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ BOOKINGS_PER_EMAIL_PER_EVENT: '3' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('lets one email book several children, and refuses the same child again whatever the case and spaces', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const parent = 'parent@example.com';
    for (const fighterName of ['Aarav Shah', 'Diya Shah']) {
      const res = await bookFrom(t, bookingPayload(event._id, { email: parent, fighterName }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const again = await bookFrom(
      t,
      bookingPayload(event._id, { email: ' PARENT@example.com ', fighterName: ' aarav  SHAH ' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 0, message: ENGLISH['api.alreadyBooked'] });
    // The same name with another email is another attendee (two children may share a name across families).
    const otherFamily = await bookFrom(
      t,
      bookingPayload(event._id, { email: 'other@example.com', fighterName: 'Aarav Shah' }),
    );
    expect(otherFamily.statusCode).toBe(200);
    expect(await seatsTaken(t, event._id)).toBe(3);
  });

  it('keeps the rule in the database too: a second active row of one attendee violates the unique index', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const row = (code: string, cancelledAt: string | null) => ({
      id: newId(),
      bookingCode: code,
      eventId: event._id,
      fighterId: null,
      fighterName: 'Kabir Rao',
      email: 'kabir@example.com',
      emailNormalized: 'kabir@example.com',
      nameNormalized: 'kabir rao',
      language: 'en',
      clientIp: null,
      cancelledAt,
      mobileNumber: '9876543210',
      age: 10,
      beltLevel: 'White',
      height: 130,
      weight: 30,
      discipline: 'Karate',
      masterName: 'Sensei',
      academyName: 'Kaizen',
      bookedAt: nowIso(),
    });
    await t.app.db.insertInto('bookings').values(row('KKA-DUPA01', nowIso())).execute();
    await t.app.db.insertInto('bookings').values(row('KKA-DUPA02', null)).execute();
    const error = await t.app.db
      .insertInto('bookings')
      .values(row('KKA-DUPA03', null))
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it(`refuses a fourth child of one email with 409 and a message naming the limit`, async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    for (const name of ['Child One', 'Child Two', 'Child Three']) {
      expect(
        (await bookFrom(t, bookingPayload(event._id, { email: 'big@example.com', fighterName: name }))).statusCode,
      ).toBe(200);
    }
    const fourth = await bookFrom(
      t,
      bookingPayload(event._id, { email: 'Big@Example.com', fighterName: 'Child Four' }),
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      status: 0,
      message: 'This email already holds 3 bookings for this event, the most one email may hold.',
    });
    const inHindi = await bookFrom(
      t,
      bookingPayload(event._id, { email: 'big@example.com', fighterName: 'Child Four' }),
      {
        headers: HINDI,
      },
    );
    expect(inHindi.json().message).toContain('इस ईमेल से इस इवेंट की 3 बुकिंग पहले ही हो चुकी हैं');
    expect(await seatsTaken(t, event._id)).toBe(3);
    // The limit is per event.
    const other = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    expect(
      (await bookFrom(t, bookingPayload(other._id, { email: 'big@example.com', fighterName: 'Child Four' })))
        .statusCode,
    ).toBe(200);
  });

  it('lets no more than the limit through when one email books many children at once', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bookFrom(t, bookingPayload(event._id, { email: 'rush@example.com', fighterName: `Rush Child ${i}` })),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await seatsTaken(t, event._id)).toBe(3);
    const rows = await t.app.db.selectFrom('bookings').select('id').where('eventId', '=', event._id).execute();
    expect(rows).toHaveLength(3);
  });

  it('answers exactly one of many identical requests racing for the same child', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => bookFrom(t, bookingPayload(event._id, { email: 'twin@example.com' }))),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toEqual({ status: 0, message: ENGLISH['api.alreadyBooked'] });
    }
    expect(await seatsTaken(t, event._id)).toBe(1);
  });
});

describe(`the per-client hourly limit on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ BOOKINGS_PER_CLIENT_PER_HOUR: '4' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('refuses the fifth booking of an event from one address within the hour with 429, and only there', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const ip = '203.0.113.7';
    for (let i = 0; i < 4; i++) {
      const res = await bookFrom(t, bookingPayload(event._id, { email: `family-${i}@example.com` }), { ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fifth = await bookFrom(t, bookingPayload(event._id, { email: 'family-5@example.com' }), { ip });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ status: 0, message: ENGLISH['api.bookingClientLimit'] });
    const hindi = await bookFrom(t, bookingPayload(event._id, { email: 'family-5@example.com' }), {
      ip,
      headers: HINDI,
    });
    expect(hindi.json().message).toBe(
      'पिछले एक घंटे में आपके कनेक्शन से इस इवेंट के लिए बहुत ज़्यादा बुकिंग हुई हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
    );
    expect(await seatsTaken(t, event._id)).toBe(4);

    // Another address, and the same address at another event, still book.
    expect(
      (await bookFrom(t, bookingPayload(event._id, { email: 'family-5@example.com' }), { ip: '198.51.100.9' }))
        .statusCode,
    ).toBe(200);
    const other = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    expect((await bookFrom(t, bookingPayload(other._id, { email: 'family-5@example.com' }), { ip })).statusCode).toBe(
      200,
    );

    // Bookings older than an hour no longer count.
    await t.app.db
      .updateTable('bookings')
      .set({ bookedAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('eventId', '=', event._id)
      .where('clientIp', '=', ip)
      .execute();
    expect((await bookFrom(t, bookingPayload(event._id, { email: 'family-6@example.com' }), { ip })).statusCode).toBe(
      200,
    );
  });

  it('lets no more than the limit through when one address sends many bookings at once', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        bookFrom(t, bookingPayload(event._id, { email: `burst-${i}@example.com` }), { ip: '192.0.2.44' }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(r.json().message).toBe(ENGLISH['api.bookingClientLimit']);
    expect(await seatsTaken(t, event._id)).toBe(4);
  });

  it('counts under the event lock no further than one past each limit, however many bookings there are', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const ip = '192.0.2.80';
    // Eight bookings of one address, moved back two hours four at a time so that the limit lets the next four in.
    for (let i = 0; i < 8; i++) {
      expect(
        (await bookFrom(t, bookingPayload(event._id, { email: `early-${i}@example.com` }), { ip })).statusCode,
      ).toBe(200);
      if (i % 4 === 3)
        await t.app.db
          .updateTable('bookings')
          .set({ bookedAt: new Date(Date.now() - 120 * 60_000).toISOString() })
          .where('eventId', '=', event._id)
          .execute();
    }
    const counts = (limits: { ofEmail: number; ofClient: number }) =>
      countBookingsForLimits(
        t.app.db,
        { eventId: event._id, emailNormalized: 'early-0@example.com', clientIp: ip, since: fromNow(-DAY_MS) },
        limits,
      );
    expect(await counts({ ofEmail: 6, ofClient: 100 })).toEqual({ ofEmail: 1, ofClient: 8 });
    expect(await counts({ ofEmail: 6, ofClient: 2 })).toEqual({ ofEmail: 1, ofClient: 3 });
  });
});

describe(`CancelBooking on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kaizen.example.in' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  function cancel(id: string, token?: string) {
    return t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.CancelBooking, { id }),
      headers: token ? { 'x-auth-token': token } : {},
    });
  }

  async function adminBookings(eventId: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.getEventById, { id: eventId }),
      headers: { 'x-auth-token': admin },
    });
    return eventReplySchema.parse(res.json()).event.bookings ?? [];
  }

  it('releases the seat, tells the attendee in the language of the booking, audits it and refreshes the list', async () => {
    const event = await createEventViaApi(t.app, admin, {
      eventName: 'Monsoon Kumite Cup',
      totalSeats: 2,
      eventDateTime: '2030-12-25T13:00:00.000Z',
    });
    const email = 'meera.parent@example.com';
    const booked = await bookFrom(t, bookingPayload(event._id, { email, fighterName: 'Meera Nair' }), {
      headers: HINDI,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await bookFrom(t, bookingPayload(event._id, { email: 'full@example.com' }));
    const list = async () =>
      eventsReplySchema.parse((await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllEvents.path })).json()).events;
    expect((await list()).find((e) => e._id === event._id)?.totalBookings).toBe(2);

    const [meera] = (await adminBookings(event._id)).filter((b) => b.email === email);
    const res = await cancel(meera!._id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.bookingCancelled'] });

    expect(await seatsTaken(t, event._id)).toBe(1);
    expect((await list()).find((e) => e._id === event._id)?.totalBookings).toBe(1);
    expect((await adminBookings(event._id)).map((b) => b.email)).toEqual(['full@example.com']);
    const row = await t.app.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', meera!._id)
      .executeTakeFirstOrThrow();
    expect(row.cancelledAt).not.toBeNull();
    expect(row.language).toBe('hi');

    // Confirmation and cancellation, both in Hindi: the booking was made in Hindi, the admin cancels in English.
    const mails = await waitForOutbox(t.config.outboxDir, email, 2);
    const cancelled = mails.find((raw) => mailSubject(raw).startsWith('बुकिंग रद्द'))!;
    expect(mailSubject(cancelled)).toBe(`बुकिंग रद्द: Monsoon Kumite Cup (${meera!.bookingId})`);
    const { text } = mailBodies(cancelled);
    expect(text).toContain('प्रिय Meera Nair,');
    expect(text).toContain('ने नीचे दिए गए इवेंट की आपकी बुकिंग रद्द कर दी है');
    expect(text).toContain('सभी इवेंट: https://kaizen.example.in/events');

    const entries = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'booking.cancel')
      .where('subjectId', '=', meera!._id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorRole: 'admin', actorLabel: 'admin@test.academy', subjectKind: 'booking' });
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({
      eventId: event._id,
      bookingCode: meera!.bookingId,
      fighterName: 'Meera Nair',
      email,
      language: 'hi',
      cancelledAt: null,
    });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ cancelledAt: row.cancelledAt });

    // The freed seat can be booked, by the same child too.
    const rebooked = await bookFrom(t, bookingPayload(event._id, { email, fighterName: 'Meera Nair' }));
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(await seatsTaken(t, event._id)).toBe(2);
  });

  it('answers 409 the second time, 404 for an unknown booking, 403 to a fighter and 401 without a token', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    await bookFrom(t, bookingPayload(event._id, { email: 'twice@example.com' }));
    const [booking] = await adminBookings(event._id);
    const fighter = await insertFighterWithToken(t.app);

    expect((await cancel(booking!._id, fighter.token)).statusCode).toBe(403);
    expect((await cancel(booking!._id)).statusCode).toBe(401);
    expect(await seatsTaken(t, event._id)).toBe(1);

    expect((await cancel(booking!._id, admin)).statusCode).toBe(200);
    const twice = await cancel(booking!._id, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ status: 0, message: ENGLISH['api.bookingAlreadyCancelled'] });
    expect(await seatsTaken(t, event._id)).toBe(0);

    const unknown = await cancel('no-such-booking', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: ENGLISH['api.bookingNotFound'] });
  });

  it('releases one seat when two admins cancel the same booking at once', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    await bookFrom(t, bookingPayload(event._id, { email: 'race@example.com' }));
    await bookFrom(t, bookingPayload(event._id, { email: 'stays@example.com' }));
    const target = (await adminBookings(event._id)).find((b) => b.email === 'race@example.com')!;
    const replies = await Promise.all(Array.from({ length: 5 }, () => cancel(target._id, admin)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await seatsTaken(t, event._id)).toBe(1);
  });
});

describe(`the booking attendees migration on ${testDialect}`, () => {
  it('keeps existing bookings, gives them English and their normalized names, and drops the one-per-email rule', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migration-'));
    const database = process.env.TEST_DATABASE_URL
      ? await throwAwayDatabase(process.env.TEST_DATABASE_URL, 'academy_migration')
      : null;
    const { db } = openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      await migrateUpTo(db, '005-fighter-language');
      const now = nowIso();
      const raw = db.withoutPlugins() as unknown as typeof db;
      await raw
        .insertInto('events' as never)
        .values({
          id: 'ev1',
          event_name: 'Old Event',
          event_description: 'd',
          address: 'a',
          event_date_time: fromNow(DAY_MS),
          total_seats: 10,
          total_bookings: 1,
          entry_fee: 0,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      await raw
        .insertInto('bookings' as never)
        .values({
          id: 'b1',
          booking_code: 'KKA-OLD001',
          event_id: 'ev1',
          fighter_id: null,
          fighter_name: '  Rohan   DESHPANDE ',
          email: 'Rohan@Example.com',
          email_normalized: 'rohan@example.com',
          mobile_number: '9876543210',
          age: 12,
          belt_level: 'Blue',
          height: 140,
          weight: 35,
          discipline: 'Karate',
          master_name: 'Sensei',
          academy_name: 'Kaizen',
          booked_at: now,
        } as never)
        .execute();

      await migrateToLatest(db);

      const row = await db.selectFrom('bookings').selectAll().where('id', '=', 'b1').executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        bookingCode: 'KKA-OLD001',
        fighterName: '  Rohan   DESHPANDE ',
        nameNormalized: 'rohan deshpande',
        language: 'en',
        clientIp: null,
        cancelledAt: null,
      });
      // A brother under the same email now books; the same boy again still does not.
      const sibling = {
        ...row,
        id: 'b2',
        bookingCode: 'KKA-OLD002',
        fighterName: 'Ira Deshpande',
        nameNormalized: 'ira deshpande',
      };
      await db.insertInto('bookings').values(sibling).execute();
      const again = await db
        .insertInto('bookings')
        .values({ ...row, id: 'b3', bookingCode: 'KKA-OLD003' })
        .execute()
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(again)).toBe(true);
      // The foreign keys still hold after SQLite's table rebuild: deleting the event takes its bookings.
      await db.deleteFrom('events').where('id', '=', 'ev1').execute();
      expect(await db.selectFrom('bookings').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
