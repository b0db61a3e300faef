import {
  EVENT_TEXTS,
  ADULT_AGE,
  attendeeOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  cancellableUntil,
  isMinor,
  type BookingDisplay,
  type BookingPayment,
  type BookingValues,
  type Language,
} from '@academy/contract';
import { isDeadlock, isUniqueViolation, violatesForeignKey, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../http/http-error.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { newBookingCode, newId, nowIso } from '../../lib/ids.ts';
import { personal, personalFields, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { declaredConsent, requestConsent } from '../consents/service.ts';
import { bookingProfile } from '../fighters/family.ts';
import { linkLeadsToAccount } from '../lead-links/service.ts';
import { cancelBookingDue, raiseBookingDue } from '../payments/service.ts';
import { payUrl } from '../payments/payment-link.ts';
import { bookingCancelledEmail, familyCancelledEmail } from './cancellation-email.ts';
import { isFamilyBooking } from './family-bookings.ts';
import { freeSeat } from './seats.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import {
  claimSeat,
  countBookingsForLimits,
  findBookableEvent,
  findBookerLanguage,
  findBookingWithEvent,
  findBookableEventFor,
  insertBooking,
  markBookingCancelled,
  type BookableEvent,
  type NewBookingRow,
} from './queries.ts';

type BookingsDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens' | 'waitingLine'>;
/** A cancellation also takes the athlete of a tournament's booking out of its categories. */
type CancelDeps = BookingsDeps & Pick<Deps, 'tournamentEntries'>;

/** A seat the waiting list holds for the booker: `take` marks the offer used, or refuses (409) if it no longer can. */
export interface HeldSeat {
  take: (trx: DbOrTx, now: string) => Promise<void>;
}

export interface BookingOptions {
  /** The booking code generator; tests pass one that collides on purpose. */
  newCode?: () => string;
  /** The request's language: the confirmation email's, unless the booker is a fighter whose account names one. */
  language?: Language;
}

/**
 * An attempt runs again, with a fresh code, when its code was drawn before (codes have 31^6 values, so that is rare),
 * when the event's fee changed under it, or when PostgreSQL ended it to break a deadlock; a few attempts make failing
 * for these practically impossible.
 */
const ATTEMPTS = 5;

class BookingCodeTaken extends Error {}
/** The event's fee changed between the attempt's read and its seat claim. */
class EventChanged extends Error {}

function violatesBookingCode(error: unknown): boolean {
  // The database names the constraint and column in its own words, snake_case.
  const e = error as { constraint?: string; message?: string } | null;
  return isUniqueViolation(error) && /booking_code/.test(`${e?.constraint ?? ''} ${e?.message ?? ''}`);
}

/** A booking made with the form, which asks every attendee's height and weight. */
type FormBookingRow = NewBookingRow & { height: number; weight: number };

function toDisplay(row: FormBookingRow, event: BookableEvent): BookingDisplay {
  const {
    id: _id,
    bookingCode,
    fighterId: _fighterId,
    emailNormalized: _emailNormalized,
    nameNormalized: _nameNormalized,
    language: _language,
    clientIp: _clientIp,
    cancelledAt: _cancelledAt,
    ...booking
  } = row;
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

const HOUR_MS = 60 * 60 * 1000;

/**
 * The limits that keep one person from emptying an event: seats per email, bookings per client address per hour.
 * Called after the seat claim, whose row lock (PostgreSQL; SQLite runs one transaction at a time) makes every
 * booking of the event committed before this one visible here, so concurrent requests cannot pass a limit together.
 * The booking being made is already inserted, so it counts too: a limit is passed when a count goes above it.
 */
async function checkLimits(
  deps: BookingsDeps,
  trx: DbOrTx,
  booking: { eventId: string; emailNormalized: string; clientIp: string | null; now: string },
) {
  const { bookingsPerEmailPerEvent, bookingsPerClientPerHour } = deps.config;
  const since = new Date(Date.parse(booking.now) - HOUR_MS).toISOString();
  const { ofEmail, ofClient } = await countBookingsForLimits(
    trx,
    { ...booking, since },
    { ofEmail: bookingsPerEmailPerEvent, ofClient: bookingsPerClientPerHour },
  );
  if (ofEmail > bookingsPerEmailPerEvent) throw conflict('api.bookingEmailLimit', { max: bookingsPerEmailPerEvent });
  if (ofClient > bookingsPerClientPerHour) throw tooManyRequests('api.bookingClientLimit');
}

/**
 * The seat, claimed as the transaction's last step: on PostgreSQL the claim holds the event's row lock until commit,
 * and every other booking of the event waits for it, so the lock covers the claim, the limits and the commit, not
 * the booking's other writes (decision 067).
 */
async function claimLast(
  deps: BookingsDeps,
  trx: DbOrTx,
  booking: { eventId: string; entryFee: number; emailNormalized: string; clientIp: string | null; now: string },
) {
  const claimed = await claimSeat(trx, booking.eventId, booking.now);
  if (!claimed) {
    // The booking's own row keeps the event from being deleted meanwhile (its foreign key's lock).
    const event = await findBookableEvent(trx, booking.eventId);
    if (event && event.eventDateTime < booking.now) throw conflict('api.eventPast');
    throw conflict('api.eventFull');
  }
  // The fee was read before the lock; an admin's change that landed in between makes the attempt start again.
  if (claimed.entryFee !== booking.entryFee) throw new EventChanged();
  await checkLimits(deps, trx, booking);
}

/**
 * One attempt: duplicate check, insert, audit, due and the confirmation email's place in the outbox, then the seat
 * claim and the limits, in one transaction, so a refusal leaves nothing behind and an acknowledged booking always
 * gets its email.
 */
async function bookOnce(
  deps: BookingsDeps,
  actor: Actor,
  input: BookingValues,
  code: string,
  language: Language,
  heldSeat: HeldSeat | undefined,
) {
  const accountId = actor.role === 'fighter' ? actor.id : null;
  const attendee = attendeeOf(input);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (heldSeat) await heldSeat.take(trx, now);
    // A child of the caller's family has a guardian on record; any other attendee under 18 needs one named here.
    const { profileId: fighterId, child } = accountId
      ? await bookingProfile(trx, accountId, input.fighterId)
      : { profileId: null, child: null };
    if (child?.consentWithdrawn) throw conflict('api.childConsentWithdrawn', { name: child.name });
    const guardian = isMinor(input.age) && !child ? input.guardian : null;
    if (isMinor(input.age) && !child && !guardian) throw badRequest('api.guardianRequired', { age: ADULT_AGE });
    // A person who already holds a seat hears that, not "fully booked" or "already taken place"; should two such
    // requests race, the partial unique index on (event, email, name) decides at the insert.
    const event = await findBookableEventFor(trx, input.eventId, attendee);
    if (!event) throw notFound('api.eventNotFound');
    if (event.holdsSeat) throw conflict('api.alreadyBooked');
    if (event.eventDateTime < now) throw conflict('api.eventPast');
    // The claim decides; a full event is refused here too, so a rush for its last seats skips the booking's writes.
    if (!heldSeat && event.totalBookings >= event.totalSeats) throw conflict('api.eventFull');
    const { fighterId: _claimedInBody, guardian: _guardian, ...values } = input;
    const stored = fighterId ? await findBookerLanguage(trx, fighterId) : undefined;
    const row: FormBookingRow = {
      id: newId(),
      bookingCode: code,
      ...values,
      fighterId,
      ...attendee,
      language: isLanguage(stored) ? stored : language,
      clientIp: actor.ip,
      cancelledAt: null,
      bookedAt: now,
    };
    try {
      await insertBooking(trx, row);
    } catch (error) {
      if (violatesBookingCode(error)) throw new BookingCodeTaken();
      if (isUniqueViolation(error)) throw conflict('api.alreadyBooked');
      // The event was deleted between its read above and this insert.
      if (violatesForeignKey(error, 'bookings_event_id_fkey')) throw notFound('api.eventNotFound');
      throw error;
    }
    // The booker reads the event in the booking's language; the due keeps its name as typed (a snapshot for staff).
    const shown = rowIn(event, EVENT_TEXTS, row.language as Language);
    // A family that asked for a trial and books with the same mobile has met its lead.
    if (accountId) await linkLeadsToAccount(trx, actor, { id: accountId, mobileNumber: row.mobileNumber });
    const consent = guardian
      ? await requestConsent(deps, trx, {
          subject: { bookingId: row.id },
          childName: row.fighterName,
          guardian,
          language: row.language as Language,
          eventName: shown.eventName,
        })
      : undefined;
    // The attendee's values, and a visitor's own email and address, belong to the booking (an erasure finds the
    // bookings of a person); the guardian block to the consent record.
    await recordAudit(trx, actor.id ? actor : { ...actor, label: personal(row.id, attendee.emailNormalized) }, {
      action: 'booking.create',
      subject: { kind: 'booking', id: row.id },
      after: {
        eventId: row.eventId,
        bookingCode: code,
        fighterName: personal(row.id, row.fighterName),
        email: personal(row.id, row.email),
        ...(consent ? { consent: declaredConsent(consent) } : {}),
      },
    });
    const booking = toDisplay(row, shown);
    const payment = await raiseBookingDue(deps, trx, {
      id: row.id,
      accountId,
      fighterId,
      fighterName: row.fighterName,
      email: row.email,
      language: row.language as Language,
      eventName: event.eventName,
      entryFeeRupees: event.entryFee,
    });
    const messages = deps.translator.in(row.language as Language);
    const ticket = deps.tokens.ticketOf(row.id);
    await enqueueEmail(
      deps,
      trx,
      bookingConfirmationEmail(booking, messages, {
        eventsUrl: eventsUrl(deps.config),
        payment: payment ? { ...payment, payUrl: payUrl(deps.config, payment.paymentId, payment.linkSecret!) } : null,
        ticket,
      }),
    );
    if (!heldSeat) {
      await claimLast(deps, trx, {
        eventId: input.eventId,
        entryFee: event.entryFee,
        emailNormalized: attendee.emailNormalized,
        clientIp: actor.ip,
        now,
      });
    }
    return { booking, payment, ticket, bookingRowId: row.id };
  });
}

