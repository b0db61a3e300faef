import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingReplySchema,
  endpointUrl,
  ENDPOINTS,
  eventCheckInReplySchema,
  eventDoorReplySchema,
  joinWaitlistReplySchema,
  myBookingsReplySchema,
  offerReplySchema,
  waitlistReplySchema,
  type AcademyEvent,
} from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { sendDueReminders } from '../src/modules/bookings/reminders.ts';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { outboxMessages, signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailBodies, mailSubject, mimeParts } from './helpers/mail.ts';
import { offerTokenIn } from './helpers/waitlist-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;

describe(`events beyond ticketing on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  const book = (eventId: string, email: string, token?: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: token ? as(token) : {},
      payload: bookingPayload(eventId, { email, fighterName: `Attendee ${email.split('@')[0]}`, ...extra }),
    });

  const join = (eventId: string, email: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.JoinWaitlist.path,
      headers: token ? as(token) : {},
      payload: bookingPayload(eventId, { email, fighterName: `Waiting ${email.split('@')[0]}` }),
    });

  async function eventNow(id: string): Promise<AcademyEvent> {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.getEventById, { id }),
      headers: as(admin),
    });
    return res.json().event as AcademyEvent;
  }

  async function activeBookings(eventId: string): Promise<number> {
    return (await eventNow(eventId)).bookings!.length;
  }

  describe('my bookings and cancellation', () => {
    it('lists the family bookings with ticket and cut-off, and cancels until the cut-off only', async () => {
      const parent = await signUpAndLogin(t.app, { email: `parent.cancel.${testDialect}@example.com` });
      const soon = await createEventViaApi(t.app, admin, {
        eventName: 'Sunday Kumite Seminar',
        totalSeats: 3,
        eventDateTime: fromNow(3 * DAY_MS),
      });
      const tomorrow = await createEventViaApi(t.app, admin, {
        eventName: 'Tomorrow Kata Clinic',
        totalSeats: 3,
        eventDateTime: fromNow(20 * HOUR_MS),
      });
      expect(soon.cancelCutoffHours).toBe(24);
      const first = await book(soon._id, parent.email, parent.token);
      expect(first.statusCode, first.body).toBe(200);
      const reply = bookingReplySchema.parse(first.json());
      expect(reply.ticket).toMatch(/^KKT1\./);
      expect((await book(tomorrow._id, parent.email, parent.token)).statusCode).toBe(200);

      const mine = myBookingsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: ENDPOINTS.MyBookings.path, headers: as(parent.token) })).json(),
      );
      expect(mine.bookings.map((b) => b.eventName)).toEqual(['Tomorrow Kata Clinic', 'Sunday Kumite Seminar']);
      const [late, early] = mine.bookings;
      expect(early!.ticket).toBe(reply.ticket);
      expect(early!.cancellableUntil).toBe(new Date(Date.parse(soon.eventDateTime) - 24 * HOUR_MS).toISOString());
      // 20 hours ahead with a 24-hour cut-off: too late to cancel online.
      expect(late!.cancellableUntil).toBeNull();
      const tooLate = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelMyBooking, { id: late!._id }),
        headers: as(parent.token),
      });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toContain('24 hours before');

      // Another family cannot cancel it, and cannot learn that it exists.
      const stranger = await signUpAndLogin(t.app, { email: `stranger.${testDialect}@example.com` });
      const foreign = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelMyBooking, { id: early!._id }),
        headers: as(stranger.token),
      });
      expect(foreign.statusCode).toBe(404);

      const before = (await eventNow(soon._id)).totalBookings;
      const cancelled = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelMyBooking, { id: early!._id }),
        headers: as(parent.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await eventNow(soon._id)).totalBookings).toBe(before - 1);
      const again = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelMyBooking, { id: early!._id }),
        headers: as(parent.token),
      });
      expect(again.statusCode).toBe(409);

      const after = myBookingsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: ENDPOINTS.MyBookings.path, headers: as(parent.token) })).json(),
      );
      const gone = after.bookings.find((b) => b._id === early!._id)!;
      expect(gone.cancelledAt).not.toBeNull();
      expect(gone.ticket).toBeNull();
      expect(gone.cancellableUntil).toBeNull();
      const mails = await waitForOutbox(t.config.outboxDir, parent.email, 3);
      expect(mails.map(mailSubject).some((s) => s.startsWith('Booking cancelled: Sunday Kumite Seminar'))).toBe(true);
    });

    it('keeps a booking already let in at the door from being cancelled online', async () => {
      const parent = await signUpAndLogin(t.app, { email: `parent.inside.${testDialect}@example.com` });
      const event = await createEventViaApi(t.app, admin, { totalSeats: 2, eventDateTime: fromNow(4 * DAY_MS) });
      const { ticket } = bookingReplySchema.parse((await book(event._id, parent.email, parent.token)).json());
      const door = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CheckInTicket, { id: event._id }),
        headers: as(admin),
        payload: { ticket },
      });
      expect(door.statusCode).toBe(200);
      const [booking] = myBookingsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: ENDPOINTS.MyBookings.path, headers: as(parent.token) })).json(),
      ).bookings;
      expect(booking!.cancellableUntil).toBeNull();
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelMyBooking, { id: booking!._id }),
        headers: as(parent.token),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('checked in');
      expect((await eventNow(event._id)).totalBookings).toBe(1);
    });

    it('puts the ticket in the confirmation email as an inline QR image', async () => {
      const event = await createEventViaApi(t.app, admin, { totalSeats: 2, eventDateTime: fromNow(5 * DAY_MS) });
      const email = `ticket.mail.${testDialect}@example.com`;
      const res = await book(event._id, email);
      const { ticket } = bookingReplySchema.parse(res.json());
      const [mail] = await waitForOutbox(t.config.outboxDir, email, 1);
      const parts = mimeParts(mail!);
      expect(
        parts.some((p) => /content-type:\s*image\/png/i.test(p.headers) && /content-id:\s*<ticket@/i.test(p.headers)),
      ).toBe(true);
      expect(mailBodies(mail!).html).toContain('src="cid:ticket@');
      expect(mailBodies(mail!).text).toContain(ticket);
    });
  });

  describe('waiting list', () => {
    it('refuses a place while seats are free, keeps one place per person, and shows it in My bookings', async () => {
      const event = await createEventViaApi(t.app, admin, { totalSeats: 1, eventDateTime: fromNow(6 * DAY_MS) });
      expect((await join(event._id, `early.${testDialect}@example.com`)).statusCode).toBe(409);
      expect((await book(event._id, `seat.${testDialect}@example.com`)).statusCode).toBe(200);
      const full = await book(event._id, `late.${testDialect}@example.com`);
      expect(full.statusCode).toBe(409);

      const family = await signUpAndLogin(t.app, { email: `waiting.family.${testDialect}@example.com` });
      const joined = await join(event._id, family.email, family.token);
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joinWaitlistReplySchema.parse(joined.json()).entry.position).toBe(1);
      expect(joined.json().message).toContain('1st in line');
      expect((await join(event._id, family.email, family.token)).statusCode).toBe(409);
      const second = await join(event._id, `second.${testDialect}@example.com`);
      expect(second.json().entry.position).toBe(2);

      const mine = myBookingsReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: ENDPOINTS.MyBookings.path, headers: as(family.token) })).json(),
      );
      expect(mine.waiting).toHaveLength(1);
      expect(mine.waiting[0]).toMatchObject({ state: 'waiting', position: 1 });
      expect((await eventNow(event._id)).waitingCount).toBe(2);

      const left = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.LeaveWaitlist, { id: mine.waiting[0]!._id }),
        headers: as(family.token),
      });
      expect(left.statusCode, left.body).toBe(200);
      const line = waitlistReplySchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: endpointUrl(ENDPOINTS.GetWaitlist, { id: event._id }),
            headers: as(admin),
          })
        ).json(),
      );
      expect(line.entries.map((e) => [e.state, e.position])).toEqual([
        ['left', null],
        ['waiting', 1],
      ]);
    });

    it('gives 5 freed seats to exactly 5 of 200 people in line under 200 concurrent claims, and passes an unclaimed offer on', async () => {
      const seats = 5;
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'National Kata Trials',
        totalSeats: seats,
        eventDateTime: fromNow(9 * DAY_MS),
      });
      const holders: string[] = [];
      for (let i = 0; i < seats; i++) {
        const res = await book(event._id, `holder${i}.${testDialect}@example.com`);
        holders.push(res.json().data.bookingId);
      }
      const waiting = Array.from(
        { length: 200 },
        (_, i) => `line${String(i).padStart(3, '0')}.${testDialect}@example.com`,
      );
      // Joining in order, so the line's order is known.
      for (const email of waiting) expect((await join(event._id, email)).statusCode).toBe(201);

      // The admin cancels the five bookings: each seat becomes an offer to the next in line, not a free seat.
      const adminView = await eventNow(event._id);
      for (const booking of adminView.bookings!) {
        const res = await t.app.inject({
          method: 'POST',
          url: endpointUrl(ENDPOINTS.CancelBooking, { id: booking._id }),
          headers: as(admin),
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await eventNow(event._id)).totalBookings).toBe(seats);
      const stranger = await book(event._id, `walk.in.${testDialect}@example.com`);
      expect(stranger.statusCode, 'a freed seat is held for the line, not sold again').toBe(409);

      const offered = waiting.slice(0, seats);
      const tokens: string[] = [];
      for (const email of offered) tokens.push(offerTokenIn((await waitForOutbox(t.config.outboxDir, email, 1))[0]!));
      expect(outboxMessages(t.config.outboxDir, waiting[seats]!)).toHaveLength(0);
      const offer = offerReplySchema.parse(
        (await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetOffer, { token: tokens[0]! }) })).json(),
      );
      expect(offer.offer).toMatchObject({ eventName: 'National Kata Trials', state: 'offered' });

      // 200 claims at once, each offer clicked 40 times (a double tap, a forwarded link), while 20 walk-ins try to book.
      const [claims, walkIns] = await Promise.all([
        Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            t.app.inject({ method: 'POST', url: endpointUrl(ENDPOINTS.ClaimOffer, { token: tokens[i % seats]! }) }),
          ),
        ),
        Promise.all(Array.from({ length: 20 }, (_, i) => book(event._id, `walk${i}.${testDialect}@example.com`))),
      ]);
      const codes = claims.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(seats);
      expect(codes.filter((c) => c === 409)).toHaveLength(200 - seats);
      expect(walkIns.every((r) => r.statusCode === 409)).toBe(true);
      expect(await activeBookings(event._id)).toBe(seats);
      expect((await eventNow(event._id)).totalBookings).toBe(seats);
      const booked = (await eventNow(event._id)).bookings!.map((b) => b.email).sort();
      expect(booked).toEqual(offered);

      // One of them cancels; the seat is offered to the sixth in line, whose offer runs out unclaimed: the job
      // runner passes it to the seventh.
      const leaving = (await eventNow(event._id)).bookings![0]!;
      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelBooking, { id: leaving._id }),
        headers: as(admin),
      });
      const sixth = offerTokenIn((await waitForOutbox(t.config.outboxDir, waiting[seats]!, 1))[0]!);
      await t.app.db
        .updateTable('waitlist')
        .set({ offerExpiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('emailNormalized', '=', waiting[seats]!)
        .execute();
      await t.app.db
        .updateTable('jobs')
        .set({ runAt: new Date(Date.now() - 1000).toISOString() })
        .where('kind', '=', 'waitlist.offer-expiry')
        .where('state', '=', 'pending')
        .execute();
      t.app.jobs.wake();
      const seventh = offerTokenIn((await waitForOutbox(t.config.outboxDir, waiting[seats + 1]!, 1, 10_000))[0]!);
      const late = await t.app.inject({ method: 'POST', url: endpointUrl(ENDPOINTS.ClaimOffer, { token: sixth }) });
      expect(late.statusCode).toBe(409);
      const claimed = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.ClaimOffer, { token: seventh }),
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(bookingReplySchema.parse(claimed.json()).data.fighterName).toBe(
        `Waiting ${waiting[seats + 1]!.split('@')[0]}`,
      );
      expect(await activeBookings(event._id)).toBe(seats);
      const line = waitlistReplySchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: endpointUrl(ENDPOINTS.GetWaitlist, { id: event._id }),
            headers: as(admin),
          })
        ).json(),
      );
      expect(line.entries.slice(0, 8).map((e) => e.state)).toEqual([
        'booked',
        'booked',
        'booked',
        'booked',
        'booked',
        'expired',
        'booked',
        'waiting',
      ]);
      expect(line.entries[7]!.position).toBe(1);
    });

    it('offers seats the admin adds to the people waiting', async () => {
      const event = await createEventViaApi(t.app, admin, { totalSeats: 1, eventDateTime: fromNow(7 * DAY_MS) });
      await book(event._id, `only.${testDialect}@example.com`);
      const email = `added.seat.${testDialect}@example.com`;
      expect((await join(event._id, email)).statusCode).toBe(201);
      const form = new FormData();
      for (const [key, value] of Object.entries({
        eventName: event.eventName,
        address: event.address,
        eventDescription: event.eventDescription,
        eventDateTime: event.eventDateTime,
        totalSeats: 3,
        entryFee: event.entryFee,
      }))
        form.append(key, String(value));
      const updated = await t.app.inject({
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.updateEvent, { id: event._id }),
        headers: as(admin),
        payload: form,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      await waitForOutbox(t.config.outboxDir, email, 1);
      // One seat held for the one person waiting, one free for anyone.
      expect((await eventNow(event._id)).totalBookings).toBe(2);
    });
  });

  describe('tickets at the door', () => {
    it('lets a ticket in once, warns on a second scan, refuses forged, foreign and cancelled tickets', async () => {
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'Dojo Open Day',
        eventDateTime: fromNow(DAY_MS),
      });
      const other = await createEventViaApi(t.app, admin, {
        eventName: 'Black Belt Grading',
        eventDateTime: fromNow(DAY_MS),
      });
      const mine = bookingReplySchema.parse((await book(event._id, `door.${testDialect}@example.com`)).json());
      const theirs = bookingReplySchema.parse((await book(other._id, `elsewhere.${testDialect}@example.com`)).json());
      const byName = bookingReplySchema.parse((await book(event._id, `by.name.${testDialect}@example.com`)).json());
      const dropped = bookingReplySchema.parse((await book(event._id, `dropped.${testDialect}@example.com`)).json());
      const checkIn = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: endpointUrl(ENDPOINTS.CheckInTicket, { id: event._id }),
          headers: as(admin),
          payload: body,
        });

      const firstRes = await checkIn({ ticket: mine.ticket });
      expect(firstRes.statusCode, firstRes.body).toBe(200);
      const first = eventCheckInReplySchema.parse(firstRes.json());
      expect(first.already).toBe(false);
      expect(first.counts).toEqual({ booked: 3, checkedIn: 1 });
      const second = eventCheckInReplySchema.parse((await checkIn({ ticket: mine.ticket })).json());
      expect(second.already).toBe(true);
      expect(second.message).toMatch(/already checked in at \d\d:\d\d/);
      expect(second.counts.checkedIn).toBe(1);

      // One character changed in the signature, or a ticket made up for a real booking id: nothing opens.
      const last = mine.ticket.at(-1) === 'A' ? 'B' : 'A';
      expect((await checkIn({ ticket: mine.ticket.slice(0, -1) + last })).statusCode).toBe(404);
      const dropRow = (await eventNow(event._id)).bookings!.find((b) => b.bookingId === dropped.data.bookingId)!;
      expect((await checkIn({ ticket: `KKT1.${dropRow._id}.AAAAAAAAAAAAAAAAAAAAAA` })).statusCode).toBe(404);
      const foreign = await checkIn({ ticket: theirs.ticket });
      expect(foreign.statusCode).toBe(409);
      expect(foreign.json().message).toContain('Black Belt Grading');

      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelBooking, { id: dropRow._id }),
        headers: as(admin),
      });
      expect((await checkIn({ ticket: dropped.ticket })).statusCode).toBe(409);

      const door = eventDoorReplySchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: endpointUrl(ENDPOINTS.GetEventDoor, { id: event._id }),
            headers: as(admin),
          })
        ).json(),
      );
      expect(door.counts).toEqual({ booked: 2, checkedIn: 1 });
      const row = door.attendees.find((a) => a.bookingId === byName.data.bookingId)!;
      const named = eventCheckInReplySchema.parse((await checkIn({ bookingId: row._id })).json());
      expect(named.counts).toEqual({ booked: 2, checkedIn: 2 });
      const details = await eventNow(event._id);
      expect(details.bookings!.every((b) => b.checkedInAt !== null)).toBe(true);
    });
  });

  describe('reminders', () => {
    it('sends each reminder once across two job runners and a restart, and none after a cancellation', async () => {
      const start = Date.now() + 30 * HOUR_MS;
      const event = await createEventViaApi(t.app, admin, {
        eventName: 'Reminder Test Camp',
        eventDateTime: new Date(start).toISOString(),
      });
      const emails = [0, 1, 2].map((i) => `remind${i}.${testDialect}@example.com`);
      for (const email of emails) expect((await book(event._id, email)).statusCode).toBe(200);
      const cancelled = (await eventNow(event._id)).bookings!.find((b) => b.email === emails[2])!;
      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelBooking, { id: cancelled._id }),
        headers: as(admin),
      });
      // A second server on PostgreSQL. SQLite serves one server (a second process on its file would wait for its
      // lock); two app instances in this one process would block each other's event loop, so there the second
      // sweep runs on the same app, as payments.test.ts does for the monthly fees.
      const other = testDialect === 'postgres' ? await buildApp(t.config, { logger: false }) : t.app;
      await other.ready();
      try {
        // Seven hours later the reminder (24 h before the start) is due; both servers sweep at the same moment.
        const when = new Date(Date.now() + 7 * HOUR_MS);
        const sent = await Promise.all([sendDueReminders(t.app, when), sendDueReminders(other, when)]);
        expect(sent[0] + sent[1]).toBe(2);
      } finally {
        if (other !== t.app) await other.close();
      }
      // A server started again sweeps again: nothing is left to send.
      const restarted = await buildApp(t.config, { logger: false });
      await restarted.ready();
      try {
        expect(await sendDueReminders(restarted, new Date(Date.now() + 8 * HOUR_MS))).toBe(0);
      } finally {
        await restarted.close();
      }
      for (const email of emails.slice(0, 2)) {
        const mails = await waitForOutbox(t.config.outboxDir, email, 2);
        const reminders = mails.filter((m) => mailSubject(m) === 'Reminder: Reminder Test Camp');
        expect(reminders).toHaveLength(1);
        const parts = mimeParts(reminders[0]!);
        expect(parts.some((p) => /content-type:\s*text\/calendar/i.test(p.headers))).toBe(true);
        expect(mailBodies(reminders[0]!).text).toContain(event.address);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(outboxMessages(t.config.outboxDir, emails[2]!).map(mailSubject)).not.toContain(
        'Reminder: Reminder Test Camp',
      );
    });
  });
});
