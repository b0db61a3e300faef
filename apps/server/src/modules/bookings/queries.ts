import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { BookingsTable } from '../../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;

/** What a booking needs to know about its event. */
export function findBookableEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'event_name', 'address', 'event_date_time', 'entry_fee', 'total_seats', 'total_bookings'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export type BookableEvent = NonNullable<Awaited<ReturnType<typeof findBookableEvent>>>;

/**
 * The seat check and the seat claim in one statement: it changes the row only while the event is still
 * ahead and has a free seat. On PostgreSQL concurrent claims queue on the row lock and each re-checks the
 * condition against the committed count, so the count can never pass total_seats. Returns whether a seat was taken.
 */
export async function claimSeat(db: DbOrTx, eventId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ total_bookings: eb('total_bookings', '+', 1) }))
    .where('id', '=', eventId)
    .where((eb) => eb('total_bookings', '<', eb.ref('total_seats')))
    .where('event_date_time', '>=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function hasBookingWithEmail(db: DbOrTx, eventId: string, emailNormalized: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('event_id', '=', eventId)
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBooking(db: DbOrTx, row: NewBookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}
