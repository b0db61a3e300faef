import {
  ADULT_AGE,
  attendeeOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  isMinor,
  type BookingValues,
  type JoinWaitlistReply,
  type Language,
  type Offer,
  type WaitlistEntry,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { seatsForLine } from '../bookings/line-seats.ts';
import { bookEvent, type Booked } from '../bookings/service.ts';
import { freeSeat } from '../bookings/seats.ts';
import { offerTokenHash } from './line.ts';
import {
  findEntry,
  findEntryByOfferHash,
  findEventFacts,
  insertWaitlistEntry,
  isInLine,
  listEventWaitlist,
  moveEntry,
  positionOf,
  type WaitlistRow,
} from './queries.ts';

type WaitlistDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens' | 'waitingLine'>;

/**
 * Takes a place at the end of a full event's line, keeping the whole booking form so that an offer books with one
 * click. Under the event's row lock: a seat freeing at this moment either went to someone already in line or is
 * free, and then the answer is "book instead".
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  actor: Actor,
  input: BookingValues,
  language: Language,
): Promise<JoinWaitlistReply['entry']> {
  if (isMinor(input.age) && !input.fighterId && !input.guardian) {
    throw badRequest('api.guardianRequired', { age: ADULT_AGE });
  }
  const attendee = attendeeOf(input);
  const entry = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const seats = await seatsForLine(trx, input.eventId, attendee);
    if (!seats) throw notFound('api.eventNotFound');
    if (seats.event.eventDateTime < now) throw conflict('api.eventPast');
    if (seats.holdsSeat) throw conflict('api.alreadyBooked');
    if (!seats.full) throw conflict('api.seatsAvailable');
    if (await isInLine(trx, input.eventId, attendee)) throw conflict('api.alreadyInLine');
    const row = {
      id: newId(),
      eventId: input.eventId,
      accountId: actor.role === 'fighter' ? actor.id : null,
      fighterName: input.fighterName,
      email: input.email,
      ...attendee,
      mobileNumber: input.mobileNumber,
      language,
      request: JSON.stringify(input),
      clientIp: actor.ip,
      state: 'waiting' as const,
      joinedAt: now,
      updatedAt: now,
    };
    try {
      await insertWaitlistEntry(trx, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('api.alreadyInLine');
      throw error;
    }
    // The attendee's name and email, and a visitor's own email and address, belong to the place in line.
    await recordAudit(trx, actor.id ? actor : { ...actor, label: personal(row.id, attendee.emailNormalized) }, {
      action: 'waitlist.join',
      subject: { kind: 'waitlist', id: row.id },
      after: {
        eventId: row.eventId,
        fighterName: personal(row.id, row.fighterName),
        email: personal(row.id, row.email),
      },
    });
    return { _id: row.id, eventId: row.eventId, fighterName: row.fighterName, position: await positionOf(trx, row) };
  });
  return entry;
}

/**
 * Gives up a place, or an open offer, whose seat then goes to the next in line. Read again inside the transaction
 * and moved only from the state read, so a place offered a seat at this very moment gives that seat on.
 */
async function leave(deps: WaitlistDeps, actor: Actor, id: string, allowed: readonly WaitlistRow['state'][]) {
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const entry = await findEntry(trx, id);
    if (!entry || !allowed.includes(entry.state)) throw conflict('api.notInLine');
    if (!(await moveEntry(trx, id, [entry.state], { state: 'left', updatedAt: now }))) throw conflict('api.notInLine');
    await recordAudit(trx, actor, {
      action: 'waitlist.leave',
      subject: { kind: 'waitlist', id },
      before: { state: entry.state },
      after: { state: 'left' },
    });
    if (entry.state === 'offered') await freeSeat(deps, trx, entry.eventId, now);
  });
  deps.jobs.wake();
}

/** A family leaves the line (My bookings). */
export async function leaveWaitlist(deps: WaitlistDeps, actor: Actor, id: string): Promise<void> {
  const entry = await findEntry(deps.db, id);
  if (!entry || actor.role !== 'fighter' || entry.accountId !== actor.id) throw notFound('api.waitlistEntryNotFound');
  await leave(deps, actor, id, ['waiting', 'offered']);
}

