import type { AttendeeKey } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { findBookableEvent, hasActiveBooking, lockEventSeats } from './queries.ts';

/**
 * What a place in an event's waiting list needs to know, read under the event's row lock so that no seat frees or
 * fills between this answer and the caller's commit: whether the event exists, is over, is full, and whether this
 * person already holds a seat.
 */
export async function seatsForLine(trx: DbOrTx, eventId: string, attendee: AttendeeKey) {
  if (!(await lockEventSeats(trx, eventId))) return null;
  const event = await findBookableEvent(trx, eventId);
  if (!event) return null;
  return {
    event,
    full: event.totalBookings >= event.totalSeats,
    holdsSeat: await hasActiveBooking(trx, eventId, attendee),
  };
}
