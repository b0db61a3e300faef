import { z } from 'zod';
import { PAYMENT_STATES } from '../payments/payment-rules.ts';
import { WAITLIST_STATES } from './event-rules.ts';
import { emailField, envelopeSchema, positiveNumber, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { ageField, disciplineSchema } from '../families/fighters.ts';
import { guardianSchema } from '../families/families.ts';
import { indianMobileField } from '../shared/mobile.ts';

/** Forms and multipart carry numbers as text; a blank one is missing ("Age is required."), not 0 (Number('') is 0). */
export const blankToMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const bookingRequestSchema = z.object({
  eventId: trimmed({ required: 'form.event.required', tooLong: 'form.event.tooLong' }, 64),
  fighterId: z
    .string()
    .trim()
    .max(64, fieldMessage('form.fighterId.tooLong', { max: 64 }))
    .nullish(),
  fighterName: trimmed({ required: 'form.name.required', tooLong: 'form.name.tooLong' }, 100),
  email: emailField,
  mobileNumber: indianMobileField('form.bookingMobile.required'),
  age: z.preprocess(blankToMissing, ageField),
  beltLevel: trimmed({ required: 'form.beltLevel.required', tooLong: 'form.beltLevel.tooLong' }, 50),
  height: z.preprocess(
    blankToMissing,
    positiveNumber({ required: 'form.height.required', min: 'form.height.min', max: 'form.height.max' }, 300),
  ),
  weight: z.preprocess(
    blankToMissing,
    positiveNumber({ required: 'form.weight.required', min: 'form.weight.min', max: 'form.weight.max' }, 400),
  ),
  discipline: disciplineSchema,
  masterName: trimmed({ required: 'form.masterName.required', tooLong: 'form.masterName.tooLong' }, 100),
  academyName: trimmed({ required: 'form.academyName.required', tooLong: 'form.academyName.tooLong' }, 100),
  /**
   * Required when the attendee is under ADULT_AGE, unless the booking is for a child's profile of the caller's
   * family, whose guardian is on record (the server decides, as only it knows the family).
   */
  guardian: guardianSchema.nullish(),
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
  /** When the attendee was let in at the door, by a ticket scan or by name. */
  checkedInAt: z.string().nullable(),
  /** The entry fee's state; null for a free event. */
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  /** What the booking owes, so the list can say how much is awaited; null for a free event. */
  paymentAmountPaise: z.number().int().nullable(),
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

/** A paid event's booking: what is owed and until when the seat is held. Null for a free event. */
export const bookingPaymentSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  state: z.enum(PAYMENT_STATES),
  amountPaise: z.number().int(),
  holdUntil: z.string().nullable(),
  /**
   * The payment link's secret, only in the reply of the booking that made it: with it a payer who is not logged in
   * opens the payment (payPagePath). Lists leave it out: a family sees its own payments by logging in.
   */
  linkSecret: z.string().optional(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookingReplySchema = envelopeSchema.extend({
  data: bookingDisplaySchema,
  payment: bookingPaymentSchema.nullable(),
  /** The ticket's QR code text (event-rules.ts): shown at the door. */
  ticket: z.string(),
});
export type BookingReply = z.infer<typeof bookingReplySchema>;

/** A booking of the caller's family, as My bookings lists it. */
export const myBookingSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventDateTime: z.string(),
  eventLocation: z.string(),
  eventImageUrl: z.string().nullable(),
  fighterName: z.string(),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  payment: bookingPaymentSchema.nullable(),
  /** Null once cancelled: a cancelled booking lets nobody in. */
  ticket: z.string().nullable(),
  /** Until when the family may cancel it online; null when it no longer can (cancelled, or the cut-off passed). */
  cancellableUntil: z.string().nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** A place of the caller's family in an event's waiting list. */
export const myWaitlistEntrySchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventDateTime: z.string(),
  fighterName: z.string(),
  state: z.enum(WAITLIST_STATES),
  /** 1 for the next in line; null once they are no longer waiting. */
  position: z.number().nullable(),
  joinedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntrySchema>;

export const myBookingsReplySchema = envelopeSchema.extend({
  bookings: z.array(myBookingSchema),
  waiting: z.array(myWaitlistEntrySchema),
});
export type MyBookingsReply = z.infer<typeof myBookingsReplySchema>;

/**
 * What the academy's records hold of a family profile beyond the profile itself, for the booking form: its last
 * booking's belt, measurements, style, master and academy, and for a student of the academy the academy and the
 * instructor of their batch. Null where the records hold nothing.
 */
export const bookingPrefillSchema = z.object({
  fighterId: z.string(),
  beltLevel: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  discipline: z.string().nullable(),
  masterName: z.string().nullable(),
  academyName: z.string().nullable(),
});
export type BookingPrefill = z.infer<typeof bookingPrefillSchema>;
export const bookingPrefillReplySchema = envelopeSchema.extend({ profiles: z.array(bookingPrefillSchema) });
export type BookingPrefillReply = z.infer<typeof bookingPrefillReplySchema>;
