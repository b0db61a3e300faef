import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, eventReplySchema } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const REQUESTS = 500;
const SEATS = 50;

describe(`booking contention on ${testDialect}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`gives exactly ${SEATS} seats to ${REQUESTS} simultaneous requests and refuses the rest clearly`, async () => {
    const admin = await adminToken(t.app);
    const event = await createEventViaApi(t.app, admin, { totalSeats: SEATS, eventDateTime: fromNow(7 * DAY_MS) });

    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Bookings/BookEvent',
          payload: bookingPayload(event._id, { email: `contender-${i}@example.com` }),
        }),
      ),
    );
    const wallMs = Math.round(performance.now() - started);

    const booked = replies.filter((r) => r.statusCode === 200 && r.json().status === 1);
    const refused = replies.filter((r) => r.statusCode === 409);
    console.log(
      `[contention] ${testDialect}: ${REQUESTS} requests, ${booked.length} bookings made, ${refused.length} refusals, wall time ${wallMs} ms`,
    );

    expect(booked).toHaveLength(SEATS);
    expect(refused).toHaveLength(REQUESTS - SEATS);
    for (const reply of refused) expect(reply.json()).toEqual({ status: 0, message: ENGLISH['api.eventFull'] });

    const codes = new Set(booked.map((r) => r.json().data.bookingId as string));
    expect(codes.size).toBe(SEATS);

    const read = eventReplySchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/getEventById/${event._id}`,
          headers: { 'x-auth-token': admin },
        })
      ).json(),
    ).event;
    expect(read.totalBookings).toBe(SEATS);
    expect(read.bookings).toHaveLength(SEATS);
    const rows = await t.app.db.selectFrom('bookings').select('email').where('eventId', '=', event._id).execute();
    expect(rows).toHaveLength(SEATS);
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(booked.map((r) => r.json().data.email as string)));
  });
});
