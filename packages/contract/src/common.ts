import { z } from 'zod';

/** Every reply carries status (1 success, 0 failure) and a message. */
export const envelopeSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const errorReplySchema = z.object({ status: z.literal(0), message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const idParamSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type IdParam = z.infer<typeof idParamSchema>;

export const LIMITS = {
  /** Profile photo, gallery image and event image (SPEC.md section 9). */
  maxUploadBytes: 5 * 1024 * 1024,
  fightersPageSize: 5,
  otpLength: 4,
  otpValidityMinutes: 10,
  otpMaxAttempts: 5,
  passwordMinLength: 8,
  successDisplayMs: 5000,
  carouselIntervalsMs: [2000, 3000, 2000] as const,
  mediumScreenMinPx: 768,
  mastersShownSmall: 2,
  mastersShownMedium: 4,
  gallerySkeletonCount: 4,
  fightersSkeleton: { rows: 6, cells: 8 },
} as const;

/** The academy's name as emails and documents print it; the web content module shows the same. */
export const ACADEMY_NAME = 'Kaizen Karate Academy';

export const TIME_ZONE = 'Asia/Kolkata';
export const CURRENCY = 'INR';

/** date-fns patterns of SPEC.md section 9. */
export const DATE_FORMATS = {
  list: 'dd MMM, yyyy',
  table: 'dd MMM, yyyy hh:mm a',
  adminTable: 'dd MMM, yyyy, hh:mm a',
  eventsPage: 'dd MMMM yyyy, hh:mm a',
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const trimmed = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254)
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
