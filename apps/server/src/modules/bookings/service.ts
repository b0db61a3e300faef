import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type BookingDisplay,
  type BookingValues,
  type Language,
} from '@academy/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newBookingCode, newId, nowIso } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import {
  claimSeat,
  findBookableEvent,
  findBookerLanguage,
  hasBookingWithEmail,
  insertBooking,
  type BookableEvent,
  type NewBookingRow,
} from './queries.ts';

type BookingsDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

export interface BookingOptions {
  /** The booking code generator; tests pass one that collides on purpose. */
  newCode?: () => string;
  /** The request's language: the confirmation email's, unless the booker is a fighter whose account names one. */
  language?: Language;
}

/** Codes have 31^6 values, so a collision is rare, and a few fresh draws make failing for it practically impossible. */
const CODE_ATTEMPTS = 5;

class BookingCodeTaken extends Error {}

function violatesBookingCode(error: unknown): boolean {
  // The database names the constraint and column in its own words, snake_case.
  const e = error as { constraint?: string; message?: string } | null;
  return isUniqueViolation(error) && /booking_code/.test(`${e?.constraint ?? ''} ${e?.message ?? ''}`);
}

function toDisplay(row: NewBookingRow, event: BookableEvent): BookingDisplay {
  const { id: _id, bookingCode, fighterId: _fighterId, emailNormalized: _emailNormalized, ...booking } = row;
  return {
    ...booking,
    bookingId: bookingCode,
    eventName: event.eventName,
    eventDateTime: event.eventDateTime,
    eventLocation: event.address,
    eventFee: event.entryFee,
    bookingTime: row.bookedAt,
  };
}

/** Where the confirmation email links to; none when the public address is unknown. */
function eventsUrl(config: Deps['config']): string | undefined {
  return config.publicUrl ? new URL('/events', config.publicUrl).toString() : undefined;
}

/**
 * One attempt: duplicate check, seat claim, insert and the confirmation email's place in the outbox in one
 * transaction, so a refusal leaves nothing behind and an acknowledged booking always gets its email.
 */
async function bookOnce(deps: BookingsDeps, actor: Actor, input: BookingValues, code: string, language: Language) {
  const fighterId = actor.role === 'fighter' ? actor.id : null;
  const emailNormalized = input.email.toLowerCase();
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Checked first so a person who already holds a seat hears that, not "fully booked"; the unique
    // constraint below still decides when two such requests race.
    if (await hasBookingWithEmail(trx, input.eventId, emailNormalized)) throw conflict('api.alreadyBooked');
    if (!(await claimSeat(trx, input.eventId, now))) {
      const event = await findBookableEvent(trx, input.eventId);
      if (!event) throw notFound('api.eventNotFound');
      if (event.eventDateTime < now) throw conflict('api.eventPast');
      throw conflict('api.eventFull');
    }
    const event = await findBookableEvent(trx, input.eventId);
    if (!event) throw notFound('api.eventNotFound');
    const { fighterId: _claimedInBody, ...values } = input;
    const row: NewBookingRow = {
      id: newId(),
      bookingCode: code,
      ...values,
      fighterId,
      emailNormalized,
      bookedAt: now,
    };
    try {
      await insertBooking(trx, row);
    } catch (error) {
      if (violatesBookingCode(error)) throw new BookingCodeTaken();
      if (isUniqueViolation(error)) throw conflict('api.alreadyBooked');
      throw error;
    }
    await recordAudit(trx, actor.id ? actor : { ...actor, label: emailNormalized }, {
      action: 'booking.create',
      subject: { kind: 'booking', id: row.id },
      after: { eventId: row.eventId, bookingCode: code, fighterName: row.fighterName, email: row.email },
    });
    const booking = toDisplay(row, event);
    const stored = fighterId ? await findBookerLanguage(trx, fighterId) : undefined;
    const messages = deps.translator.in(isLanguage(stored) ? stored : language);
    await enqueueEmail(deps, trx, bookingConfirmationEmail(booking, messages, { eventsUrl: eventsUrl(deps.config) }));
    return booking;
  });
}

/**
 * Books a seat. The booking belongs to the caller only when a fighter token came with it; a fighterId in
 * the body is never trusted. The confirmation email leaves through the durable outbox.
 */
export async function bookEvent(
  deps: BookingsDeps,
  actor: Actor,
  input: BookingValues,
  options: BookingOptions = {},
): Promise<BookingDisplay> {
  const drawCode = options.newCode ?? newBookingCode;
  let booking: BookingDisplay | null = null;
  for (let attempt = 1; booking === null; attempt++) {
    try {
      booking = await bookOnce(deps, actor, input, drawCode(), options.language ?? DEFAULT_LANGUAGE);
    } catch (error) {
      if (!(error instanceof BookingCodeTaken) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  deps.jobs.wake();
  return booking;
}
