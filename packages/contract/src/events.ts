import { z } from 'zod';
import { envelopeSchema, trimmed } from './common.ts';
import { MESSAGES } from './messages.ts';
import { blankToMissing, bookingRecordSchema } from './bookings.ts';

export const EVENT_CATEGORIES = ['upcoming', 'past'] as const;
export const eventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventSchema = z.object({
  _id: z.string(),
  eventName: z.string(),
  eventDescription: z.string(),
  address: z.string(),
  eventDateTime: z.string(),
  eventImageUrl: z.string().nullable(),
  eventThumbnailUrl: z.string().nullable(),
  category: eventCategorySchema,
  totalSeats: z.number(),
  totalBookings: z.number(),
  entryFee: z.number(),
  createdAt: z.string(),
  /** Present only in replies to an admin: attendee data is never served to anyone else. */
  bookings: z.array(bookingRecordSchema).optional(),
});
export type AcademyEvent = z.infer<typeof eventSchema>;

/** Text fields of CreateEvent / updateEvent (multipart); the image travels as the eventImage file part. */
export const eventFieldsSchema = z.object({
  eventName: trimmed(MESSAGES.eventNameRequired, 150),
  address: trimmed(MESSAGES.addressRequired, 300),
  eventDescription: trimmed(MESSAGES.descriptionRequired, 5000),
  eventDateTime: z
    .string({ error: MESSAGES.dateTimeRequired })
    .trim()
    .min(1, MESSAGES.dateTimeRequired)
    .pipe(z.iso.datetime({ offset: true, error: 'Date & Time must be an ISO date-time in UTC.' }))
    .transform((v) => new Date(v).toISOString()),
  totalSeats: z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: MESSAGES.totalSeatsMin })
      .int('Total Seats must be a whole number.')
      .min(1, MESSAGES.totalSeatsMin)
      .max(100000, 'Total Seats must be at most 100000.'),
  ),
  entryFee: z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: MESSAGES.entryFeeMin })
      .min(0, MESSAGES.entryFeeMin)
      .max(10000000, 'Entry Fee must be at most 10000000.'),
  ),
});
export type EventFields = z.input<typeof eventFieldsSchema>;
export type EventFieldsValues = z.output<typeof eventFieldsSchema>;

/**
 * The Add/Edit Event form: the same rules, but eventDateTime is the datetime-local value ('2026-12-25T18:30'),
 * read as IST whatever the admin's time zone, and turned into ISO UTC only when sent.
 */
export const eventFormSchema = eventFieldsSchema.extend({
  eventDateTime: z
    .string({ error: MESSAGES.dateTimeRequired })
    .trim()
    .min(1, MESSAGES.dateTimeRequired)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Date & Time must be a date and a time.'),
});
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

export const eventsQuerySchema = z.object({
  timestamp: z.string().max(32, 'Timestamp must be at most 32 characters.').optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventsReplySchema = envelopeSchema.extend({ events: z.array(eventSchema) });
export type EventsReply = z.infer<typeof eventsReplySchema>;

export const eventReplySchema = envelopeSchema.extend({ event: eventSchema });
export type EventReply = z.infer<typeof eventReplySchema>;

/** DeleteEvent removes the event's bookings with it and says how many (docs/decisions). */
export const deleteEventReplySchema = envelopeSchema.extend({ deletedBookings: z.number() });
export type DeleteEventReply = z.infer<typeof deleteEventReplySchema>;

/** upcoming when the event is now or later, so it stays bookable until it starts. */
export function eventCategoryAt(eventDateTime: string, now: Date = new Date()): EventCategory {
  return new Date(eventDateTime).getTime() >= now.getTime() ? 'upcoming' : 'past';
}