export interface Booked {
  booking: BookingDisplay;
  payment: BookingPayment | null;
  ticket: string;
  /** The booking's internal id (the row's), for a waiting-list place that it settles. */
  bookingRowId: string;
}

/**
 * Books a seat. The booking belongs to the caller only when a fighter token came with it; a fighterId in the body
 * counts only when it names a child of the caller's family. The confirmation email leaves through the durable outbox.
 * With `heldSeat` the seat is one the waiting list already holds for this person (an offer): it is not claimed
 * again, and the offer is taken in the same transaction.
 */
export async function bookEvent(
  deps: BookingsDeps,
  actor: Actor,
  input: BookingValues,
  options: BookingOptions & { heldSeat?: HeldSeat } = {},
): Promise<Booked> {
  const drawCode = options.newCode ?? newBookingCode;
  let booked: Booked | null = null;
  for (let attempt = 1; booked === null; attempt++) {
    try {
      booked = await bookOnce(deps, actor, input, drawCode(), options.language ?? DEFAULT_LANGUAGE, options.heldSeat);
    } catch (error) {
      const again = error instanceof BookingCodeTaken || error instanceof EventChanged || isDeadlock(error);
      if (!again || attempt >= ATTEMPTS) throw error;
    }
  }
  deps.jobs.wake();
  return booked;
}

