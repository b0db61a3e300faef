import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

/**
 * The staff bar's search (the owner and the front desk): a part of a name, a mobile number or any 3 of its digits
 * (a child is found by its guardian's too), an email, a booking code or a fighter's check-in code.
 */
export const SEARCH_LIMITS = { minLength: 2, maxLength: 100, minDigits: 3, people: 8, bookings: 5 } as const;

const searchText = z
  .string({ error: fieldMessage('form.search.tooShort') })
  .trim()
  .min(SEARCH_LIMITS.minLength, fieldMessage('form.search.tooShort'))
  .max(SEARCH_LIMITS.maxLength, fieldMessage('form.search.tooLong'));

export const searchQuerySchema = z.object({ q: searchText });
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A profile found: who they are in the family, and the phone to call (a child's is its guardian's). */
export const personHitSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** An account holder (a parent or an adult student) or a child of one. */
  child: z.boolean(),
  trains: z.boolean(),
  /** The account holder of a child's family. */
  guardianName: z.string().nullable(),
  mobileNumber: z.string(),
  /** The number shown is the guardian's: a child has none of its own. */
  mobileIsGuardians: z.boolean(),
  email: z.string(),
});
export type PersonHit = z.infer<typeof personHitSchema>;

export const bookingHitSchema = z.object({
  bookingCode: z.string(),
  fighterName: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventDateTime: z.string(),
  cancelled: z.boolean(),
});
export type BookingHit = z.infer<typeof bookingHitSchema>;

export const searchReplySchema = envelopeSchema.extend({
  people: z.array(personHitSchema),
  bookings: z.array(bookingHitSchema),
});
export type SearchReply = z.infer<typeof searchReplySchema>;

/** The digits of a search text, when it has enough of them to be a part of a mobile number. */
export function searchDigits(text: string): string | null {
  if (!/^[\d\s+()-]+$/.test(text.trim())) return null;
  // "+91 98201 23456" and "098201" are typed with India's prefixes: the stored number is the 10-digit national one.
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= SEARCH_LIMITS.minDigits ? digits : null;
}

/**
 * A family as the desk sees it, opened from the search: its people (the account holder first), each one's batches
 * and belt, what the family owes, and its latest bookings.
 */
export const familyFileSchema = z.object({
  accountId: z.string(),
  members: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      child: z.boolean(),
      trains: z.boolean(),
      age: z.number().nullable(),
      /** A child's is its guardian's: the number to call. */
      mobileNumber: z.string(),
      email: z.string(),
      /** The rank the academy records; null while it records none. */
      rank: z.string().nullable(),
      batches: z.array(z.object({ id: z.string(), name: z.string(), state: z.enum(['requested', 'active']) })),
    }),
  ),
  /** Open dues, soonest due first, and their total in paise. */
  dues: z.array(
    z.object({
      id: z.string(),
      item: z.string(),
      fighterName: z.string(),
      amountPaise: z.number(),
      dueDay: z.string(),
    }),
  ),
  owedPaise: z.number(),
  /** The latest 10 bookings of the family's profiles, latest event first. */
  bookings: z.array(
    z.object({
      bookingCode: z.string(),
      fighterName: z.string(),
      eventId: z.string(),
      eventName: z.string(),
      eventDateTime: z.string(),
      cancelled: z.boolean(),
    }),
  ),
});
export type FamilyFile = z.infer<typeof familyFileSchema>;
export const familyFileReplySchema = envelopeSchema.extend({ family: familyFileSchema });
export type FamilyFileReply = z.infer<typeof familyFileReplySchema>;

/** How many of a family's bookings its file lists. */
export const FAMILY_FILE_BOOKINGS = 10;
