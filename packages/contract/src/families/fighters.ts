import { z } from 'zod';
import type { MessageKey } from '../i18n/catalog.ts';
import { emailField, envelopeSchema, languageSchema, trimmed } from '../shared/common.ts';
import { mobileField } from '../shared/mobile.ts';
import { confirmPasswordField, newPasswordField } from '../shared/auth.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { ADULT_AGE } from './retention.ts';
import { leadInviteTokenField } from '../leads/lead-invite.ts';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const genderSchema = z.enum(GENDERS, { error: fieldMessage('form.gender.required') });
export type Gender = z.infer<typeof genderSchema>;

export const DISCIPLINES = ['Karate', 'Judo', 'Taekwondo', 'Boxing', 'Others'] as const;
export const disciplineSchema = z.enum(DISCIPLINES, { error: fieldMessage('form.discipline.required') });
export type Discipline = z.infer<typeof disciplineSchema>;

export const ageField = z.coerce
  .number({ error: fieldMessage('form.age.required') })
  .int(fieldMessage('form.age.whole'))
  .min(1, fieldMessage('form.age.min', { min: 1 }))
  .max(120, fieldMessage('form.age.max', { max: 120 }));

/**
 * An account holder's own age: a person under ADULT_AGE does not get an account of their own; a parent or guardian
 * adds them to theirs as a child (families.ts), which is how the law wants a child's data to be given.
 */
const accountHolderAge = ageField.refine(
  (age) => age >= ADULT_AGE,
  fieldMessage('form.age.childAccount', { age: ADULT_AGE }),
);

export const signUpRequestSchema = z
  .object({
    fullName: trimmed({ required: 'form.fullName.required', tooLong: 'form.fullName.tooLong' }, 100),
    email: emailField,
    mobileNumber: mobileField,
    // A blank age box means "missing" ('Age is required.'), not 0 ('Age must be at least 1.').
    age: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), accountHolderAge),
    gender: genderSchema,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    /** The secret of the trial lead's sign-up link the person followed: the lead is linked to the new account. */
    leadToken: leadInviteTokenField.nullish(),
    /**
     * Whether the account holder trains at the academy themself; false for a parent or guardian who only books and
     * pays for their children. Left out, the holder trains.
     */
    trains: z.boolean().default(true),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: fieldMessage('form.password.mismatch'),
    path: ['confirmPassword'],
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type SignUpValues = z.output<typeof signUpRequestSchema>;

/** A logged-in fighter's choice of language, saved on the account. */
export const setFighterLanguageRequestSchema = z.object({ language: languageSchema });
export type SetFighterLanguageRequest = z.input<typeof setFighterLanguageRequestSchema>;

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
  /**
   * The rank the academy records (its name), or, while it records none, the belt the fighter says they hold, which
   * the admin confirms.
   */
  beltLevel: z.string().nullable(),
  /** The academy's record of the fighter's rank (GetRanks has its colour and grade); null while it has none. */
  rankId: z.string().nullable(),
  address: z.string().nullable(),
  masterName: z.string().nullable(),
  academyName: z.string().nullable(),
  fighterImageUrl: z.string().nullable(),
  /** A small square version of the photo, for lists. */
  fighterThumbnailUrl: z.string().nullable(),
  /** The language the account's emails go out in; the web switches to it after login. */
  language: languageSchema,
  /**
   * Set on a child's profile: the account that holds it. A child has no login; `email` is then the guardian's
   * and the age follows from `dateOfBirth`.
   */
  guardianId: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /**
   * Whether the profile trains: false only on the account holder's own profile of a parent or guardian who does
   * not, who then has no check-in card, no belt and no classes. A child's profile always trains.
   */
  trains: z.boolean(),
  createdAt: z.string(),
});
export type Fighter = z.infer<typeof fighterSchema>;

export const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
export const optionalText = (tooLong: MessageKey, max: number) =>
  z
    .preprocess(emptyToNull, z.string().trim().max(max, fieldMessage(tooLong, { max })).nullable())
    .transform((v) => (v === '' ? null : v));
export const optionalMeasure = (messages: { min: MessageKey; max: MessageKey }, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: fieldMessage('form.number.invalid') })
      .min(1, fieldMessage(messages.min, { min: 1 }))
      .max(max, fieldMessage(messages.max, { max }))
      .nullable(),
  );

/**
 * The profile form; email is read-only and ignored if sent. An account holder's profile carries the age; a child's
 * carries the date of birth instead (the server holds each to its own rule).
 */
export const updateFighterRequestSchema = z.object({
  fullName: trimmed({ required: 'form.name.required', tooLong: 'form.name.tooLong' }, 100),
  mobileNumber: mobileField,
  age: z.preprocess(emptyToNull, accountHolderAge.nullable()),
  dateOfBirth: z.preprocess(emptyToNull, z.iso.date(fieldMessage('form.dateOfBirth.invalid')).nullable()).optional(),
  gender: z.preprocess(emptyToNull, genderSchema.nullable()),
  weight: optionalMeasure({ min: 'form.weight.min', max: 'form.weight.max' }, 400),
  height: optionalMeasure({ min: 'form.height.min', max: 'form.height.max' }, 300),
  discipline: z.preprocess(emptyToNull, disciplineSchema.nullable()),
  beltLevel: optionalText('form.beltLevel.tooLong', 50),
  address: optionalText('form.address.tooLong', 300),
  masterName: optionalText('form.masterName.tooLong', 100).optional(),
  academyName: optionalText('form.academyName.tooLong', 100).optional(),
  /** The account holder's own profile only: whether they train themself. Left out, it stays as it is. */
  trains: z.boolean().optional(),
});
export type UpdateFighterRequest = z.input<typeof updateFighterRequestSchema>;
export type UpdateFighterValues = z.output<typeof updateFighterRequestSchema>;

export const fighterReplySchema = envelopeSchema.extend({ fighter: fighterSchema });
export type FighterReply = z.infer<typeof fighterReplySchema>;

export const fighterImageReplySchema = envelopeSchema.extend({
  data: z.object({ fighterImageUrl: z.string().nullable() }),
});
export type FighterImageReply = z.infer<typeof fighterImageReplySchema>;

export const createFighterReplySchema = envelopeSchema.extend({ id: z.string().optional() });
export type CreateFighterReply = z.infer<typeof createFighterReplySchema>;
