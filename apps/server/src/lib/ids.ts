import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CHECKIN_CODE_ALPHABET, CHECKIN_CODE_LENGTH } from '@academy/contract';

export function newId(): string {
  return randomUUID();
}

// No 0/O, 1/I/L: booking codes are read aloud and typed by people.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short human-readable code such as KKA-7F3K9Q. */
export function newBookingCode(prefix = 'KKA'): string {
  const bytes = randomBytes(6);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return `${prefix}-${code}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * A profile's check-in code, for its QR card and for typing at the door. 32^8 codes: a clash is never expected, and
 * the unique index would refuse one rather than mix two fighters up.
 */
export function newCheckinCode(): string {
  return randomLetters(CHECKIN_CODE_LENGTH);
}

/** Letters and digits drawn at random from the check-in alphabet (no 0/O, 1/I), for codes people read and type. */
export function randomLetters(length: number): string {
  return Array.from({ length }, () => CHECKIN_CODE_ALPHABET[randomInt(CHECKIN_CODE_ALPHABET.length)]).join('');
}
