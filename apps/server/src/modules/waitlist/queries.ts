import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { WaitlistTable } from '../../db/schema.ts';

export type WaitlistRow = Selectable<WaitlistTable>;
export type NewWaitlistRow = Insertable<WaitlistTable>;

const IN_LINE = ['waiting', 'offered'] as const;

export async function insertWaitlistEntry(db: DbOrTx, row: NewWaitlistRow): Promise<void> {
  await db.insertInto('waitlist').values(row).execute();
}

/** The next person to offer a freed seat: the earliest still waiting (id breaks a tie of the same millisecond). */
export function findNextWaiting(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('waitlist')
    .selectAll()
    .where('eventId', '=', eventId)
    .where('state', '=', 'waiting')
    .orderBy('joinedAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether this person (email and name, as normalized) is already in the event's line. */
export async function isInLine(
  db: DbOrTx,
  eventId: string,
  attendee: { emailNormalized: string; nameNormalized: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist')
    .select('id')
    .where('eventId', '=', eventId)
    .where('emailNormalized', '=', attendee.emailNormalized)
    .where('nameNormalized', '=', attendee.nameNormalized)
    .where('state', 'in', IN_LINE)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where an entry stands: 1 + those in line before it. */
export async function positionOf(db: DbOrTx, entry: { eventId: string; joinedAt: string; id: string }) {
  const row = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', entry.eventId)
    .where('state', 'in', IN_LINE)
    .where((eb) =>
      eb.or([
        eb('joinedAt', '<', entry.joinedAt),
        eb.and([eb('joinedAt', '=', entry.joinedAt), eb('id', '<', entry.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/**
 * Moves an entry from one of `from` to a new state, only if it is still in one of them: of two requests racing on the
 * same place (a claim and the offer's end, two claims), exactly one changes it. Returns whether this call did.
 */
export async function moveEntry(
  db: DbOrTx,
  id: string,
  from: readonly WaitlistRow['state'][],
  patch: Updateable<WaitlistTable>,
  options: { notExpiredAt?: string; expiredAt?: string } = {},
): Promise<boolean> {
  let query = db.updateTable('waitlist').set(patch).where('id', '=', id).where('state', 'in', from);
  if (options.notExpiredAt) query = query.where('offerExpiresAt', '>', options.notExpiredAt);
  if (options.expiredAt) query = query.where('offerExpiresAt', '<=', options.expiredAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findEntry(db: DbOrTx, id: string) {
  return db.selectFrom('waitlist').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEntryByOfferHash(db: DbOrTx, hash: string) {
  return db.selectFrom('waitlist').selectAll().where('offerTokenHash', '=', hash).executeTakeFirst();
}

/** Everyone ever in the event's line, in its order. */
export function listEventWaitlist(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('waitlist')
    .selectAll()
    .where('eventId', '=', eventId)
    .orderBy('joinedAt')
    .orderBy('id')
    .execute();
}

/** The places an account took in lines (for its family's bookings page), with their events. */
export function listAccountWaitlist(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('waitlist')
    .innerJoin('events', 'events.id', 'waitlist.eventId')
    .selectAll('waitlist')
    .select(['events.eventName', 'events.eventDateTime', 'events.translations'])
    .where('waitlist.accountId', '=', accountId)
    .orderBy('waitlist.joinedAt', 'desc')
    .execute();
}

/** What an offer's page and the admin's list name of the event. */
export function findEventFacts(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['eventName', 'eventDateTime', 'address', 'entryFee', 'translations'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
