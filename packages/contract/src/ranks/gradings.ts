import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { blankToMissing } from '../events/bookings.ts';
import { GRADING_RESULTS, MAX_RANKS } from './rank-rules.ts';
import { rankSchema } from './ranks.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_FEE_INR = 100000;
const MAX_EXAMINERS = 5;
const MAX_BATCHES = 50;
/** At most this many fighters are invited or given results in one request. */
export const MAX_CANDIDATES_PER_REQUEST = 500;

const count = (key: 'form.minMonths.invalid' | 'form.minClasses.invalid' | 'form.minAge.invalid', max: number) =>
  z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: fieldMessage(key, { max }) })
      .int(fieldMessage(key, { max }))
      .min(0, fieldMessage(key, { max }))
      .max(max, fieldMessage(key, { max })),
  );

/** Who may sit the test for a rank: time at the rank below, classes since the last promotion, and age. 0: no rule. */
export const gradingRuleSchema = z.object({
  /** The rank the grading awards: candidates holding the rank below it (or none, for the first rank) sit it. */
  rankId: trimmed({ required: 'form.rank.required', tooLong: 'form.id.tooLong' }, 64),
  minMonths: count('form.minMonths.invalid', 60),
  minClasses: count('form.minClasses.invalid', 500),
  minAge: count('form.minAge.invalid', 99),
});
export type GradingRule = z.output<typeof gradingRuleSchema>;

export const gradingFieldsSchema = z
  .object({
    name: trimmed({ required: 'form.gradingName.required', tooLong: 'form.gradingName.tooLong' }, 100),
    day: z
      .string({ error: fieldMessage('form.day.required') })
      .trim()
      .min(1, fieldMessage('form.day.required'))
      .pipe(z.iso.date(fieldMessage('form.day.invalid'))),
    startTime: z
      .string({ error: fieldMessage('form.time.required') })
      .trim()
      .regex(TIME, fieldMessage('form.time.invalid')),
    place: trimmed({ required: 'form.place.required', tooLong: 'form.place.tooLong' }, 150),
    examiners: z
      .array(trimmed({ required: 'form.examiner.required', tooLong: 'form.examiner.tooLong' }, 100), {
        error: fieldMessage('form.examiners.count', { max: MAX_EXAMINERS }),
      })
      .min(1, fieldMessage('form.examiners.count', { max: MAX_EXAMINERS }))
      .max(MAX_EXAMINERS, fieldMessage('form.examiners.count', { max: MAX_EXAMINERS })),
    fee: z.preprocess(
      blankToMissing,
      z.coerce
        .number({ error: fieldMessage('form.gradingFee.invalid', { max: MAX_FEE_INR }) })
        .int(fieldMessage('form.gradingFee.invalid', { max: MAX_FEE_INR }))
        .min(0, fieldMessage('form.gradingFee.invalid', { max: MAX_FEE_INR }))
        .max(MAX_FEE_INR, fieldMessage('form.gradingFee.invalid', { max: MAX_FEE_INR })),
    ),
    /** The batches whose fighters are the candidates. */
    batchIds: z
      .array(z.string().trim().min(1).max(64), { error: fieldMessage('form.batches.required') })
      .min(1, fieldMessage('form.batches.required'))
      .max(MAX_BATCHES, fieldMessage('form.batches.required')),
    rules: z
      .array(gradingRuleSchema, { error: fieldMessage('form.gradingRanks.required') })
      .min(1, fieldMessage('form.gradingRanks.required'))
      .max(MAX_RANKS, fieldMessage('form.gradingRanks.required')),
  })
  .refine((g) => new Set(g.rules.map((rule) => rule.rankId)).size === g.rules.length, {
    path: ['rules'],
    message: fieldMessage('form.gradingRanks.repeated'),
  });
export type GradingFields = z.input<typeof gradingFieldsSchema>;
export type GradingFieldsValues = z.output<typeof gradingFieldsSchema>;

export const gradingSchema = z.object({
  id: z.string(),
  name: z.string(),
  day: z.string(),
  startTime: z.string(),
  place: z.string(),
  examiners: z.array(z.string()),
  fee: z.number(),
  batches: z.array(z.object({ id: z.string(), name: z.string() })),
  rules: z.array(
    z.object({
      rankId: z.string(),
      minMonths: z.number(),
      minClasses: z.number(),
      minAge: z.number(),
      rank: rankSchema,
    }),
  ),
  invited: z.number(),
  promoted: z.number(),
  createdAt: z.string(),
});
export type Grading = z.infer<typeof gradingSchema>;

export const gradingsReplySchema = envelopeSchema.extend({ gradings: z.array(gradingSchema) });
export type GradingsReply = z.infer<typeof gradingsReplySchema>;

/**
 * Why a candidate cannot sit the test yet, with the figures to word it: 'classes' (12 of 24 classes attended),
 * 'months' (2 of 3 months at the rank), 'age' (7, needs 8), 'ageUnknown', 'notTested' (the grading does not test
 * the rank after the candidate's), 'topRank' (nothing above).
 */
export const CANDIDATE_REASONS = ['classes', 'months', 'age', 'ageUnknown', 'notTested', 'topRank'] as const;
export const candidateReasonSchema = z.object({
  code: z.enum(CANDIDATE_REASONS),
  have: z.number(),
  need: z.number(),
});
export type CandidateReason = z.infer<typeof candidateReasonSchema>;

export const gradingResultSchema = z.enum(GRADING_RESULTS, { error: fieldMessage('form.gradingResult.required') });

export const candidateSchema = z.object({
  fighterId: z.string(),
  fullName: z.string(),
  batchNames: z.array(z.string()),
  rank: rankSchema.nullable(),
  /** The rank this grading would award: the one after the current. */
  targetRank: rankSchema.nullable(),
  eligible: z.boolean(),
  reasons: z.array(candidateReasonSchema),
  /** Classes attended (present or late) since the last promotion, up to the grading's day. */
  classesAttended: z.number(),
  invitedAt: z.string().nullable(),
  result: gradingResultSchema.nullable(),
  /** The rank the result gave and its certificate, once passed. */
  promotedTo: rankSchema.nullable(),
  certificateNumber: z.string().nullable(),
  /** An instructor's proposed result, which the owner records or changes; gone once a result is recorded. */
  proposal: z.object({ result: gradingResultSchema, byName: z.string(), at: z.string() }).nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const gradingReplySchema = envelopeSchema.extend({
  grading: gradingSchema,
  candidates: z.array(candidateSchema),
});
export type GradingReply = z.infer<typeof gradingReplySchema>;

const fighterIds = z
  .array(z.string().trim().min(1).max(64), { error: fieldMessage('form.candidates.required') })
  .min(1, fieldMessage('form.candidates.required'))
  .max(MAX_CANDIDATES_PER_REQUEST, fieldMessage('form.candidates.required'));

export const inviteCandidatesRequestSchema = z.object({ fighterIds });
export type InviteCandidatesRequest = z.input<typeof inviteCandidatesRequestSchema>;

export const recordResultsRequestSchema = z.object({
  results: z
    .array(z.object({ fighterId: z.string().trim().min(1).max(64), result: gradingResultSchema }), {
      error: fieldMessage('form.candidates.required'),
    })
    .min(1, fieldMessage('form.candidates.required'))
    .max(MAX_CANDIDATES_PER_REQUEST, fieldMessage('form.candidates.required')),
});
export type RecordResultsRequest = z.input<typeof recordResultsRequestSchema>;
export type RecordResultsValues = z.output<typeof recordResultsRequestSchema>;
