import type { AcademyEvent } from '@academy/contract';

export function seatsLeft(event: Pick<AcademyEvent, 'totalSeats' | 'totalBookings'>): number {
  return Math.max(0, event.totalSeats - event.totalBookings);
}

const time = (event: AcademyEvent) => Date.parse(event.eventDateTime);

/**
 * The public page's two lists. The server answers latest first (what the admin table wants); a visitor planning
 * ahead reads upcoming events soonest first, while past events stay latest first. Sorted here rather than trusting
 * the server's order, so the banner and the list agree whatever order the reply comes in.
 */
export function splitEvents(events: AcademyEvent[]): { upcoming: AcademyEvent[]; past: AcademyEvent[] } {
  const upcoming = events.filter((event) => event.category === 'upcoming').sort((a, b) => time(a) - time(b));
  const past = events.filter((event) => event.category === 'past').sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/** The banner's event: the soonest upcoming one. */
export function soonestUpcoming(events: AcademyEvent[]): AcademyEvent | undefined {
  return splitEvents(events).upcoming[0];
}
