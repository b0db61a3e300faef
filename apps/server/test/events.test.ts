import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'kysely';
import {
  deleteEventReplySchema,
  ENGLISH,
  eventReplySchema,
  eventsReplySchema,
  LIMITS,
  type AcademyEvent,
} from '@academy/contract';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import {
  bookingPayload,
  createEventViaApi,
  DAY_MS,
  DEFAULT_EVENT,
  eventForm,
  fromNow,
} from './helpers/events-fixtures.ts';
import { untilWaitingForLock } from './helpers/lock-waits.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { pngImage } from './helpers/images.ts';

describe(`events API on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let fighter: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    fighter = await insertFighterWithToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The display and thumbnail files behind an event's image URLs. */
  function imageFiles(event: AcademyEvent): string[] {
    expect(event.eventImageUrl).toMatch(/^\/uploads\/events\/[\w-]+\.webp$/);
    expect(event.eventThumbnailUrl).toMatch(/^\/uploads\/events\/[\w-]+-thumb\.webp$/);
    return [event.eventImageUrl!, event.eventThumbnailUrl!].map((url) =>
      path.join(t.config.uploadsDir, url.replace('/uploads/', '')),
    );
  }

  async function getById(id: string, token?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/events/getEventById/${id}`,
      headers: token ? { 'x-auth-token': token } : {},
    });
  }

  async function book(eventId: string, email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      payload: bookingPayload(eventId, { email }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  describe('CreateEvent', () => {
    it('creates an event with its image re-encoded to WebP display and thumbnail files', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events/CreateEvent',
        headers: { 'x-auth-token': admin },
        payload: eventForm(
          { ...DEFAULT_EVENT, eventDateTime: fromNow(30 * DAY_MS) },
          await pngImage({ color: '#123456', width: 1600, height: 900 }),
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { status, message, event } = eventReplySchema.parse(res.json());
      expect(status).toBe(1);
      expect(message).toBe('Event created successfully');
      expect(event).toMatchObject({
        eventName: DEFAULT_EVENT.eventName,
        address: DEFAULT_EVENT.address,
        eventDescription: DEFAULT_EVENT.eventDescription,
        totalSeats: 50,
        totalBookings: 0,
        entryFee: 1200,
        category: 'upcoming',
      });
      expect(event).not.toHaveProperty('bookings');
      const [display, thumb] = imageFiles(event);
      expect((await sharp(display!).metadata()).format).toBe('webp');
      expect((await sharp(display!).metadata()).width).toBe(1280);
      expect((await sharp(thumb!).metadata()).width).toBe(640);
      const served = await t.app.inject({ method: 'GET', url: event.eventImageUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('stores 25 Dec 2026 18:30 IST as 2026-12-25T13:00:00.000Z and reads it back unchanged', async () => {
      const event = await createEventViaApi(t.app, admin, { eventDateTime: '2026-12-25T18:30:00+05:30' });
      expect(event.eventDateTime).toBe('2026-12-25T13:00:00.000Z');
      const row = await t.app.db
        .selectFrom('events')
        .select('eventDateTime')
        .where('id', '=', event._id)
        .executeTakeFirstOrThrow();
      expect(row.eventDateTime).toBe('2026-12-25T13:00:00.000Z');
      const read = eventReplySchema.parse((await getById(event._id)).json()).event;
      expect(read.eventDateTime).toBe('2026-12-25T13:00:00.000Z');
      const utcInput = await createEventViaApi(t.app, admin, { eventDateTime: '2026-12-25T13:00:00Z' });
      expect(utcInput.eventDateTime).toBe('2026-12-25T13:00:00.000Z');
    });

    it('names every missing field with its required-field message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events/CreateEvent',
        headers: { 'x-auth-token': admin },
        payload: eventForm({
          eventName: ' ',
          address: '',
          eventDescription: '',
          eventDateTime: '',
          totalSeats: '',
          entryFee: '',
        }),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status).toBe(0);
      for (const message of [
        ENGLISH['form.eventName.required'],
        ENGLISH['form.address.required'],
        ENGLISH['api.imageRequired'],
        ENGLISH['form.description.required'],
        ENGLISH['form.dateTime.required'],
        'Total Seats must be at least 1',
        'Entry Fee must be at least 0',
      ]) {
        expect(body.message).toContain(message);
      }
      expect(await t.app.db.selectFrom('events').select('id').where('eventName', '=', ' ').execute()).toEqual([]);
    });

    it('refuses only the image when every field is valid', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events/CreateEvent',
        headers: { 'x-auth-token': admin },
        payload: eventForm(DEFAULT_EVENT),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.imageRequired'] });
    });

    it('refuses zero seats, a negative fee and a date that is not ISO UTC', async () => {
      const cases: [Partial<typeof DEFAULT_EVENT>, string][] = [
        [{ totalSeats: 0 }, 'Total Seats must be at least 1'],
        [{ totalSeats: 2.5 }, 'Total Seats must be a whole number.'],
        [{ entryFee: -1 }, 'Entry Fee must be at least 0'],
        [{ eventDateTime: '25/12/2026 18:30' }, 'Date & Time must be an ISO date-time in UTC.'],
      ];
      for (const [override, message] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/events/CreateEvent',
          headers: { 'x-auth-token': admin },
          payload: eventForm({ ...DEFAULT_EVENT, ...override }, await pngImage()),
        });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('accepts a free event (entry fee 0)', async () => {
      const event = await createEventViaApi(t.app, admin, { entryFee: 0 });
      expect(event.entryFee).toBe(0);
    });

    it('refuses a file that is not an image (415) and one over 5 MB (413)', async () => {
      const notImage = new FormData();
      for (const [key, value] of Object.entries(DEFAULT_EVENT)) notImage.append(key, String(value));
      notImage.append('eventImage', new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }), 'fake.png');
      const res415 = await t.app.inject({
        method: 'POST',
        url: '/api/events/CreateEvent',
        headers: { 'x-auth-token': admin },
        payload: notImage,
      });
      expect(res415.statusCode).toBe(415);

      const big = Buffer.concat([await pngImage(), Buffer.alloc(LIMITS.maxUploadBytes)]);
      const res413 = await t.app.inject({
        method: 'POST',
        url: '/api/events/CreateEvent',
        headers: { 'x-auth-token': admin },
        payload: eventForm(DEFAULT_EVENT, big),
      });
      expect(res413.statusCode).toBe(413);
      expect(res413.json().message).toBe(ENGLISH['api.uploadTooLarge']);
    });
  });

  describe('admin-only mutations', () => {
    it('answers 401 to a visitor and 403 to a fighter, and changes nothing', async () => {
      const event = await createEventViaApi(t.app, admin, { eventName: 'Guarded Event' });
      const image = await pngImage();
      const attempts = [
        { method: 'POST' as const, url: '/api/events/CreateEvent', payload: () => eventForm(DEFAULT_EVENT, image) },
        {
          method: 'PUT' as const,
          url: `/api/events/updateEvent/${event._id}`,
          payload: () => eventForm({ ...DEFAULT_EVENT, eventName: 'Hijacked' }),
        },
        { method: 'DELETE' as const, url: `/api/events/DeleteEvent/${event._id}`, payload: () => undefined },
      ];
      const before = await t.app.db.selectFrom('events').select('id').execute();
      for (const attempt of attempts) {
        const visitor = await t.app.inject({ method: attempt.method, url: attempt.url, payload: attempt.payload() });
        expect(visitor.statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
        const asFighter = await t.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: { 'x-auth-token': fighter.token },
          payload: attempt.payload(),
        });
        expect(asFighter.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
        expect(asFighter.json()).toEqual({ status: 0, message: 'Only an admin can do this.' });
      }
      expect(await t.app.db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
      const read = eventReplySchema.parse((await getById(event._id)).json()).event;
      expect(read.eventName).toBe('Guarded Event');
    });
  });

  describe('GetAllEvents', () => {
    it('lists every event by date, latest first, with no attendee data and cache headers', async () => {
      const past = await createEventViaApi(t.app, admin, {
        eventName: 'Held Long Ago',
        eventDateTime: fromNow(-300 * DAY_MS),
      });
      await createEventViaApi(t.app, admin, { eventName: 'Far Ahead', eventDateTime: fromNow(400 * DAY_MS) });
      await book(
        (await createEventViaApi(t.app, admin, { eventName: 'Booked Soon', eventDateTime: fromNow(2 * DAY_MS) }))._id,
        'list@example.com',
      );

      const res = await t.app.inject({ method: 'GET', url: `/api/events/GetAllEvents?timestamp=${Date.now()}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const { status, events } = eventsReplySchema.parse(res.json());
      expect(status).toBe(1);
      const dates = events.map((e) => e.eventDateTime);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(events[0]!.eventName).toBe('Far Ahead');
      expect(events.find((e) => e._id === past._id)!.category).toBe('past');
      expect(events.find((e) => e.eventName === 'Booked Soon')!.totalBookings).toBe(1);
      for (const event of res.json().events) expect(event).not.toHaveProperty('bookings');
      expect(res.body).not.toContain('list@example.com');

      const adminRes = await t.app.inject({
        method: 'GET',
        url: '/api/events/GetAllEvents',
        headers: { 'x-auth-token': admin },
      });
      expect(adminRes.body).not.toContain('list@example.com');
    });

    it('answers 304 to a matching If-None-Match and a new ETag once something changed', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/events/GetAllEvents?timestamp=1',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await createEventViaApi(t.app, admin, { eventName: 'Changes The List' });
      const changed = await t.app.inject({
        method: 'GET',
        url: '/api/events/GetAllEvents',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('shows a booking in the very next list, though the list before it was served from memory', async () => {
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'Counted Live',
        eventDateTime: fromNow(DAY_MS),
      });
      const seats = async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' });
        return eventsReplySchema.parse(res.json()).events.find((e) => e._id === event._id)!.totalBookings;
      };
      expect(await seats()).toBe(0);
      expect(await seats()).toBe(0);
      await book(event._id, 'counted@example.com');
      expect(await seats()).toBe(1);
    });

    it('compresses the list for clients that accept brotli or gzip, with the same JSON and ETag', async () => {
      await createEventViaApi(t.app, admin, { eventName: 'Big Enough To Compress' });
      const plain = await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/events/GetAllEvents',
          headers: { 'accept-encoding': accept },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    });
  });

  describe('getEventById', () => {
    it('shows bookings (newest first) to an admin only', async () => {
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'Details Event',
        eventDateTime: fromNow(5 * DAY_MS),
      });
      await book(event._id, 'first@example.com');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await book(event._id, 'second@example.com');

      for (const token of [undefined, fighter.token, 'not-a-valid-token']) {
        const res = await getById(event._id, token);
        expect(res.statusCode).toBe(200);
        expect(res.json().event).not.toHaveProperty('bookings');
        expect(res.body).not.toContain('first@example.com');
        expect(res.json().event.totalBookings).toBe(2);
      }

      const asAdmin = eventReplySchema.parse((await getById(event._id, admin)).json()).event;
      expect(asAdmin.bookings!.map((b) => b.email)).toEqual(['second@example.com', 'first@example.com']);
      expect(asAdmin.bookings![0]).toMatchObject({
        eventId: event._id,
        fighterName: 'Ananya Iyer',
        mobileNumber: '9876543210',
        beltLevel: 'Brown',
        academyName: 'Kaizen Karate Academy',
        masterName: 'Sensei Rajesh Kulkarni',
        discipline: 'Karate',
        fighterId: null,
      });
      expect(asAdmin.bookings![0]!.bookingId).toMatch(/^KKA-[A-Z2-9]{6}$/);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await getById('no-such-event');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'Event not found.' });
    });
  });

  describe('category', () => {
    it('flips from upcoming to past once the event time has passed, with no write in between', async () => {
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'About To Start',
        eventDateTime: fromNow(1500),
      });
      expect(event.category).toBe('upcoming');
      const listed = eventsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' })).json(),
      );
      expect(listed.events.find((e) => e._id === event._id)!.category).toBe('upcoming');

      await new Promise((resolve) => setTimeout(resolve, Date.parse(event.eventDateTime) - Date.now() + 50));
      expect(eventReplySchema.parse((await getById(event._id)).json()).event.category).toBe('past');
      const relisted = eventsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' })).json(),
      );
      expect(relisted.events.find((e) => e._id === event._id)!.category).toBe('past');
    });
  });

  describe('updateEvent', () => {
    it('updates the fields and keeps the image when none is sent', async () => {
      const event = await createEventViaApi(t.app, admin, { eventName: 'Before Edit' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/updateEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
        payload: eventForm({
          ...DEFAULT_EVENT,
          eventName: 'After Edit',
          eventDateTime: '2027-01-10T04:30:00.000Z',
          totalSeats: 80,
          entryFee: 999.5,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = eventReplySchema.parse(res.json());
      expect(updated.message).toBe('Event updated successfully');
      expect(updated.event).toMatchObject({
        _id: event._id,
        eventName: 'After Edit',
        eventDateTime: '2027-01-10T04:30:00.000Z',
        totalSeats: 80,
        entryFee: 999.5,
        eventImageUrl: event.eventImageUrl,
      });
      for (const file of imageFiles(event)) expect(fs.existsSync(file)).toBe(true);
    });

    it('replaces the image and removes the old files from disk', async () => {
      const event = await createEventViaApi(t.app, admin, { eventName: 'New Poster' });
      const oldFiles = imageFiles(event);
      for (const file of oldFiles) expect(fs.existsSync(file)).toBe(true);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/updateEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
        payload: eventForm(DEFAULT_EVENT, await pngImage({ color: '#00aa00' })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = eventReplySchema.parse(res.json()).event;
      expect(updated.eventImageUrl).not.toBe(event.eventImageUrl);
      for (const file of oldFiles) expect(fs.existsSync(file)).toBe(false);
      for (const file of imageFiles(updated)) expect(fs.existsSync(file)).toBe(true);
    });

    it('validates like create but does not require an image', async () => {
      const event = await createEventViaApi(t.app, admin);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/updateEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
        payload: eventForm({ ...DEFAULT_EVENT, eventName: '', totalSeats: 0 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`${ENGLISH['form.eventName.required']} Total Seats must be at least 1`);
    });

    it('refuses fewer seats than are already booked, and leaves the image untouched', async () => {
      const event = await createEventViaApi(t.app, admin, { totalSeats: 5, eventDateTime: fromNow(3 * DAY_MS) });
      await book(event._id, 'a@example.com');
      await book(event._id, 'b@example.com');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/updateEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
        payload: eventForm({ ...DEFAULT_EVENT, totalSeats: 1 }, await pngImage({ color: '#0000ff' })),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Total Seats cannot be less than the 2 seats already booked for this event.');
      const read = eventReplySchema.parse((await getById(event._id)).json()).event;
      expect(read.totalSeats).toBe(5);
      expect(read.eventImageUrl).toBe(event.eventImageUrl);
      const eventFiles = fs.readdirSync(path.join(t.config.uploadsDir, 'events'));
      const ids = new Set(eventFiles.map((name) => name.replace(/(-thumb)?\.webp$/, '')));
      const rows = await t.app.db.selectFrom('events').select('imageKey').execute();
      expect(ids.size).toBe(rows.length);

      const enough = await t.app.inject({
        method: 'PUT',
        url: `/api/events/updateEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
        payload: eventForm({ ...DEFAULT_EVENT, eventDateTime: event.eventDateTime, totalSeats: 2 }),
      });
      expect(enough.statusCode, enough.body).toBe(200);
    });

    it('answers 404 for an unknown id without keeping the uploaded image', async () => {
      const before = fs.readdirSync(path.join(t.config.uploadsDir, 'events')).length;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/events/updateEvent/no-such-event',
        headers: { 'x-auth-token': admin },
        payload: eventForm(DEFAULT_EVENT, await pngImage()),
      });
      expect(res.statusCode).toBe(404);
      expect(fs.readdirSync(path.join(t.config.uploadsDir, 'events'))).toHaveLength(before);
    });
  });

  describe('DeleteEvent', () => {
    it('deletes the event, its bookings and its image files, and says how many bookings went', async () => {
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'To Be Cancelled',
        eventDateTime: fromNow(4 * DAY_MS),
      });
      await book(event._id, 'one@example.com');
      await book(event._id, 'two@example.com');
      const files = imageFiles(event);

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/DeleteEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(deleteEventReplySchema.parse(res.json())).toEqual({
        status: 1,
        message: 'Event deleted successfully, with its 2 bookings',
        deletedBookings: 2,
      });
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
      expect((await getById(event._id)).statusCode).toBe(404);
      expect(await t.app.db.selectFrom('bookings').select('id').where('eventId', '=', event._id).execute()).toEqual([]);
    });

    it('deletes an event while bookings land: each is counted in what went with it or finds no event', async () => {
      const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(4 * DAY_MS) });
      // A booking writes its row before it claims its seat (decision 067): the deletion must wait for the ones under
      // way, not deadlock with them.
      const bookings = Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Bookings/BookEvent',
          payload: bookingPayload(event._id, { email: `landing${i}@example.com` }),
        }),
      );
      const deletion = t.app.inject({
        method: 'DELETE',
        url: `/api/events/DeleteEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
      });
      const answers = await Promise.all(bookings);
      const deleted = await deletion;
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(answers.map((res) => res.statusCode).filter((status) => status !== 200 && status !== 404)).toEqual([]);
      const booked = answers.filter((res) => res.statusCode === 200).length;
      expect(deleteEventReplySchema.parse(deleted.json()).deletedBookings).toBe(booked);
    });

    // PostgreSQL only: SQLite runs one writing transaction at a time, so an event a booking has read cannot go
    // before the booking writes.
    it.skipIf(testDialect !== 'postgres')(
      'answers "event not found" to a booking whose event is deleted between its read and its insert',
      async () => {
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(4 * DAY_MS) });
        let booking: Promise<{ statusCode: number; body: string; json: () => unknown }> | undefined;
        await t.app.db.transaction().execute(async (trx) => {
          // The row lock makes the booking's insert (its foreign key's KEY SHARE) wait after the booking read the event.
          await sql`SELECT id FROM events WHERE id = ${event._id} FOR UPDATE`.execute(trx);
          booking = t.app.inject({
            method: 'POST',
            url: '/api/Bookings/BookEvent',
            payload: bookingPayload(event._id, { email: 'just.too.late@example.com' }),
          });
          await untilWaitingForLock(t.app.db, 'insert into "bookings"', 'the booking, at its insert,');
          await trx.deleteFrom('events').where('id', '=', event._id).execute();
        });
        const res = await booking!;
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ status: 0, message: 'Event not found.' });
      },
    );

    it('deletes an event without bookings and answers 404 for an unknown one', async () => {
      const event = await createEventViaApi(t.app, admin);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/DeleteEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
      });
      expect(res.json()).toEqual({ status: 1, message: 'Event deleted successfully', deletedBookings: 0 });
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/DeleteEvent/${event._id}`,
        headers: { 'x-auth-token': admin },
      });
      expect(again.statusCode).toBe(404);
    });
  });

  it('publishes the event routes in the OpenAPI docs', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const route of [
      '/api/events/GetAllEvents',
      '/api/events/getEventById/{id}',
      '/api/events/CreateEvent',
      '/api/events/updateEvent/{id}',
      '/api/events/DeleteEvent/{id}',
    ]) {
      expect(paths).toContain(route);
    }
  });
});

