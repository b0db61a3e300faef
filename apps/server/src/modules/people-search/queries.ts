import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

export interface PersonTerms {
  /** Lower-cased, for a part of a name or an email; empty when nothing is left of it to look for. */
  text: string;
  /** A part of a 10-digit national mobile number. */
  digits: string | null;
  /** A fighter's check-in code, when the text can be one. */
  checkinCode: string | null;
}

/**
 * Profiles whose name or email holds the text, whose mobile (or, for a child, its guardian's) holds the digits, or
 * whose check-in code it is. A part of a name or number is a scan of the profiles (thousands of rows, a few
 * milliseconds, measured by `npm run bench`); a check-in code is an index lookup.
 */
export function findPeople(db: DbOrTx, terms: PersonTerms, limit: number) {
  const like = `%${terms.text}%`;
  return db
    .selectFrom('fighters as f')
    .leftJoin('fighters as g', 'g.id', 'f.guardianId')
    .select(['f.id', 'f.fullName', 'f.guardianId', 'f.trains', 'f.mobileNumber'])
    .select(['g.fullName as guardianName', 'g.mobileNumber as guardianMobile'])
    .select((eb) => eb.fn.coalesce('f.email', 'g.email').$notNull().as('email'))
    .where((eb) =>
      eb.or([
        ...(terms.text
          ? [
              eb(sql`lower(${sql.ref('f.fullName')})`, 'like', like),
              // A child is found by its guardian's email, where the academy writes to it.
              eb(eb.fn.coalesce('f.email', 'g.email'), 'like', like),
            ]
          : []),
        ...(terms.digits
          ? [eb('f.mobileNumber', 'like', `%${terms.digits}%`), eb('g.mobileNumber', 'like', `%${terms.digits}%`)]
          : []),
        ...(terms.checkinCode ? [eb('f.checkinCode', '=', terms.checkinCode)] : []),
      ]),
    )
    .orderBy('f.fullName')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** A booking by its code (unique, indexed), with its event. */
export function findBookingsByCode(db: DbOrTx, code: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.eventId')
    .select(['b.bookingCode', 'b.fighterName', 'b.cancelledAt', 'e.id as eventId', 'e.eventName', 'e.eventDateTime'])
    .where('b.bookingCode', '=', code)
    .execute();
}
