import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReplySchema, endpointUrl, ENDPOINTS, eventReplySchema } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** The staff's event page lists each booking with its fee: its state and how much it is for. */
describe(`an event's bookings with their payments on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SavePaymentSettings.path,
      headers: as(admin),
      payload: {
        upiId: 'kaizen.karate@okhdfcbank',
        payeeName: 'Kaizen Karate Academy',
        academyDetails: 'Shop 4, Baner Road, Pune 411045',
        receiptPrefix: 'kka',
        feeDueDay: 10,
        holdMinutes: 30,
        statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  async function book(eventId: string, email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      payload: bookingPayload(eventId, { email, fighterName: `Attendee ${email.split('@')[0]}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return bookingReplySchema.parse(res.json());
  }

  async function bookingsOf(eventId: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.getEventById, { id: eventId }),
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return eventReplySchema.parse(res.json()).event.bookings ?? [];
  }

  it('gives each booking of a paid event its payment state and amount, and a free one neither', async () => {
    const paid = await createEventViaApi(t.app, admin, { entryFee: 750, eventDateTime: fromNow(10 * DAY_MS) });
    const awaiting = await book(paid._id, 'awaiting@example.com');
    const settled = await book(paid._id, 'settled@example.com');
    const decided = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.DecidePayment, { id: settled.payment!.paymentId }),
      headers: as(admin),
      payload: { decision: 'paid', note: '' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const byCode = new Map((await bookingsOf(paid._id)).map((booking) => [booking.bookingId, booking]));
    expect(byCode.size).toBe(2);
    expect(byCode.get(awaiting.data.bookingId)).toMatchObject({ paymentState: 'pending', paymentAmountPaise: 75000 });
    expect(byCode.get(settled.data.bookingId)).toMatchObject({ paymentState: 'paid', paymentAmountPaise: 75000 });

    const free = await createEventViaApi(t.app, admin, { entryFee: 0, eventDateTime: fromNow(10 * DAY_MS) });
    await book(free._id, 'free@example.com');
    expect(await bookingsOf(free._id)).toEqual([
      expect.objectContaining({ paymentState: null, paymentAmountPaise: null }),
    ]);
  });
});
