import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { PAYMENT_STATES } from '../payments/payment-rules.ts';

/** A scan at the door sends the ticket's text; a name search sends the booking's id. One of the two. */
export const eventCheckInRequestSchema = z
  .object({
    ticket: z.string().trim().max(200, fieldMessage('form.ticket.invalid')).optional(),
    bookingId: z.string().trim().max(64, fieldMessage('form.ticket.invalid')).optional(),
  })
  .refine((v) => Boolean(v.ticket) !== Boolean(v.bookingId), { message: fieldMessage('form.ticket.invalid') });
export type EventCheckInRequest = z.input<typeof eventCheckInRequestSchema>;

export const doorAttendeeSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  fighterName: z.string(),
  mobileNumber: z.string(),
  beltLevel: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
});
export type DoorAttendee = z.infer<typeof doorAttendeeSchema>;

export const doorCountsSchema = z.object({ booked: z.number(), checkedIn: z.number() });
export type DoorCounts = z.infer<typeof doorCountsSchema>;

/** The door's list: every booking that holds a seat, checked in or not, and the counts. */
export const eventDoorReplySchema = envelopeSchema.extend({
  event: z.object({ _id: z.string(), eventName: z.string(), eventDateTime: z.string() }),
  counts: doorCountsSchema,
  attendees: z.array(doorAttendeeSchema),
});
export type EventDoorReply = z.infer<typeof eventDoorReplySchema>;

/** A check-in's answer; `already` when the ticket was let in before (a second scan), with the first time. */
export const eventCheckInReplySchema = envelopeSchema.extend({
  already: z.boolean(),
  attendee: doorAttendeeSchema,
  counts: doorCountsSchema,
});
export type EventCheckInReply = z.infer<typeof eventCheckInReplySchema>;
