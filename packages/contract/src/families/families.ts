import { z } from 'zod';
import { searchQuerySchema } from '../people-search/search.ts';
import { emailField, envelopeSchema, trimmed } from '../shared/common.ts';
import { mobileField } from '../shared/mobile.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { ADULT_AGE } from './retention.ts';
import {
  academyToday,
  ageOn,
  CONSENT_STATES,
  CONSENT_TOKEN_PATTERN,
  GUARDIAN_RELATIONS,
  isMinor,
} from './family-rules.ts';
import { disciplineSchema, fighterSchema, genderSchema, optionalMeasure, optionalText } from './fighters.ts';

/** The oldest a child on the academy's records can be born: 100 years back covers every typing slip worth catching. */
const OLDEST_YEARS = 100;

export const guardianRelationSchema = z.enum(GUARDIAN_RELATIONS, { error: fieldMessage('form.relation.required') });

export const childDateOfBirthField = z
  .string({ error: fieldMessage('form.dateOfBirth.required') })
  .trim()
  .min(1, fieldMessage('form.dateOfBirth.required'))
  .pipe(z.iso.date(fieldMessage('form.dateOfBirth.invalid')))
  .refine((day) => day <= academyToday(), fieldMessage('form.dateOfBirth.future'))
  .refine((day) => ageOn(day, academyToday()) < OLDEST_YEARS, fieldMessage('form.dateOfBirth.invalid'))
  .refine((day) => isMinor(ageOn(day, academyToday())), fieldMessage('form.dateOfBirth.adult', { age: ADULT_AGE }));

/**
 * The parent or guardian who answers for a child, and their agreement to the privacy notice shown beside the
 * form. The consent is given only once they confirm it from the emailed link.
 */
export const guardianSchema = z.object({
  name: trimmed({ required: 'form.guardianName.required', tooLong: 'form.guardianName.tooLong' }, 100),
  relation: guardianRelationSchema,
  mobileNumber: mobileField,
  email: emailField,
  agreed: z.literal(true, { error: fieldMessage('form.consent.required') }),
});
export type GuardianRequest = z.input<typeof guardianSchema>;
export type GuardianValues = z.output<typeof guardianSchema>;

/** A guardian adds a child to the account: the child's own profile, with the guardian's consent asked for. */
export const addChildRequestSchema = z.object({
  fullName: trimmed({ required: 'form.fullName.required', tooLong: 'form.fullName.tooLong' }, 100),
  dateOfBirth: childDateOfBirthField,
  gender: genderSchema,
  weight: optionalMeasure({ min: 'form.weight.min', max: 'form.weight.max' }, 400),
  height: optionalMeasure({ min: 'form.height.min', max: 'form.height.max' }, 300),
  discipline: z.preprocess((v) => (v === '' ? null : v), disciplineSchema.nullish()),
  beltLevel: optionalText('form.beltLevel.tooLong', 50),
  guardian: guardianSchema,
});
export type AddChildRequest = z.input<typeof addChildRequestSchema>;
export type AddChildValues = z.output<typeof addChildRequestSchema>;

export const consentStateSchema = z.enum(CONSENT_STATES);

export const consentSummarySchema = z.object({
  state: consentStateSchema,
  guardianName: z.string(),
  relation: z.string(),
  guardianEmail: z.string(),
  noticeVersion: z.string(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentSummary = z.infer<typeof consentSummarySchema>;

/** A profile of the family: the account holder's own (guardianId null) or a child's, with its consent. */
export const familyProfileSchema = fighterSchema.extend({ consent: consentSummarySchema.nullable() });
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

/** The admin's filters of the fighters list: who holds a rank, who is in a batch (requested or active). */
export const fightersQuerySchema = z.object({
  rankId: z.string().trim().min(1).max(64).optional(),
  batchId: z.string().trim().min(1).max(64).optional(),
  /** The staff bar's search: only the profiles it finds (search.ts). */
  q: searchQuerySchema.shape.q.optional(),
});
export type FightersQuery = z.input<typeof fightersQuerySchema>;

/** The admin's list of every profile: a child's with where its consent stands, an account's own with none. */
export const fightersReplySchema = envelopeSchema.extend({ fighters: z.array(familyProfileSchema) });
export type FightersReply = z.infer<typeof fightersReplySchema>;

export const familyReplySchema = envelopeSchema.extend({ profiles: z.array(familyProfileSchema) });
export type FamilyReply = z.infer<typeof familyReplySchema>;

export const addChildReplySchema = envelopeSchema.extend({ profile: familyProfileSchema });
export type AddChildReply = z.infer<typeof addChildReplySchema>;

/** The secret of an emailed consent link; sent in a body, so it stays out of access logs. */
export const consentTokenRequestSchema = z.object({
  token: z
    .string({ error: fieldMessage('form.consentLink.invalid') })
    .trim()
    .regex(CONSENT_TOKEN_PATTERN, fieldMessage('form.consentLink.invalid')),
});
export type ConsentTokenRequest = z.input<typeof consentTokenRequestSchema>;

/** What the consent page shows the guardian who opened the link. */
export const consentViewSchema = z.object({
  state: consentStateSchema,
  childName: z.string(),
  guardianName: z.string(),
  relation: z.string(),
  noticeVersion: z.string(),
  /** The event a booking's consent is for; null for a child's profile. */
  eventName: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

export const consentReplySchema = envelopeSchema.extend({ consent: consentViewSchema });
export type ConsentReply = z.infer<typeof consentReplySchema>;