describe(`demo events on ${testDialect}`, () => {
  it('seeds upcoming and past events with generated posters and bookings, only into an empty table', async () => {
    const t = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const { seedDemoEvents } = await import('../src/seed/demo-events.ts');
      const seeded = await seedDemoEvents(t.app);
      expect(seeded).toBe(7);
      const { events } = eventsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/events/GetAllEvents' })).json(),
      );
      expect(events).toHaveLength(7);
      const upcoming = events.filter((e) => e.category === 'upcoming');
      const past = events.filter((e) => e.category === 'past');
      expect(upcoming.length).toBeGreaterThanOrEqual(3);
      expect(past.length).toBeGreaterThanOrEqual(2);
      for (const event of events) {
        const image = await t.app.inject({ method: 'GET', url: event.eventThumbnailUrl! });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }
      const bookings = await t.app.db.selectFrom('bookings').select(['eventId']).execute();
      // Those held on earlier days had their bookings; today's cup (under way since the morning) takes entries.
      const held = past.filter((event) => Date.now() - Date.parse(event.eventDateTime) > 24 * 3600_000);
      expect(held.length).toBeGreaterThanOrEqual(2);
      for (const event of held) {
        expect(event.totalBookings).toBeGreaterThan(0);
        expect(bookings.filter((b) => b.eventId === event._id)).toHaveLength(event.totalBookings);
      }
      // Every seat was booked before today: an upcoming event's bookings are not dated in the days still to come.
      const times = await t.app.db.selectFrom('bookings').select(['bookedAt', 'eventId']).execute();
      expect(times.length).toBeGreaterThan(0);
      expect(times.filter((booking) => Date.parse(booking.bookedAt) > Date.now())).toEqual([]);
      expect(await seedDemoEvents(t.app)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
