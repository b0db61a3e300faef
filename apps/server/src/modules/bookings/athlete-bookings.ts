import { conflict } from '../../http/http-error.ts';
import type { DbOrTx } from '../../db/database.ts';
import {
  claimSeat,
  findBookableEvent,
  hasActiveBooking,
  insertBooking,
  isFamilyProfile,
  markCheckedIn,
  type NewBookingRow,
} from './queries.ts';

/**
 * What tournaments ask of bookings: a tournament's athlete holds a booking of its event (a seat, a ticket the door
 * scans, a place in the family's bookings), made by the tournament's entry rather than the booking form.
 */

/** The event the athletes enter: its name, address, start and texts in other languages. */
export function eventOfEntries(db: DbOrTx, eventId: string) {
  return findBookableEvent(db, eventId);
}

/** The profile named, when it is the account's own or one of its children's; null otherwise. */
export async function familyProfile(db: DbOrTx, accountId: string | null, profileId: string | null | undefined) {
  if (!accountId || !profileId) return null;
  return (await isFamilyProfile(db, accountId, profileId)) ? profileId : null;
}

/**
 * An athlete's booking: refused when the athlete (the entrant's email and the athlete's name) already holds a seat,
 * or when no seat is left. The seat is claimed on the event's row, as every booking claims it.
 */
export async function bookAthlete(trx: DbOrTx, row: NewBookingRow, now: string): Promise<void> {
  if (await hasActiveBooking(trx, row.eventId, row))
    throw conflict('api.tournaments.athleteEntered', { name: row.fighterName });
  if (!(await claimSeat(trx, row.eventId, now))) throw conflict('api.eventFull');
  await insertBooking(trx, row);
}

/** The athlete weighed in at the door is let in, once (the door's own check-in, by a member of staff). */
export async function letAthleteIn(trx: DbOrTx, bookingId: string, now: string, staffId: string | null) {
  await markCheckedIn(trx, bookingId, now, staffId);
}
