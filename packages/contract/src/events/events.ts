import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { translationsReplySchema, translationsSchema, type TranslatedField } from '../shared/academy-texts.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { blankToMissing, bookingRecordSchema } from './bookings.ts';
import { EVENT_RULE_DEFAULTS, EVENT_RULE_LIMITS } from './event-rules.ts';

export const EVENT_CATEGORIES = ['upcoming', 'past'] as const;
export const eventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** An event's texts the academy types, which may be given in each language (decision 048), with their limits. */
export const EVENT_TEXT_FIELDS = {
  eventName: { max: 150, tooLong: 'form.eventName.tooLong' },
  address: { max: 300, tooLong: 'form.address.tooLong' },
  eventDescription: { max: 5000, tooLong: 'form.description.tooLong' },
} as const satisfies Record<string, TranslatedField>;
export type EventTextField = keyof typeof EVENT_TEXT_FIELDS;
export const EVENT_TEXTS = Object.keys(EVENT_TEXT_FIELDS) as EventTextField[];
export const eventTranslationsSchema = translationsSchema(EVENT_TEXT_FIELDS);
export type EventTranslations = z.output<typeof eventTranslationsSchema>;

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
  /** Hours before the start after which a family can no longer cancel online. */
  cancelCutoffHours: z.number(),
  /** Hours a freed seat offered to the next in the waiting list stays theirs. */
  offerHours: z.number(),
  /** Hours before the start the reminder email goes out. */
  reminderHours: z.number(),
  /** People in line for a seat (waiting or holding an offer). */
  waitingCount: z.number(),
  /** The event is a tournament: athletes enter its categories rather than book a seat. */
  isTournament: z.boolean(),
  createdAt: z.string(),
  /** Present only in replies to an admin: attendee data is never served to anyone else. */
  bookings: z.array(bookingRecordSchema).optional(),
  /**
   * Only in the admin's reply to one event, which the form edits: its texts are then as typed (English). Anyone
   * else reads them in the request's language (decision 048).
   */
  translations: translationsReplySchema(EVENT_TEXTS).optional(),
});
export type AcademyEvent = z.infer<typeof eventSchema>;

/** A whole number of hours within the rule's limits; left out (or blank), the rule's default. */
const eventHours = (
  rule: keyof typeof EVENT_RULE_LIMITS,
  key: 'form.cancelCutoffHours.range' | 'form.offerHours.range' | 'form.reminderHours.range',
) => {
  const message = fieldMessage(key, EVENT_RULE_LIMITS[rule]);
  return z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(EVENT_RULE_LIMITS[rule].min, message)
      .max(EVENT_RULE_LIMITS[rule].max, message)
      .default(EVENT_RULE_DEFAULTS[rule]),
  );
};

/** Text fields of CreateEvent / updateEvent (multipart); the image travels as the eventImage file part. */
export const eventFieldsSchema = z.object({
  eventName: trimmed(
    { required: 'form.eventName.required', tooLong: 'form.eventName.tooLong' },
    EVENT_TEXT_FIELDS.eventName.max,
  ),
  address: trimmed(
    { required: 'form.address.required', tooLong: 'form.address.tooLong' },
    EVENT_TEXT_FIELDS.address.max,
  ),
  eventDescription: trimmed(
    { required: 'form.description.required', tooLong: 'form.description.tooLong' },
    EVENT_TEXT_FIELDS.eventDescription.max,
  ),
  eventDateTime: z
    .string({ error: fieldMessage('form.dateTime.required') })
    .trim()
    .min(1, fieldMessage('form.dateTime.required'))
    .pipe(z.iso.datetime({ offset: true, error: fieldMessage('form.dateTime.iso') }))
    .transform((v) => new Date(v).toISOString()),
  totalSeats: z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: fieldMessage('form.totalSeats.min', { min: 1 }) })
      .int(fieldMessage('form.totalSeats.whole'))
      .min(1, fieldMessage('form.totalSeats.min', { min: 1 }))
      .max(100000, fieldMessage('form.totalSeats.max', { max: 100000 })),
  ),
  entryFee: z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: fieldMessage('form.entryFee.min', { min: 0 }) })
      .min(0, fieldMessage('form.entryFee.min', { min: 0 }))
      .max(10000000, fieldMessage('form.entryFee.max', { max: 10000000 })),
  ),
  cancelCutoffHours: eventHours('cancelCutoffHours', 'form.cancelCutoffHours.range'),
  offerHours: eventHours('offerHours', 'form.offerHours.range'),
  reminderHours: eventHours('reminderHours', 'form.reminderHours.range'),
  /**
   * The name, address and description in Hindi and Marathi: a multipart part holding JSON (an object from the web's
   * form before it is sent). Left out, an update keeps those the event has.
   */
  translations: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : parseJson(value)) : value),
    eventTranslationsSchema.optional(),
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
    .string({ error: fieldMessage('form.dateTime.required') })
    .trim()
    .min(1, fieldMessage('form.dateTime.required'))
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, fieldMessage('form.dateTime.incomplete')),
});
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

export const eventsQuerySchema = z.object({
  timestamp: z
    .string()
    .max(32, fieldMessage('form.timestamp.tooLong', { max: 32 }))
    .optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventsReplySchema = envelopeSchema.extend({ events: z.array(eventSchema) });
export type EventsReply = z.infer<typeof eventsReplySchema>;

export const eventReplySchema = envelopeSchema.extend({ event: eventSchema });
export type EventReply = z.infer<typeof eventReplySchema>;

/** DeleteEvent removes the event's bookings with it and says how many (docs/decisions). */
export const deleteEventReplySchema = envelopeSchema.extend({ deletedBookings: z.number() });
export type DeleteEventReply = z.infer<typeof deleteEventReplySchema>;

/** A multipart part that is not JSON stays a string, which the schema then refuses with its own message. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** upcoming when the event is now or later, so it stays bookable until it starts. */
export function eventCategoryAt(eventDateTime: string, now: Date = new Date()): EventCategory {
  return new Date(eventDateTime).getTime() >= now.getTime() ? 'upcoming' : 'past';
}
