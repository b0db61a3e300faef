import { z } from 'zod';

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
  id: z.string().trim().min(1, 'Id is required.').max(64, 'Id must be at most 64 characters.'),
});
export type IdParam = z.infer<typeof idParamSchema>;

/** "Full Name must be at most 100 characters." for "Full Name is required.". */
export const tooLongMessage = (requiredMessage: string, max: number) =>
  `${requiredMessage.replace(/ is required\.$/, '')} must be at most ${max} characters.`;

/**
 * A required text. Every check names its own message: in zod 4 the schema's `error` is also the fallback of a
 * check without one, so a bare `.max()` would answer an over-long value with "... is required.".
 */
export const trimmed = (requiredMessage: string, max = 200) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage(requiredMessage, max));

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .refine(
    (value) => value.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH,
    `The part of the email before @ must be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters.`,
  )
  .pipe(z.email('Invalid email format.'));

export const mobileField = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .regex(/^\d{10}$/, 'Mobile number must be exactly 10 digits.');

/** Accepts numbers sent as JSON numbers or as form strings. */
export const positiveInt = (label: string, max = 1000) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);

export const positiveNumber = (label: string, max = 1000) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);
