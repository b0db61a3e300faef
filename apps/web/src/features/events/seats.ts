import type { AcademyEvent } from '@academy/contract';

export function seatsLeft(event: Pick<AcademyEvent, 'totalSeats' | 'totalBookings'>): number {
  return Math.max(0, event.totalSeats - event.totalBookings);
}

/** The banner's event: the soonest upcoming one. The list arrives latest-first, so it is the last upcoming entry. */
export function soonestUpcoming(events: AcademyEvent[]): AcademyEvent | undefined {
  return events.filter((event) => event.category === 'upcoming').at(-1);
}
