import type { FastifyInstance } from 'fastify';
import { endpointUrl, ENDPOINTS, type AcademyEvent } from '@academy/contract';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './events-fixtures.ts';
import { waitForOutbox } from './fighter-accounts.ts';

/** The offer link's code in a raw email (quoted-printable may fold the long line). */
export function offerTokenIn(rawEmail: string): string {
  const unfolded = rawEmail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/events\/offer\/([A-Za-z0-9_-]{43})/.exec(unfolded);
  if (!match?.[1]) throw new Error('no offer link in the email');
  return match[1];
}

/** A fresh one-seat event whose seat a visitor (`seated`) holds, so the next person must wait; and that booking. */
export async function fullEventViaApi(
  app: FastifyInstance,
  adminToken: string,
  seated: string,
): Promise<{ event: AcademyEvent; bookingRowId: string }> {
  const event = await createEventViaApi(app, adminToken, { totalSeats: 1, eventDateTime: fromNow(8 * DAY_MS) });
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.BookEvent.path,
    payload: bookingPayload(event._id, { email: seated, fighterName: 'Seat Holder' }),
  });
  if (res.statusCode !== 200) throw new Error(`BookEvent failed: ${res.statusCode} ${res.body}`);
  const row = await app.db
    .selectFrom('bookings')
    .select('id')
    .where('bookingCode', '=', res.json().data.bookingId as string)
    .executeTakeFirstOrThrow();
  return { event, bookingRowId: row.id };
}

/** Takes a place in the event's line through the real route (with `token`, for that fighter's family). */
export async function joinWaitlistViaApi(
  app: FastifyInstance,
  eventId: string,
  email: string,
  options: { token?: string; fighterName?: string } = {},
): Promise<{ _id: string; position: number }> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.JoinWaitlist.path,
    headers: options.token ? { 'x-auth-token': options.token } : {},
    payload: bookingPayload(eventId, { email, fighterName: options.fighterName ?? 'Waiting Fighter' }),
  });
  if (res.statusCode !== 201) throw new Error(`JoinWaitlist failed: ${res.statusCode} ${res.body}`);
  return res.json().entry;
}

/**
 * A seat offered to `email`, as the waiting list makes one: the person waits for a full event, the admin cancels
 * the one booking, and the offer's link arrives by email. Returns the link's code and the place it belongs to.
 */
export async function offeredSeatViaApi(
  app: FastifyInstance,
  adminToken: string,
  outboxDir: string,
  email: string,
  options: { token?: string; fighterName?: string } = {},
): Promise<{ token: string; entryId: string; event: AcademyEvent }> {
  const { event, bookingRowId } = await fullEventViaApi(app, adminToken, `seat.of.${email}`);
  const entry = await joinWaitlistViaApi(app, event._id, email, options);
  const cancelled = await app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.CancelBooking, { id: bookingRowId }),
    headers: { 'x-auth-token': adminToken },
  });
  if (cancelled.statusCode !== 200) throw new Error(`CancelBooking failed: ${cancelled.statusCode} ${cancelled.body}`);
  const [mail] = await waitForOutbox(outboxDir, email.toLowerCase(), 1);
  return { token: offerTokenIn(mail!), entryId: entry._id, event };
}
