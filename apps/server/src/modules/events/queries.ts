import type { Insertable, Selectable, Updateable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { PaymentState } from '@academy/contract';
import type { BookingsTable, EventsTable } from '../../db/schema.ts';

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventRowPatch = Updateable<EventsTable>;
export type EventBookingRow = Selectable<BookingsTable> & {
  paymentState: PaymentState | null;
  paymentAmountPaise: number | null;
};

export type ListedEventRow = EventRow & { waitingCount: number; isTournament: boolean };

/**
 * Each event with the people in its waiting list (waiting or holding an offer), from the list's index, and whether
 * it is a tournament (by the tournaments' primary key).
 */
function eventsWithLine(db: DbOrTx) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) => [
      eb
        .selectFrom('waitlist')
        .select((w) => w.fn.countAll<number>().as('n'))
        .whereRef('waitlist.eventId', '=', 'events.id')
        .where('waitlist.state', 'in', ['waiting', 'offered'])
        .as('waitingCount'),
      eb
        .exists(eb.selectFrom('tournaments').select('eventId').whereRef('tournaments.eventId', '=', 'events.id'))
        .as('isTournament'),
    ]);
}

const withCount = (
  row: Omit<ListedEventRow, 'waitingCount' | 'isTournament'> & { waitingCount: unknown; isTournament: unknown },
): ListedEventRow => ({
  ...row,
  waitingCount: Number(row.waitingCount ?? 0),
  // SQLite answers 1 or 0, PostgreSQL a boolean.
  isTournament: Boolean(row.isTournament),
});

/** Every event, latest date first (docs/product/rules.md); id breaks ties so the order is stable. */
export async function listEvents(db: DbOrTx): Promise<ListedEventRow[]> {
  const rows = await eventsWithLine(db).orderBy('eventDateTime', 'desc').orderBy('id', 'desc').execute();
  return rows.map(withCount);
}

export async function findListedEvent(db: DbOrTx, id: string): Promise<ListedEventRow | undefined> {
  const row = await eventsWithLine(db).where('id', '=', id).executeTakeFirst();
  return row && withCount(row);
}

export function findEventById(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countEvents(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEvent(db: DbOrTx, row: NewEventRow): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

/**
 * Updates an event unless it would end up with fewer seats than it has bookings; the seat rule sits in the
 * WHERE clause so a booking landing at the same moment cannot slip past it. With `imageKeyWas` the row changes
 * only while it still holds that image (compare-and-swap), so of two racing image replacements each knows the
 * key it replaced. Returns whether a row changed.
 */
export async function updateEventKeepingBookedSeats(
  db: DbOrTx,
  id: string,
  patch: EventRowPatch & { totalSeats: number },
  imageKeyWas?: string | null,
): Promise<boolean> {
  let query = db.updateTable('events').set(patch).where('id', '=', id).where('totalBookings', '<=', patch.totalSeats);
  if (imageKeyWas !== undefined) {
    query = query.where((eb) => (imageKeyWas === null ? eb('imageKey', 'is', null) : eb('imageKey', '=', imageKeyWas)));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Locks the row until commit against every other writer (SQLite runs transactions one at a time anyway), bookings
 * on their way in too: a booking inserts its row before it claims its seat (decision 067), and FOR UPDATE waits for
 * the key share lock that insert's foreign key holds, where an update would not and the two would deadlock. Returns
 * whether the event exists.
 */
export async function lockEvent(db: DbOrTx, id: string): Promise<boolean> {
  const query = db.selectFrom('events').select('id').where('id', '=', id);
  return (await (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst()) !== undefined;
}

/** Deletes the event; its bookings go with it through ON DELETE CASCADE. Returns whether it existed. */
export async function deleteEvent(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The attendees of one event, newest booking first; only an admin may see them (docs/product/rules.md). Cancelled
 * bookings are not attendees: the audit log keeps each cancellation with the booking's values. Each booking's fee
 * comes in the same query, through the unique index on dues.booking_id, however many bookings there are.
 */
export function listEventBookings(db: DbOrTx, eventId: string): Promise<EventBookingRow[]> {
  return db
    .selectFrom('bookings')
    .leftJoin('dues', 'dues.bookingId', 'bookings.id')
    .leftJoin('payments', 'payments.id', 'dues.paymentId')
    .selectAll('bookings')
    .select(['payments.state as paymentState', 'dues.amountPaise as paymentAmountPaise'])
    .where('bookings.eventId', '=', eventId)
    .where('bookings.cancelledAt', 'is', null)
    .orderBy('bookings.bookedAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

export async function countEventBookings(db: DbOrTx, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', eventId)
    .where('cancelledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
