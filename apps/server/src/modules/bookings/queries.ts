import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { BookingsTable } from '../../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;

/** What a booking needs to know about its event. */
export function findBookableEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'eventName', 'address', 'eventDateTime', 'entryFee', 'totalSeats', 'totalBookings'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export type BookableEvent = NonNullable<Awaited<ReturnType<typeof findBookableEvent>>>;

/** The language a logged-in booker's account chose: their confirmation email's. */
export async function findBookerLanguage(db: DbOrTx, fighterId: string): Promise<string | undefined> {
  const row = await db.selectFrom('fighters').select('language').where('id', '=', fighterId).executeTakeFirst();
  return row?.language;
}

/**
 * The seat check and the seat claim in one statement: it changes the row only while the event is still
 * ahead and has a free seat. On PostgreSQL concurrent claims queue on the row lock and each re-checks the
 * condition against the committed count, so the count can never pass totalSeats. Returns whether a seat was taken.
 */
export async function claimSeat(db: DbOrTx, eventId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ totalBookings: eb('totalBookings', '+', 1) }))
    .where('id', '=', eventId)
    .where((eb) => eb('totalBookings', '<', eb.ref('totalSeats')))
    .where('eventDateTime', '>=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether this attendee (email and name, as normalized) already holds a seat, that is a booking not cancelled. */
export async function hasActiveBooking(
  db: DbOrTx,
  eventId: string,
  attendee: { emailNormalized: string; nameNormalized: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('eventId', '=', eventId)
    .where('emailNormalized', '=', attendee.emailNormalized)
    .where('nameNormalized', '=', attendee.nameNormalized)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The seats one email holds at the event. */
export async function countActiveBookingsOfEmail(db: DbOrTx, eventId: string, emailNormalized: string) {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', eventId)
    .where('emailNormalized', '=', emailNormalized)
    .where('cancelledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The bookings one client address made for the event since `since`, cancelled ones too: a cancellation gives no new turn. */
export async function countBookingsOfClientSince(db: DbOrTx, eventId: string, clientIp: string, since: string) {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', eventId)
    .where('clientIp', '=', clientIp)
    .where('bookedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A booking with what its cancellation email names of the event. */
export function findBookingWithEvent(db: DbOrTx, id: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .selectAll('bookings')
    .select(['events.eventName', 'events.eventDateTime', 'events.address'])
    .where('bookings.id', '=', id)
    .executeTakeFirst();
}

/** Marks the booking cancelled unless it already is; returns whether this call did it. */
export async function markBookingCancelled(db: DbOrTx, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ cancelledAt: now })
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a cancelled booking's seat back to the event. */
export async function releaseSeat(db: DbOrTx, eventId: string): Promise<void> {
  await db
    .updateTable('events')
    .set((eb) => ({ totalBookings: eb('totalBookings', '-', 1) }))
    .where('id', '=', eventId)
    .where('totalBookings', '>', 0)
    .execute();
}

export async function insertBooking(db: DbOrTx, row: NewBookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}
