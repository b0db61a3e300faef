/**
 * Who a booking or a place in a waiting list is for, as duplicates are compared: one attendee holds one seat of an
 * event, and one email may book several children, each once. Bookings, waiting lists, erasure and a migration all
 * key people this way, so it is written once here.
 */

/** The name trimmed, its inner spaces collapsed, in one Unicode form and lower case: "Aarav  Shah " is "aarav shah". */
export function normalizeAttendeeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The attendee's key, as the bookings' and waiting lists' rows store it. */
export interface AttendeeKey {
  emailNormalized: string;
  nameNormalized: string;
}

export function attendeeOf(input: { email: string; fighterName: string }): AttendeeKey {
  return { emailNormalized: normalizeEmail(input.email), nameNormalized: normalizeAttendeeName(input.fighterName) };
}
