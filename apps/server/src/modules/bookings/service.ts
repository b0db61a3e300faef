import { BOOKING_MESSAGES, type BookingDisplay, type BookingValues } from '@academy/contract';
import type { AuthUser } from '../../auth/tokens.ts';
import { isUniqueViolation, type Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newBookingCode, newId, nowIso } from '../../lib/ids.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import {
  claimSeat,
  findBookableEvent,
  hasBookingWithEmail,
  insertBooking,
  type BookableEvent,
  type NewBookingRow,
} from './queries.ts';

export interface BookingsDeps {
  db: Db;
  jobs: JobRunner;
  /** Where the confirmation email links to; omitted when the public address is unknown. */
  eventsUrl?: string | undefined;
  /** The booking code generator; tests pass one that collides on purpose. */
  newCode?: () => string;
}

/** Codes have 31^6 values, so a collision is rare, and a few fresh draws make failing for it practically impossible. */
const CODE_ATTEMPTS = 5;

class BookingCodeTaken extends Error {}

function violatesBookingCode(error: unknown): boolean {
  const e = error as { constraint?: string; message?: string } | null;
  return isUniqueViolation(error) && /booking_code/.test(`${e?.constraint ?? ''} ${e?.message ?? ''}`);
}

function toDisplay(row: NewBookingRow, event: BookableEvent): BookingDisplay {
  return {
    bookingId: row.booking_code,
    eventId: event.id,
    eventName: event.event_name,
    eventDateTime: event.event_date_time,
    eventLocation: event.address,
    eventFee: event.entry_fee,
    bookingTime: row.booked_at,
    fighterName: row.fighter_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    age: row.age,
    beltLevel: row.belt_level,
    academyName: row.academy_name,
    masterName: row.master_name,
    discipline: row.discipline,
    height: row.height,
    weight: row.weight,
    bookedAt: row.booked_at,
  };
}

/**
 * One attempt: duplicate check, seat claim, insert and the confirmation email's place in the outbox in one
 * transaction, so a refusal leaves nothing behind and an acknowledged booking always gets its email.
 */
async function bookOnce(deps: BookingsDeps, input: BookingValues, fighterId: string | null, code: string) {
  const emailNormalized = input.email.toLowerCase();
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Checked first so a person who already holds a seat hears that, not "fully booked"; the unique
    // constraint below still decides when two such requests race.
    if (await hasBookingWithEmail(trx, input.eventId, emailNormalized)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    if (!(await claimSeat(trx, input.eventId, now))) {
      const event = await findBookableEvent(trx, input.eventId);
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      if (event.event_date_time < now) throw conflict(BOOKING_MESSAGES.eventPast);
      throw conflict(BOOKING_MESSAGES.eventFull);
    }
    const event = await findBookableEvent(trx, input.eventId);
    if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
    const row: NewBookingRow = {
      id: newId(),
      booking_code: code,
      event_id: input.eventId,
      fighter_id: fighterId,
      fighter_name: input.fighterName,
      email: input.email,
      email_normalized: emailNormalized,
      mobile_number: input.mobileNumber,
      age: input.age,
      belt_level: input.beltLevel,
      height: input.height,
      weight: input.weight,
      discipline: input.discipline,
      master_name: input.masterName,
      academy_name: input.academyName,
      booked_at: now,
    };
    try {
      await insertBooking(trx, row);
    } catch (error) {
      if (violatesBookingCode(error)) throw new BookingCodeTaken();
      if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
      throw error;
    }
    const booking = toDisplay(row, event);
    await enqueueEmail(deps.jobs, trx, bookingConfirmationEmail(booking, { eventsUrl: deps.eventsUrl }));
    return booking;
  });
}

/**
 * Books a seat. The booking belongs to the caller only when a fighter token came with it; a fighterId in
 * the body is never trusted. The confirmation email leaves through the durable outbox.
 */
export async function bookEvent(
  deps: BookingsDeps,
  input: BookingValues,
  user: AuthUser | null,
): Promise<BookingDisplay> {
  const fighterId = user?.role === 'fighter' ? user.id : null;
  const drawCode = deps.newCode ?? newBookingCode;
  let booking: BookingDisplay | null = null;
  for (let attempt = 1; booking === null; attempt++) {
    try {
      booking = await bookOnce(deps, input, fighterId, drawCode());
    } catch (error) {
      if (!(error instanceof BookingCodeTaken) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  deps.jobs.wake();
  return booking;
}
