import { z } from 'zod';
import { emailField, envelopeSchema, positiveNumber, trimmed } from './common.ts';
import { ageField, disciplineSchema } from './fighters.ts';

/** Forms and multipart carry numbers as text; a blank one is missing ("Age is required."), not 0 (Number('') is 0). */
export const blankToMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const bookingRequestSchema = z.object({
  eventId: trimmed('Event is required.', 64),
  fighterId: z.string().trim().max(64, 'Fighter id must be at most 64 characters.').nullish(),
  fighterName: trimmed('Name is required.', 100),
  email: emailField,
  mobileNumber: z
    .string({ error: 'Mobile Number is required.' })
    .trim()
    .min(1, 'Mobile Number is required.')
    .regex(/^\d+$/, 'Mobile Number must contain digits only.')
    .min(10, 'Mobile Number must have at least 10 digits.')
    .max(15, 'Mobile Number must have at most 15 digits.'),
  age: z.preprocess(blankToMissing, ageField),
  beltLevel: trimmed('Belt Level is required.', 50),
  height: z.preprocess(blankToMissing, positiveNumber('Height', 300)),
  weight: z.preprocess(blankToMissing, positiveNumber('Weight', 400)),
  discipline: disciplineSchema,
  masterName: trimmed('Master Name is required.', 100),
  academyName: trimmed('Academy Name is required.', 100),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingValues = z.output<typeof bookingRequestSchema>;

/** A booking as an admin sees it inside getEventById. */
export const bookingRecordSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  eventId: z.string(),
  fighterId: z.string().nullable(),
  fighterName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  age: z.number().nullable(),
  beltLevel: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  discipline: z.string().nullable(),
  masterName: z.string().nullable(),
  academyName: z.string().nullable(),
  bookedAt: z.string(),
});
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

/** A booking as the confirmation page shows it: BookEvent's reply, also kept in localStorage. */
export const bookingDisplaySchema = z.object({
  bookingId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventDateTime: z.string(),
  eventLocation: z.string(),
  eventFee: z.number(),
  bookingTime: z.string(),
  fighterName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  age: z.number(),
  beltLevel: z.string(),
  academyName: z.string(),
  masterName: z.string(),
  discipline: z.string(),
  height: z.number(),
  weight: z.number(),
  bookedAt: z.string(),
});
export type BookingDisplay = z.infer<typeof bookingDisplaySchema>;

export const bookingReplySchema = envelopeSchema.extend({ data: bookingDisplaySchema });
export type BookingReply = z.infer<typeof bookingReplySchema>;