async function entryOfToken(db: DbOrTx, token: string): Promise<WaitlistRow> {
  const entry = await findEntryByOfferHash(db, offerTokenHash(token));
  if (!entry) throw notFound('api.offerNotFound');
  return entry;
}

/** An offer as its page shows it; the state tells whether it can still be claimed. */
export async function getOffer(deps: Pick<Deps, 'db'>, token: string, language: Language): Promise<Offer> {
  const entry = await entryOfToken(deps.db, token);
  const input = JSON.parse(entry.request) as BookingValues;
  const event = await findOfferEvent(deps.db, entry.eventId);
  const expired = entry.state === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt <= nowIso();
  return {
    eventId: entry.eventId,
    eventName: storedTextIn(event.eventName, event.translations, 'eventName', language),
    eventDateTime: event.eventDateTime,
    eventLocation: storedTextIn(event.address, event.translations, 'address', language),
    entryFee: event.entryFee,
    fighterName: input.fighterName,
    email: entry.email,
    state: expired ? 'expired' : entry.state,
    expiresAt: entry.offerExpiresAt,
  };
}

async function findOfferEvent(db: DbOrTx, eventId: string) {
  const event = await findEventFacts(db, eventId);
  if (!event) throw notFound('api.offerNotFound');
  return event;
}

/**
 * Books the offered seat with the form kept at joining, in one transaction that also marks the offer used: of two
 * clicks (or a click and the offer's end) exactly one wins, and the seat was already counted, so nothing is
 * oversold. The booking is the family's when an account joined.
 */
export async function claimOffer(deps: WaitlistDeps, token: string, ip: string | null): Promise<Booked> {
  const entry = await entryOfToken(deps.db, token);
  if (entry.state !== 'offered') throw conflict(entry.state === 'booked' ? 'api.offerUsed' : 'api.offerGone');
  const input = JSON.parse(entry.request) as BookingValues;
  const actor: Actor = entry.accountId
    ? { role: 'fighter', id: entry.accountId, ip }
    : { role: 'visitor', id: null, label: entry.emailNormalized, ip };
  const booked = await bookEvent(deps, actor, input, {
    language: isLanguage(entry.language) ? entry.language : DEFAULT_LANGUAGE,
    heldSeat: {
      take: async (trx, now) => {
        const taken = await moveEntry(
          trx,
          entry.id,
          ['offered'],
          { state: 'booked', updatedAt: now },
          { notExpiredAt: now },
        );
        if (!taken) throw conflict('api.offerGone');
      },
    },
  });
  await moveEntry(deps.db, entry.id, ['booked'], { bookingId: booked.bookingRowId });
  return booked;
}

/** Whoever holds the offer's link gives the seat away to the next in line. */
export async function declineOffer(deps: WaitlistDeps, token: string, ip: string | null): Promise<void> {
  const entry = await entryOfToken(deps.db, token);
  if (entry.state !== 'offered') throw conflict(entry.state === 'booked' ? 'api.offerUsed' : 'api.offerGone');
  await leave(deps, { role: 'visitor', id: null, label: entry.emailNormalized, ip }, entry.id, ['offered']);
}

/** The event's whole line, in order, as the admin sees it. */
export async function eventWaitlist(deps: Pick<Deps, 'db'>, eventId: string): Promise<WaitlistEntry[]> {
  if (!(await findEventFacts(deps.db, eventId))) throw notFound('api.eventNotFound');
  const rows = await listEventWaitlist(deps.db, eventId);
  let position = 0;
  return rows.map((row) => {
    const inLine = row.state === 'waiting' || row.state === 'offered';
    if (inLine) position += 1;
    return {
      _id: row.id,
      position: inLine ? position : null,
      fighterName: row.fighterName,
      email: row.email,
      mobileNumber: row.mobileNumber,
      state: row.state,
      joinedAt: row.joinedAt,
      offeredAt: row.offeredAt,
      offerExpiresAt: row.offerExpiresAt,
    };
  });
}