/**
 * Cancels one booking: it is marked cancelled (kept, so the history stays), its seat goes to the next in the
 * waiting list or back to the event, an unpaid fee is called off, and the attendee is told by email in the language
 * the booking was made in, all in one transaction with its audit entry. `family` is the account of a guardian or
 * fighter cancelling their own: only a booking of their family, and only until the event's cut-off.
 */
async function cancelOne(deps: CancelDeps, actor: Actor, id: string, family?: { accountId: string }) {
  await deps.db.transaction().execute(async (trx) => {
    const booking = await findBookingWithEvent(trx, id);
    if (!booking) throw notFound('api.bookingNotFound');
    const now = nowIso();
    if (family) {
      if (!(await isFamilyBooking(trx, family.accountId, booking))) throw notFound('api.bookingNotFound');
      if (booking.cancelledAt) throw conflict('api.bookingAlreadyCancelled');
      // Someone already let in at the door holds the seat they are sitting in.
      if (booking.checkedInAt) throw conflict('api.bookingCheckedIn');
      const until = cancellableUntil(booking.eventDateTime, booking.cancelCutoffHours);
      if (now > until) throw conflict('api.cancelCutoffPassed', { hours: booking.cancelCutoffHours });
    }
    // The update re-checks on the row, so of two cancellations at once one hears "already cancelled".
    if (booking.cancelledAt || !(await markBookingCancelled(trx, id, now)))
      throw conflict('api.bookingAlreadyCancelled');
    await freeSeat(deps, trx, booking.eventId, now);
    await cancelBookingDue(trx, id, now);
    await deps.tournamentEntries.withdrawOfBooking(trx, id, now);
    const {
      id: _id,
      emailNormalized: _emailNormalized,
      nameNormalized: _nameNormalized,
      clientIp: _clientIp,
      eventName: _eventName,
      eventDateTime: _eventDateTime,
      address: _address,
      cancelCutoffHours: _cancelCutoffHours,
      translations: _translations,
      fighterName,
      email,
      mobileNumber,
      age,
      beltLevel,
      height,
      weight,
      discipline,
      masterName,
      academyName,
      ...values
    } = booking;
    // The attendee's values are the booking's: an erasure of the person finds it by its id.
    const attendee = personalFields(id, {
      fighterName,
      email,
      mobileNumber,
      age,
      beltLevel,
      height,
      weight,
      discipline,
      masterName,
      academyName,
    });
    await recordAudit(trx, actor, {
      action: 'booking.cancel',
      subject: { kind: 'booking', id },
      before: { ...values, ...attendee },
      after: { cancelledAt: now, ...(family ? { by: 'family' } : {}) },
    });
    const messages = deps.translator.in(isLanguage(booking.language) ? booking.language : DEFAULT_LANGUAGE);
    const letter = family ? familyCancelledEmail : bookingCancelledEmail;
    const shown = rowIn(booking, EVENT_TEXTS, messages.language);
    await enqueueEmail(deps, trx, letter(shown, messages, { eventsUrl: eventsUrl(deps.config) }));
  });
  deps.jobs.wake();
}

/** An admin cancels any booking, at any time. */
export function cancelBooking(deps: CancelDeps, actor: Actor, id: string): Promise<void> {
  return cancelOne(deps, actor, id);
}

/** A guardian or fighter cancels a booking of their family, until the event's cut-off. */
export function cancelMyBooking(deps: CancelDeps, actor: Actor, id: string): Promise<void> {
  if (actor.role !== 'fighter' || !actor.id) throw notFound('api.bookingNotFound');
  return cancelOne(deps, actor, id, { accountId: actor.id });
}
