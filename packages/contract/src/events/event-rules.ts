/**
 * Rules of an event beyond its seats: how late a family may cancel, how long a waiting-list offer stays open, when
 * the reminder goes out, and what a ticket's QR code holds. Zod-free, so pages and the server share them cheaply.
 */

/** What an event gets when the admin sets nothing: the common practice of ticketing sites. */
export const EVENT_RULE_DEFAULTS = {
  /** A family may cancel until this many hours before the start (0: until the start). */
  cancelCutoffHours: 24,
  /** A freed seat offered to the next in line is theirs for this long. */
  offerHours: 12,
  /** The reminder email goes out this many hours before the start. */
  reminderHours: 24,
} as const;

export const EVENT_RULE_LIMITS = {
  cancelCutoffHours: { min: 0, max: 720 },
  offerHours: { min: 1, max: 168 },
  reminderHours: { min: 1, max: 168 },
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * An event has a start and no end: its calendar entries (the booking emails' .ics) and its page's structured data
 * give it two hours, enough for a seminar or a grading; the family adjusts the calendar if needed.
 */
export const EVENT_DURATION_MINUTES = 120;

/** The address of an event's own page, without a language prefix. */
export const eventPagePath = (id: string) => `/events/${encodeURIComponent(id)}`;

/** The last instant a family may cancel a booking of an event starting at `eventDateTime`. */
export function cancellableUntil(eventDateTime: string, cancelCutoffHours: number): string {
  return new Date(Date.parse(eventDateTime) - cancelCutoffHours * HOUR_MS).toISOString();
}

/** When the reminder of an event starting at `eventDateTime` is due. */
export function reminderAt(eventDateTime: string, reminderHours: number): string {
  return new Date(Date.parse(eventDateTime) - reminderHours * HOUR_MS).toISOString();
}

/**
 * A place in an event's waiting list: waiting in line; offered a freed seat (held for them until the offer ends);
 * booked through the offer; expired (the offer passed unclaimed); left (they gave up their place or the offer).
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * What a ticket's QR code holds: a prefix that tells it from a class card ('KKA1:') or a stranger's QR, the
 * booking's internal id (random, so it says nothing of the person or the event) and a signature only the server can
 * make, so a ticket cannot be forged by editing a code.
 */
export const TICKET_PREFIX = 'KKT1.';
export const TICKET_PATTERN = /^KKT1\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{22})$/;

/** The booking id and signature in what a scanner read, or null when it is no ticket of this academy. */
export function parseTicket(scanned: string): { bookingId: string; signature: string } | null {
  const match = TICKET_PATTERN.exec(scanned.trim());
  return match ? { bookingId: match[1]!, signature: match[2]! } : null;
}
