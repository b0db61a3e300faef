import type { MyBooking, MyWaitlistEntry } from '@academy/contract';

const HOUR_MS = 60 * 60 * 1000;
/** How long after its start an event's ticket stays on show: latecomers still come through the door. */
const DOOR_OPEN_MS = 12 * HOUR_MS;

const time = (item: { eventDateTime: string }) => Date.parse(item.eventDateTime);

/**
 * My bookings' lists: upcoming soonest first, past latest first, split at `now` as the server splits them. Sorted
 * here rather than trusting the reply's order, like the events page.
 */
export function splitBookings(bookings: readonly MyBooking[], now: number) {
  const upcoming = bookings.filter((booking) => time(booking) >= now).sort((a, b) => time(a) - time(b));
  const past = bookings.filter((booking) => time(booking) < now).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/** The places still in line or holding an offer, for events yet to come; soonest event first. */
export function activePlaces(waiting: readonly MyWaitlistEntry[], now: number): MyWaitlistEntry[] {
  return waiting
    .filter((place) => (place.state === 'waiting' || place.state === 'offered') && time(place) >= now)
    .sort((a, b) => time(a) - time(b));
}

/** A booking's ticket is worth showing until the event is well under way; a cancelled booking has none. */
export function showsTicket(booking: MyBooking, now: number): booking is MyBooking & { ticket: string } {
  return booking.ticket !== null && booking.cancelledAt === null && time(booking) + DOOR_OPEN_MS > now;
}
