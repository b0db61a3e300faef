import {
  ACADEMY_NAME,
  cancellableUntil,
  type BookingPrefill,
  type Language,
  type MyBooking,
  type MyBookingsReply,
  type MyWaitlistEntry,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import type { Deps } from '../../deps.ts';
import { imageUrl } from '../../storage/image-store.ts';
import { bookingPayments } from '../payments/service.ts';
import { familyTeachers } from '../enrolments/service.ts';
import { isFamilyProfile, listFamilyBookingDetails, listFamilyBookings } from './queries.ts';

/** Whether a booking is one of the account's family: made for the account's own profile or one of its children's. */
export async function isFamilyBooking(db: DbOrTx, accountId: string, booking: { fighterId: string | null }) {
  return booking.fighterId !== null && (await isFamilyProfile(db, accountId, booking.fighterId));
}

/**
 * Everything the family booked, upcoming first (soonest first) then past (latest first), with each fee's state, the
 * ticket and until when it can be cancelled online; and the family's places in waiting lists.
 */
export async function myBookings(
  deps: Pick<Deps, 'db' | 'tokens' | 'waitingLine'>,
  accountId: string,
  language: Language,
  now = new Date(),
): Promise<Pick<MyBookingsReply, 'bookings' | 'waiting'>> {
  const rows = await listFamilyBookings(deps.db, accountId);
  const nowIso = now.toISOString();
  const payments = await bookingPayments(
    deps.db,
    rows.map((row) => row.id),
  );
  const bookings = rows.map((row): MyBooking => {
    const until = cancellableUntil(row.eventDateTime, row.cancelCutoffHours);
    return {
      _id: row.id,
      bookingId: row.bookingCode,
      eventId: row.eventId,
      eventName: storedTextIn(row.eventName, row.translations, 'eventName', language),
      eventDateTime: row.eventDateTime,
      eventLocation: storedTextIn(row.address, row.translations, 'address', language),
      eventImageUrl: row.imageKey ? imageUrl(row.imageKey) : null,
      fighterName: row.fighterName,
      bookedAt: row.bookedAt,
      cancelledAt: row.cancelledAt,
      checkedInAt: row.checkedInAt,
      payment: payments.get(row.id) ?? null,
      ticket: row.cancelledAt ? null : deps.tokens.ticketOf(row.id),
      cancellableUntil: !row.cancelledAt && !row.checkedInAt && nowIso <= until ? until : null,
    };
  });
  const upcoming = bookings
    .filter((b) => b.eventDateTime >= nowIso)
    .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime));
  const past = bookings.filter((b) => b.eventDateTime < nowIso);
  const waiting: MyWaitlistEntry[] = await deps.waitingLine.placesOf(deps.db, accountId, language);
  return { bookings: [...upcoming, ...past], waiting };
}

/**
 * What the records hold for the booking form beyond each profile's own fields: a student of the academy's batches
 * trains at the academy under their batch's instructor; otherwise, and for the rest (the belt a booking named, the
 * measurements, the style), the profile's latest booking says. Profiles the records say nothing of are left out.
 */
export async function bookingPrefill(deps: Pick<Deps, 'db'>, accountId: string): Promise<BookingPrefill[]> {
  const [bookings, teachers] = await Promise.all([
    listFamilyBookingDetails(deps.db, accountId),
    familyTeachers(deps.db, accountId),
  ]);
  const prefills = new Map<string, BookingPrefill>();
  for (const [fighterId, instructor] of teachers) {
    prefills.set(fighterId, {
      fighterId,
      beltLevel: null,
      height: null,
      weight: null,
      discipline: null,
      masterName: instructor,
      academyName: ACADEMY_NAME,
    });
  }
  for (const booking of bookings) {
    if (!booking.fighterId) continue;
    const known = prefills.get(booking.fighterId);
    // Newest first: a field once known keeps its newest value.
    prefills.set(booking.fighterId, {
      fighterId: booking.fighterId,
      beltLevel: known?.beltLevel ?? booking.beltLevel,
      height: known?.height ?? booking.height,
      weight: known?.weight ?? booking.weight,
      discipline: known?.discipline ?? booking.discipline,
      masterName: known?.masterName ?? booking.masterName,
      academyName: known?.academyName ?? booking.academyName,
    });
  }
  return [...prefills.values()];
}
