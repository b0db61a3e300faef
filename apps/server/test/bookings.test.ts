import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGLISH,
  bookingDisplaySchema,
  bookingReplySchema,
  eventReplySchema,
  type BookingRequest,
} from '@academy/contract';
import { bookEvent } from '../src/modules/bookings/service.ts';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { mimeParts } from './helpers/mail.ts';
import { reservedPort } from './helpers/ports.ts';
import { startSmtp, waitFor, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`BookEvent on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kaizen.example.in' });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function book(payload: unknown, token?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      headers: token ? { 'x-auth-token': token } : {},
      payload: payload as object,
    });
  }

  async function storedBookings(eventId: string) {
    return t.app.db.selectFrom('bookings').selectAll().where('eventId', '=', eventId).execute();
  }

  async function totalBookings(eventId: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/getEventById/${eventId}` });
    return eventReplySchema.parse(res.json()).event.totalBookings;
  }

  it('books a seat and answers every field of the displayed booking', async () => {
    const event = await createEventViaApi(t.app, admin, {
      eventName: 'Grading Day',
      entryFee: 750,
      eventDateTime: '2026-12-25T13:00:00.000Z',
    });
    const res = await book(bookingPayload(event._id, { email: 'Ananya.Iyer@Example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = bookingReplySchema.parse(res.json());
    expect(body.status).toBe(1);
    expect(body.message).toBe('Seat booked successfully');
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(bookingDisplaySchema.shape).sort());
    expect(body.data).toMatchObject({
      eventId: event._id,
      eventName: 'Grading Day',
      eventDateTime: '2026-12-25T13:00:00.000Z',
      eventLocation: event.address,
      eventFee: 750,
      fighterName: 'Ananya Iyer',
      email: 'Ananya.Iyer@Example.com',
      mobileNumber: '9876543210',
      age: 19,
      beltLevel: 'Brown',
      height: 162,
      weight: 54,
      discipline: 'Karate',
      masterName: 'Sensei Rajesh Kulkarni',
      academyName: 'Kaizen Karate Academy',
    });
    expect(body.data.bookingId).toMatch(/^KKA-[A-Z2-9]{6}$/);
    expect(body.data.bookingTime).toBe(body.data.bookedAt);
    expect(Math.abs(Date.parse(body.data.bookedAt) - Date.now())).toBeLessThan(10_000);

    const [row] = await storedBookings(event._id);
    expect(row).toMatchObject({
      bookingCode: body.data.bookingId,
      emailNormalized: 'ananya.iyer@example.com',
      fighterId: null,
    });
    expect(await totalBookings(event._id)).toBe(1);
  });

  it('emails the booker an HTML and text confirmation with the IST date and an .ics attachment', async () => {
    const event = await createEventViaApi(t.app, admin, {
      eventName: 'Christmas Kata Seminar',
      address: 'Kaizen Dojo, FC Road, Pune',
      eventDateTime: '2026-12-25T18:30:00+05:30',
    });
    const res = await book(
      bookingPayload(event._id, { email: 'mail.check@example.com', fighterName: 'Rohan <Deshpande>' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId } = res.json().data;

    const mail = await waitFor('the confirmation', () =>
      smtp.received.find((m) => m.to.includes('mail.check@example.com')),
    );
    expect(mail.raw).toMatch(/^Subject: Booking confirmed: Christmas Kata Seminar \(KKA-[A-Z2-9]{6}\)/m);
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.body;
    const html = parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))!.body;
    const ics = parts.find((p) => /content-type:\s*text\/calendar/i.test(p.headers));

    expect(text).toContain(`Booking ID: ${bookingId}`);
    expect(text).toContain('Date & Time: 25 Dec, 2026 06:30 PM IST');
    expect(text).toContain('Location: Kaizen Dojo, FC Road, Pune');
    expect(text).toContain('https://kaizen.example.in/events');
    expect(html).toContain(bookingId);
    expect(html).toContain('25 Dec, 2026 06:30 PM IST');
    expect(html).toContain('Rohan &lt;Deshpande&gt;');
    expect(html).not.toContain('<Deshpande>');

    expect(ics, 'calendar attachment').toBeDefined();
    expect(ics!.headers).toMatch(/filename="?event\.ics"?/);
    const lines = ics!.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:${bookingId}@kaizenkarate.in`);
    expect(lines).toContain('DTSTART:20261225T130000Z');
    expect(lines).toContain('DTEND:20261225T150000Z');
    expect(lines).toContain('SUMMARY:Christmas Kata Seminar');
    expect(lines).toContain('LOCATION:Kaizen Dojo\\, FC Road\\, Pune');
    expect(lines).toContain('END:VCALENDAR');
  });

  it('still books the seat when the confirmation email cannot be sent', async () => {
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await reservedPort()}` });
    try {
      const event = await createEventViaApi(broken.app, await adminToken(broken.app), {
        eventDateTime: fromNow(DAY_MS),
      });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/Bookings/BookEvent',
        payload: bookingPayload(event._id),
      });
      expect(res.statusCode, res.body).toBe(200);
      // Give the failing delivery time to run; the booking must survive it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        await broken.app.db.selectFrom('bookings').select('id').where('eventId', '=', event._id).execute(),
      ).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  it('names every missing field with its message', async () => {
    const res = await book({});
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    for (const expected of [
      'Event is required.',
      'Name is required.',
      'Email is required.',
      'Mobile Number is required.',
      'Age is required.',
      'Belt Level is required.',
      'Height is required.',
      'Weight is required.',
      'Discipline is required.',
      'Master Name is required.',
      'Academy Name is required.',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('refuses an invalid email, a number that is not an Indian mobile and measures below 1', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const cases: [Partial<BookingRequest>, string][] = [
      [{ email: 'not-an-email' }, 'Invalid email format.'],
      [
        { mobileNumber: '98765' },
        'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
      ],
      [
        { mobileNumber: '022 2345 6789' },
        'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
      ],
      [{ mobileNumber: ' ' }, 'Mobile Number is required.'],
      [{ age: 0 }, 'Age must be at least 1.'],
      [{ age: '' }, 'Age is required.'],
      [{ height: ' ' }, 'Height is required.'],
      [{ height: 0 }, 'Height must be at least 1.'],
      [{ weight: 0 }, 'Weight must be at least 1.'],
      [{ discipline: 'Wrestling' as BookingRequest['discipline'] }, 'Discipline is required.'],
      [{ masterName: '   ' }, 'Master Name is required.'],
    ];
    for (const [override, message] of cases) {
      const res = await book(bookingPayload(event._id, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ status: 0, message });
    }
    expect(await storedBookings(event._id)).toEqual([]);
  });

  it('refuses a past event with 409 and stores nothing', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(-DAY_MS) });
    const res = await book(bookingPayload(event._id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.eventPast'] });
    expect(await storedBookings(event._id)).toEqual([]);
    expect(await totalBookings(event._id)).toBe(0);
  });

  it('refuses a full event with 409', async () => {
    const event = await createEventViaApi(t.app, admin, { totalSeats: 1, eventDateTime: fromNow(DAY_MS) });
    expect((await book(bookingPayload(event._id, { email: 'first@example.com' }))).statusCode).toBe(200);
    const res = await book(bookingPayload(event._id, { email: 'second@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.eventFull'] });
    expect(await totalBookings(event._id)).toBe(1);
    expect(await storedBookings(event._id)).toHaveLength(1);

    const repeat = await book(bookingPayload(event._id, { email: 'FIRST@example.com' }));
    expect(repeat.json().message).toBe(ENGLISH['api.alreadyBooked']);
  });

  it('refuses a second booking of the same attendee (email and name) at the same event, whatever the letter case', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const other = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(2 * DAY_MS) });
    expect((await book(bookingPayload(event._id, { email: 'Repeat@Example.com' }))).statusCode).toBe(200);
    const res = await book(bookingPayload(event._id, { email: '  repeat@example.COM ' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.alreadyBooked'] });
    expect(await totalBookings(event._id)).toBe(1);
    expect((await book(bookingPayload(other._id, { email: 'repeat@example.com' }))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await book(bookingPayload('no-such-event'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.eventNotFound'] });
  });

  it("ties the booking to the fighter of the token and ignores a fighterId that is not the caller's", async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const fighter = await insertFighterWithToken(t.app);
    const someoneElse = await insertFighterWithToken(t.app);

    const own = await book(
      bookingPayload(event._id, { email: 'own@example.com', fighterId: someoneElse.id }),
      fighter.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    const visitor = await book(bookingPayload(event._id, { email: 'visitor@example.com', fighterId: fighter.id }));
    const asAdmin = await book(
      bookingPayload(event._id, { email: 'admin-booked@example.com', fighterId: fighter.id }),
      admin,
    );
    const badToken = await book(bookingPayload(event._id, { email: 'bad-token@example.com' }), 'forged.token.value');
    for (const res of [visitor, asAdmin, badToken]) expect(res.statusCode, res.body).toBe(200);

    const rows = await storedBookings(event._id);
    const fighterOf = (email: string) => rows.find((r) => r.email === email)!.fighterId;
    expect(fighterOf('own@example.com')).toBe(fighter.id);
    expect(fighterOf('visitor@example.com')).toBeNull();
    expect(fighterOf('admin-booked@example.com')).toBeNull();
    expect(fighterOf('bad-token@example.com')).toBeNull();
  });

  it('draws a new booking code when the first one is taken, and gives up cleanly after five', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) });
    const first = (await book(bookingPayload(event._id, { email: 'code-1@example.com' }))).json().data
      .bookingId as string;
    const input = (email: string) => ({
      ...bookingPayload(event._id, { email }),
      age: 19,
      height: 162,
      weight: 54,
      discipline: 'Karate' as const,
    });

    const codes = [first, 'KKA-RETRY2'];
    const VISITOR = { role: 'visitor', id: null, ip: null } as const;
    const { booking: retried } = await bookEvent(t.app, VISITOR, input('code-2@example.com'), {
      newCode: () => codes.shift()!,
    });
    expect(retried.bookingId).toBe('KKA-RETRY2');

    await expect(bookEvent(t.app, VISITOR, input('code-3@example.com'), { newCode: () => first })).rejects.toThrow();
    expect((await storedBookings(event._id)).map((r) => r.email).sort()).toEqual([
      'code-1@example.com',
      'code-2@example.com',
    ]);
    expect(await totalBookings(event._id)).toBe(2);
  });
});

describe(`BookEvent rate limit on ${testDialect}`, () => {
  it('answers 429 once a client exceeds BOOKING_RATE_LIMIT per minute', async () => {
    const t = await createTestApp({ BOOKING_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/Bookings/BookEvent',
              payload: bookingPayload('no-such-event'),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
