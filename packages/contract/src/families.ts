import { z } from 'zod';
import type { MessageKey } from './i18n/catalog.ts';
import { emailField, envelopeSchema, mobileField, trimmed } from './common.ts';
import { TIME_ZONE } from './constants.ts';
import { fieldMessage } from './i18n/field-messages.ts';
import { ADULT_AGE } from './retention.ts';
import { disciplineSchema, fighterSchema, genderSchema, optionalMeasure, optionalText } from './fighters.ts';

/** Who may consent for a child: the people a parent picks from on the form. */
export const GUARDIAN_RELATIONS = ['Mother', 'Father', 'Grandparent', 'Legal guardian'] as const;
export const guardianRelationSchema = z.enum(GUARDIAN_RELATIONS, { error: fieldMessage('form.relation.required') });
export type GuardianRelation = z.infer<typeof guardianRelationSchema>;

/** Each relation's words in the catalogs, for the form's options and the consent email. */
export const RELATION_LABELS = {
  Mother: 'form.option.mother',
  Father: 'form.option.father',
  Grandparent: 'form.option.grandparent',
  'Legal guardian': 'form.option.legalGuardian',
} as const satisfies Record<GuardianRelation, MessageKey>;

const dayInAcademy = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in the academy's time zone: a birthday starts at midnight in India, not in UTC. */
export function academyToday(now: Date = new Date()): string {
  return dayInAcademy.format(now);
}

/** Whole years from a date of birth to a day, both YYYY-MM-DD; a 29 February birthday comes on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isMinor = (age: number) => age < ADULT_AGE;

/** The oldest a child on the academy's records can be born: 100 years back covers every typing slip worth catching. */
const OLDEST_YEARS = 100;

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

/**
 * A consent's life: asked for (the email is on its way), confirmed from the link, withdrawn by the guardian, or
 * expired (the link was not used in CONSENT_LINK_DAYS; the guardian asks for a new one).
 */
export const CONSENT_STATES = ['pending', 'confirmed', 'withdrawn', 'expired'] as const;
export const consentStateSchema = z.enum(CONSENT_STATES);
export type ConsentState = z.infer<typeof consentStateSchema>;

/** How long an emailed consent link can be used. */
export const CONSENT_LINK_DAYS = 7;

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
    .regex(/^[A-Za-z0-9_-]{32,64}$/, fieldMessage('form.consentLink.invalid')),
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
