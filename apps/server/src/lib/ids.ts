import { randomBytes, randomUUID } from 'node:crypto';

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
