import { z } from 'zod';
import type { MessageKey } from '../i18n/catalog.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { LANGUAGE_CODES, type Language } from '../i18n/languages.ts';

// zod probes `new Function('')` to compile faster parsers; the site's CSP (script-src 'self') refuses it, and
// every browser then reports a CSP violation when a form first validates. Every schema module imports this one,
// so the setting is in force before any parse; the server only validates small bodies and cached lists.
z.config({ jitless: true });

/** Every reply carries status (1 success, 0 failure) and a message. */
export const envelopeSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const errorReplySchema = z.object({ status: z.literal(0), message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const idParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, fieldMessage('form.id.required'))
    .max(64, fieldMessage('form.id.tooLong', { max: 64 })),
});
export type IdParam = z.infer<typeof idParamSchema>;

/**
 * A required text. Every check names its own message: in zod 4 the schema's `error` is also the fallback of a
 * check without one, so a bare `.max()` would answer an over-long value with "... is required.".
 */
export const trimmed = (messages: { required: MessageKey; tooLong: MessageKey }, max = 200) =>
  z
    .string({ error: fieldMessage(messages.required) })
    .trim()
    .min(1, fieldMessage(messages.required))
    .max(max, fieldMessage(messages.tooLong, { max }));

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const emailField = z
  .string({ error: fieldMessage('form.email.required') })
  .trim()
  .min(1, fieldMessage('form.email.required'))
  .max(EMAIL_MAX_LENGTH, fieldMessage('form.email.tooLong', { max: EMAIL_MAX_LENGTH }))
  .refine(
    (value) => value.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH,
    fieldMessage('form.email.localPartTooLong', { max: EMAIL_LOCAL_PART_MAX_LENGTH }),
  )
  .pipe(z.email(fieldMessage('form.email.invalid')));

/** A measure (height, weight) of at least 1, sent as a JSON number or a form string. */
export const positiveNumber = (messages: { required: MessageKey; min: MessageKey; max: MessageKey }, max: number) =>
  z.coerce
    .number({ error: fieldMessage(messages.required) })
    .min(1, fieldMessage(messages.min, { min: 1 }))
    .max(max, fieldMessage(messages.max, { max }));

/** One of the product's languages (LANGUAGES): what a fighter's account stores for its emails. */
export const languageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]], {
  error: fieldMessage('form.language.invalid'),
});
