import { checkinCodeOf, SEARCH_LIMITS, searchDigits, type BookingHit, type PersonHit } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { findBookingsByCode, findPeople, type PersonTerms } from './queries.ts';

/** What a search text can be: a part of a name or an email, a part of a mobile number, a check-in code. */
function termsOf(q: string): PersonTerms {
  // LIKE's wildcards are taken as typed characters' stand-ins: a '%' would match everything, so it is dropped.
  return { text: q.toLowerCase().replace(/[%\\]/g, ''), digits: searchDigits(q), checkinCode: checkinCodeOf(q) };
}

/** The profiles a search finds, at most `limit`: the staff bar's list, or the ids the fighters list keeps. */
export async function searchPeople(deps: Pick<Deps, 'db'>, q: string, limit: number): Promise<PersonHit[]> {
  const rows = await findPeople(deps.db, termsOf(q), limit);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    child: row.guardianId !== null,
    trains: Boolean(row.trains),
    guardianName: row.guardianName,
    // A child has no phone of its own: the family is reached on its guardian's.
    mobileNumber: row.guardianId !== null ? (row.guardianMobile ?? row.mobileNumber) : row.mobileNumber,
    mobileIsGuardians: row.guardianId !== null,
    email: row.email,
  }));
}

/** The staff bar's search: people, and a booking when the text is its code. */
export async function search(
  deps: Pick<Deps, 'db'>,
  q: string,
): Promise<{ people: PersonHit[]; bookings: BookingHit[] }> {
  const code = q.trim().toUpperCase().replace(/\s+/g, '');
  const [people, bookings] = await Promise.all([
    searchPeople(deps, q, SEARCH_LIMITS.people),
    findBookingsByCode(deps.db, code),
  ]);
  return {
    people,
    bookings: bookings.slice(0, SEARCH_LIMITS.bookings).map((row) => ({
      bookingCode: row.bookingCode,
      fighterName: row.fighterName,
      eventId: row.eventId,
      eventName: row.eventName,
      eventDateTime: row.eventDateTime,
      cancelled: row.cancelledAt !== null,
    })),
  };
}
