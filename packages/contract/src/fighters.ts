import { z } from 'zod';
import { emailField, envelopeSchema, mobileField, trimmed } from './common.ts';
import { newPasswordField } from './auth.ts';
import { MESSAGES } from './messages.ts';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'Gender is required.' });
export type Gender = z.infer<typeof genderSchema>;

export const DISCIPLINES = ['Karate', 'Judo', 'Taekwondo', 'Boxing', 'Others'] as const;
export const disciplineSchema = z.enum(DISCIPLINES, { error: 'Discipline is required.' });
export type Discipline = z.infer<typeof disciplineSchema>;

export const ageField = z.coerce
  .number({ error: 'Age is required.' })
  .int('Age must be a whole number.')
  .min(1, 'Age must be at least 1.')
  .max(120, 'Age must be at most 120.');

export const signUpRequestSchema = z
  .object({
    fullName: trimmed('Full Name is required.', 100),
    email: emailField,
    mobileNumber: mobileField,
    // A blank age box means "missing" ('Age is required.'), not 0 ('Age must be at least 1.').
    age: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ageField),
    gender: genderSchema,
    password: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.confirmationRequired }).min(1, MESSAGES.confirmationRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type SignUpValues = z.output<typeof signUpRequestSchema>;

/** What a fighter record looks like on the wire; never a password hash. */
export const fighterSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  gender: z.string().nullable(),
  age: z.number().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  discipline: z.string().nullable(),
  beltLevel: z.string().nullable(),
  address: z.string().nullable(),
  masterName: z.string().nullable(),
  academyName: z.string().nullable(),
  fighterImageUrl: z.string().nullable(),
  /** A small square version of the photo, for lists. */
  fighterThumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Fighter = z.infer<typeof fighterSchema>;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalText = (label: string, max: number) =>
  z
    .preprocess(emptyToNull, z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable())
    .transform((v) => (v === '' ? null : v));
const optionalMeasure = (label: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce.number().min(1, `${label} must be at least 1.`).max(max, `${label} must be at most ${max}.`).nullable(),
  );

/** The profile form; email is read-only and ignored if sent. */
export const updateFighterRequestSchema = z.object({
  fullName: trimmed('Name is required.', 100),
  mobileNumber: mobileField,
  age: z.preprocess(emptyToNull, ageField.nullable()),
  gender: z.preprocess(emptyToNull, genderSchema.nullable()),
  weight: optionalMeasure('Weight', 400),
  height: optionalMeasure('Height', 300),
  discipline: z.preprocess(emptyToNull, disciplineSchema.nullable()),
  beltLevel: optionalText('Belt Level', 50),
  address: optionalText('Address', 300),
  masterName: optionalText('Master Name', 100).optional(),
  academyName: optionalText('Academy Name', 100).optional(),
});
export type UpdateFighterRequest = z.input<typeof updateFighterRequestSchema>;
export type UpdateFighterValues = z.output<typeof updateFighterRequestSchema>;

export const fighterReplySchema = envelopeSchema.extend({ fighter: fighterSchema });
export type FighterReply = z.infer<typeof fighterReplySchema>;

export const fightersReplySchema = envelopeSchema.extend({ fighters: z.array(fighterSchema) });
export type FightersReply = z.infer<typeof fightersReplySchema>;

export const fighterImageReplySchema = envelopeSchema.extend({
  data: z.object({ fighterImageUrl: z.string().nullable() }),
});
export type FighterImageReply = z.infer<typeof fighterImageReplySchema>;

export const createFighterReplySchema = envelopeSchema.extend({ id: z.string().optional() });
export type CreateFighterReply = z.infer<typeof createFighterReplySchema>;
