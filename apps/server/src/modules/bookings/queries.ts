import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { BookingsTable } from '../../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;

const BOOKABLE_EVENT = [
  'id',
  'eventName',
  'address',
  'eventDateTime',
  'entryFee',
  'totalSeats',
  'totalBookings',
  'translations',
] as const;

/** What a booking needs to know about its event. */
export function findBookableEvent(db: DbOrTx, eventId: string) {
  return db.selectFrom('events').select(BOOKABLE_EVENT).where('id', '=', eventId).executeTakeFirst();
}

export type BookableEvent = NonNullable<Awaited<ReturnType<typeof findBookableEvent>>>;

/** What offering a freed seat needs to know of the event. */
export function findSeatEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'eventName', 'address', 'eventDateTime', 'entryFee', 'offerHours', 'translations'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/**
 * Touches the event's row so that, inside a transaction, PostgreSQL holds its lock until commit: everything that
 * moves a seat between the event, its bookings and its waiting list then happens one at a time per event (SQLite
 * runs transactions one at a time anyway). Returns whether the event exists.
 */
export async function lockEventSeats(db: DbOrTx, eventId: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ totalSeats: eb.ref('totalSeats') }))
    .where('id', '=', eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The language a logged-in booker's account chose: their confirmation email's. */
export async function findBookerLanguage(db: DbOrTx, fighterId: string): Promise<string | undefined> {
  const row = await db.selectFrom('fighters').select('language').where('id', '=', fighterId).executeTakeFirst();
  return row?.language;
}

/**
 * The seat check and the seat claim in one statement: it changes the row only while the event is still
 * ahead and has a free seat. On PostgreSQL concurrent claims queue on the row lock and each re-checks the
 * condition against the committed count, so the count can never pass totalSeats. Answers the event's entry fee as
 * the claim found it (a booking that read the event before may compare), or undefined when no seat was taken.
 */
export function claimSeat(db: DbOrTx, eventId: string, now: string): Promise<{ entryFee: number } | undefined> {
  return db
    .updateTable('events')
    .set((eb) => ({ totalBookings: eb('totalBookings', '+', 1) }))
    .where('id', '=', eventId)
    .where((eb) => eb('totalBookings', '<', eb.ref('totalSeats')))
    .where('eventDateTime', '>=', now)
    .returning('entryFee')
    .executeTakeFirst();
}

/** This attendee's (email and name, as normalized) booking of the event that is not cancelled: the seat they hold. */
function activeBooking(db: DbOrTx, eventId: string, attendee: { emailNormalized: string; nameNormalized: string }) {
  return db
    .selectFrom('bookings')
    .select('bookings.id')
    .where('bookings.eventId', '=', eventId)
    .where('bookings.emailNormalized', '=', attendee.emailNormalized)
    .where('bookings.nameNormalized', '=', attendee.nameNormalized)
    .where('bookings.cancelledAt', 'is', null);
}

/** Whether this attendee already holds a seat at the event. */
export async function hasActiveBooking(
  db: DbOrTx,
  eventId: string,
  attendee: { emailNormalized: string; nameNormalized: string },
): Promise<boolean> {
  return (await activeBooking(db, eventId, attendee).executeTakeFirst()) !== undefined;
}

/**
 * The event a booking needs, and whether this attendee already holds a seat at it, in one round trip: under a rush
 * of bookings on PostgreSQL, writing each statement to the database's socket was the largest single part of the
 * server's time (decision 069). Undefined when there is no such event.
 */
export async function findBookableEventFor(
  db: DbOrTx,
  eventId: string,
  attendee: { emailNormalized: string; nameNormalized: string },
): Promise<(BookableEvent & { holdsSeat: boolean }) | undefined> {
  const row = await db
    .selectFrom('events')
    .select(BOOKABLE_EVENT)
    .select((eb) => eb.exists(activeBooking(db, eventId, attendee)).as('holdsSeat'))
    .where('id', '=', eventId)
    .executeTakeFirst();
  // SQLite answers EXISTS with 1 or 0, PostgreSQL with a boolean.
  return row && { ...row, holdsSeat: Boolean(row.holdsSeat) };
}

/**
 * What the booking limits count at the event, in one round trip (it runs under the event's row lock): the seats one
 * email holds, and the bookings one client address made since `since`, cancelled ones too (a cancellation gives no
 * new turn); 0 for a request without an address. Each count reads its own index and stops one past its limit, which
 * is all a limit needs to know: the time under the lock stays the same however many bookings an address has made
 * (a school's shared address, or a bench whose clients share one).
 */
export async function countBookingsForLimits(
  db: DbOrTx,
  booking: { eventId: string; emailNormalized: string; clientIp: string | null; since: string },
  limits: { ofEmail: number; ofClient: number },
): Promise<{ ofEmail: number; ofClient: number }> {
  const { eventId, emailNormalized, clientIp, since } = booking;
  const ofEvent = () =>
    db
      .selectFrom('bookings')
      .select(sql<number>`1`.as('one'))
      .where('eventId', '=', eventId);
  // The count of a subquery's rows, which stops at `limit`.
  const upTo = (rows: ReturnType<typeof ofEvent>, limit: number) =>
    db.selectFrom(rows.limit(limit).as('counted')).select((count) => count.fn.countAll<number>().as('n'));
  const row = await db
    .selectNoFrom([
      upTo(
        ofEvent().where('emailNormalized', '=', emailNormalized).where('cancelledAt', 'is', null),
        limits.ofEmail + 1,
      ).as('ofEmail'),
      clientIp === null
        ? sql<number>`0`.as('ofClient')
        : upTo(ofEvent().where('clientIp', '=', clientIp).where('bookedAt', '>=', since), limits.ofClient + 1).as(
            'ofClient',
          ),
    ])
    .executeTakeFirstOrThrow();
  return { ofEmail: Number(row.ofEmail), ofClient: Number(row.ofClient) };
}

/** A booking with what its cancellation names of the event. */
export function findBookingWithEvent(db: DbOrTx, id: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .selectAll('bookings')
    .select([
      'events.eventName',
      'events.eventDateTime',
      'events.address',
      'events.cancelCutoffHours',
      'events.translations',
    ])
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

/** Whether the profile is the account's own or one of its children's. */
export async function isFamilyProfile(db: DbOrTx, accountId: string, profileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('fighters')
    .select('id')
    .where('id', '=', profileId)
    .where((eb) => eb.or([eb('id', '=', accountId), eb('guardianId', '=', accountId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every booking made for a profile of the account's family, with its event; the latest event first. */
export function listFamilyBookings(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .select([
      'bookings.id',
      'bookings.bookingCode',
      'bookings.eventId',
      'bookings.fighterName',
      'bookings.bookedAt',
      'bookings.cancelledAt',
      'bookings.checkedInAt',
      'events.eventName',
      'events.eventDateTime',
      'events.address',
      'events.imageKey',
      'events.cancelCutoffHours',
      'events.translations',
    ])
    .where('bookings.fighterId', 'in', (eb) =>
      eb
        .selectFrom('fighters')
        .select('fighters.id')
        .where((w) => w.or([w('fighters.id', '=', accountId), w('fighters.guardianId', '=', accountId)])),
    )
    .orderBy('events.eventDateTime', 'desc')
    .orderBy('bookings.bookedAt', 'desc')
    .execute();
}

export function findDoorEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'eventName', 'eventDateTime'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The fee's state of each booking, from its due's payment; null for a free event's booking. */
function doorColumns(db: DbOrTx) {
  return db
    .selectFrom('bookings')
    .leftJoin('dues', 'dues.bookingId', 'bookings.id')
    .leftJoin('payments', 'payments.id', 'dues.paymentId')
    .select([
      'bookings.id',
      'bookings.bookingCode',
      'bookings.eventId',
      'bookings.fighterName',
      'bookings.mobileNumber',
      'bookings.beltLevel',
      'bookings.checkedInAt',
      'bookings.cancelledAt',
      'payments.state as paymentState',
    ]);
}

/** The bookings that hold a seat at the event, by name. */
export function listDoorAttendees(db: DbOrTx, eventId: string) {
  return doorColumns(db)
    .where('bookings.eventId', '=', eventId)
    .where('bookings.cancelledAt', 'is', null)
    .orderBy('bookings.fighterName')
    .orderBy('bookings.id')
    .execute();
}

/** One booking as the door sees it, with its event's name (a ticket of another event is refused by name). */
export function findDoorAttendee(db: DbOrTx, bookingId: string) {
  return doorColumns(db)
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .select('events.eventName')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

export async function countDoor(db: DbOrTx, eventId: string) {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [eb.fn.countAll<number>().as('booked'), eb.fn.count<number>('checkedInAt').as('checkedIn')])
    .where('eventId', '=', eventId)
    .where('cancelledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { booked: Number(row.booked), checkedIn: Number(row.checkedIn) };
}

/** Marks the attendee in unless they already are (or the booking was cancelled); returns whether this call did. */
export async function markCheckedIn(db: DbOrTx, bookingId: string, now: string, by: string | null): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ checkedInAt: now, checkedInBy: by })
    .where('id', '=', bookingId)
    .where('checkedInAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Bookings whose event's reminder is due and not yet sent: the event starts later than now, its reminder time has
 * come, the booking holds a seat and was made before the reminder time (a booking made within the last day already
 * has its confirmation).
 */
export function listDueReminders(db: DbOrTx, now: string, limit: number) {
  return (
    db
      .selectFrom('bookings')
      .innerJoin('events', 'events.id', 'bookings.eventId')
      .leftJoin('fighters as profile', 'profile.id', 'bookings.fighterId')
      .select([
        'bookings.id',
        // The family's account, when the attendee is one of its profiles: its channels carry the reminder.
        (eb) => eb.fn.coalesce('profile.guardianId', 'profile.id').as('accountId'),
        'bookings.bookingCode',
        'bookings.fighterName',
        'bookings.email',
        'bookings.language',
        'bookings.bookedAt',
        'events.eventName',
        'events.eventDateTime',
        'events.address',
        'events.translations',
      ])
      .where('events.reminderAt', '<=', now)
      .where('events.eventDateTime', '>', now)
      .where('bookings.cancelledAt', 'is', null)
      .where('bookings.reminderSentAt', 'is', null)
      .whereRef('bookings.bookedAt', '<', 'events.reminderAt')
      // No order: any due reminder may go first, and an ORDER BY would walk every booking in its order.
      .limit(limit)
      .execute()
  );
}

export type DueReminder = Awaited<ReturnType<typeof listDueReminders>>[number];

/** Marks the reminder sent unless it was (or the booking was cancelled meanwhile); returns whether this call did. */
export async function markReminderSent(db: DbOrTx, bookingId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ reminderSentAt: now })
    .where('id', '=', bookingId)
    .where('reminderSentAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What the family's profiles told in their bookings, newest first (the fighter index): the booking form starts from
 * each profile's latest.
 */
export function listFamilyBookingDetails(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('bookings')
    .select([
      'bookings.fighterId',
      'bookings.beltLevel',
      'bookings.height',
      'bookings.weight',
      'bookings.discipline',
      'bookings.masterName',
      'bookings.academyName',
    ])
    .where('bookings.fighterId', 'in', (eb) =>
      eb
        .selectFrom('fighters')
        .select('fighters.id')
        .where((w) => w.or([w('fighters.id', '=', accountId), w('fighters.guardianId', '=', accountId)])),
    )
    .orderBy('bookings.bookedAt', 'desc')
    .execute();
}
