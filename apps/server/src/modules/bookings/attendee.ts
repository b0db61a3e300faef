/**
 * Who a booking is for, as duplicates are compared: the name trimmed, its inner spaces collapsed, in one Unicode
 * form and lower case, so "Aarav  Shah " and "aarav shah" are one attendee. Together with the lower-cased email
 * it keys a booking; one email may book several children, each once.
 */
export function normalizeAttendeeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
