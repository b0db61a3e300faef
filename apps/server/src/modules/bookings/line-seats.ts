import type { AttendeeKey } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { findBookableEventFor, lockEventSeats } from './queries.ts';

/**
 * What a place in an event's waiting list needs to know, read under the event's row lock so that no seat frees or
 * fills between this answer and the caller's commit: whether the event exists, is over, is full, and whether this
 * person already holds a seat.
 */
export async function seatsForLine(trx: DbOrTx, eventId: string, attendee: AttendeeKey) {
  if (!(await lockEventSeats(trx, eventId))) return null;
  const found = await findBookableEventFor(trx, eventId, attendee);
  if (!found) return null;
  const { holdsSeat, ...event } = found;
  return { event, full: event.totalBookings >= event.totalSeats, holdsSeat };
}
