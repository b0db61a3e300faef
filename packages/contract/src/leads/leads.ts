import { z } from 'zod';
import { emailField, envelopeSchema, trimmed } from '../shared/common.ts';
import { mobileField } from '../shared/mobile.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { blankToMissing } from '../events/bookings.ts';
import { genderSchema, optionalText } from '../families/fighters.ts';
import { guardianRelationSchema } from '../families/families.ts';
import { LEAD_STATES } from '../classes/class-rules.ts';
import { leadInviteSchema } from './lead-invite.ts';

export const leadStateSchema = z.enum(LEAD_STATES);

const YOUNGEST = 3;
const OLDEST = 99;

/**
 * A free trial class asked for without an account: most students arrive as a parent's enquiry. The person
 * agrees to be called or messaged about it; nothing else is done with the number.
 */
export const bookTrialRequestSchema = z.object({
  name: trimmed({ required: 'form.fullName.required', tooLong: 'form.fullName.tooLong' }, 100),
  mobileNumber: mobileField,
  /** The age of the student: the child's, when a parent asks. */
  studentAge: z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: fieldMessage('form.studentAge.required') })
      .int(fieldMessage('form.age.whole'))
      .min(YOUNGEST, fieldMessage('form.minAge.min', { min: YOUNGEST }))
      .max(OLDEST, fieldMessage('form.minAge.max', { max: OLDEST })),
  ),
  /** The batch they would like to try; null to let the academy suggest one. */
  batchId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(64).nullable()),
  message: optionalText('form.message.tooLong', 500),
  agreed: z.literal(true, { error: fieldMessage('form.contactConsent.required') }),
  /**
   * The enquirer's opt-in to WhatsApp and SMS messages about the trial (its confirmation, a reminder the day before
   * and a note after it): a choice of its own, unticked, apart from the agreement to be called.
   */
  messages: z.boolean().default(false),
});
export type BookTrialRequest = z.input<typeof bookTrialRequestSchema>;
export type BookTrialValues = z.output<typeof bookTrialRequestSchema>;

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  studentAge: z.number(),
  batchId: z.string().nullable(),
  batchName: z.string().nullable(),
  message: z.string().nullable(),
  state: leadStateSchema,
  note: z.string().nullable(),
  language: z.string(),
  /** When the person agreed to be contacted (the enquiry's time). */
  contactConsentAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The profile the lead became: the one whose enrolment made it joined, or the one Convert made. */
  fighterId: z.string().nullable(),
  /** The family account the lead met: a sign-up or booking with its mobile, its sign-up link, or Convert. */
  accountId: z.string().nullable(),
  /** The secret of its sign-up link (`/fighter/signup?lead=<token>`), which the inbox puts in its WhatsApp message. */
  inviteToken: z.string(),
  /** The day of the trial class the academy booked (in `batchId`), or null. */
  trialOn: z.string().nullable(),
  /** Whether the enquirer wants WhatsApp and SMS messages about the trial, and since when (or since they stopped). */
  messagesOptIn: z.boolean(),
  messagesConsentAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.object({ state: leadStateSchema.optional() });
export type LeadsQuery = z.input<typeof leadsQuerySchema>;

export const leadsReplySchema = envelopeSchema.extend({
  leads: z.array(leadSchema),
  /** How many leads are in each state, whatever the filter. */
  counts: z.record(leadStateSchema, z.number()),
});
export type LeadsReply = z.infer<typeof leadsReplySchema>;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const updateLeadRequestSchema = z.object({
  state: leadStateSchema,
  note: optionalText('form.note.tooLong', 500),
  /** The batch of the trial class, when the academy books it in another than the one asked for (or none was). */
  batchId: z.preprocess(blankToNull, z.string().trim().max(64, fieldMessage('form.id.tooLong')).nullable()).optional(),
  /**
   * The day of the trial class (a day its batch meets, today or later). With a trial booked and an opt-in, the
   * enquirer is sent its confirmation at once, a reminder the day before and a note the day after.
   */
  trialOn: z.preprocess(blankToNull, z.iso.date(fieldMessage('form.trialOn.invalid')).nullable()).optional(),
});
export type UpdateLeadRequest = z.input<typeof updateLeadRequestSchema>;
export const leadReplySchema = envelopeSchema.extend({ lead: leadSchema });
export type LeadReply = z.infer<typeof leadReplySchema>;

/**
 * A lead becomes a fighter: the family's account (made for the email, or the existing one), the student's
 * profile (a child's, with the guardian's consent asked by email, when the student is under 18), and an active
 * enrolment in a batch.
 */
export const convertLeadRequestSchema = z.object({
  email: emailField,
  studentName: trimmed({ required: 'form.fullName.required', tooLong: 'form.fullName.tooLong' }, 100),
  /** A child's date of birth; for an adult student who asked for themself, leave it empty. */
  dateOfBirth: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.iso.date(fieldMessage('form.dateOfBirth.invalid')).nullable(),
  ),
  gender: genderSchema,
  relation: z.preprocess((v) => (v === '' || v === undefined ? null : v), guardianRelationSchema.nullable()),
  batchId: trimmed({ required: 'form.batch.required', tooLong: 'form.id.tooLong' }, 64),
});
export type ConvertLeadRequest = z.input<typeof convertLeadRequestSchema>;
export type ConvertLeadValues = z.output<typeof convertLeadRequestSchema>;

export const convertLeadReplySchema = leadReplySchema.extend({
  fighterId: z.string(),
  accountId: z.string(),
  /** Whether an account was made for the email (it then gets a welcome email to set its password). */
  accountCreated: z.boolean(),
});
export type ConvertLeadReply = z.infer<typeof convertLeadReplySchema>;

export const leadInviteReplySchema = envelopeSchema.extend({ invite: leadInviteSchema });
export type LeadInviteReply = z.infer<typeof leadInviteReplySchema>;
