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

export async function hasBookingWithEmail(db: DbOrTx, eventId: string, emailNormalized: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('eventId', '=', eventId)
    .where('emailNormalized', '=', emailNormalized)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBooking(db: DbOrTx, row: NewBookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}
