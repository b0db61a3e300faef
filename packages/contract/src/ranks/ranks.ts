import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { translationsReplySchema, translationsSchema, type TranslatedField } from '../shared/academy-texts.ts';
import { academyToday } from '../families/family-rules.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { optionalText } from '../families/fighters.ts';
import { competitionCertificateCheckSchema } from '../tournaments/certificates.ts';
import {
  CERTIFICATE_NUMBER_PATTERN,
  MAX_RANK_GRADE,
  MAX_RANKS,
  normaliseCertificateNumber,
  RANK_COLOUR_PATTERN,
  RANK_KINDS,
} from './rank-rules.ts';

export const rankKindSchema = z.enum(RANK_KINDS, { error: fieldMessage('form.rankKind.required') });

/** A rank's name, which may be given in each language (decision 048), with its limit. */
export const RANK_TEXT_FIELDS = {
  name: { max: 40, tooLong: 'form.rankName.tooLong' },
} as const satisfies Record<string, TranslatedField>;
export type RankTextField = keyof typeof RANK_TEXT_FIELDS;
export const RANK_TEXTS = Object.keys(RANK_TEXT_FIELDS) as RankTextField[];
export const rankTranslationsSchema = translationsSchema(RANK_TEXT_FIELDS);
export type RankTranslations = z.output<typeof rankTranslationsSchema>;

/** One rank of the academy's syllabus, lowest first by `position`. */
export const rankSchema = z.object({
  id: z.string(),
  position: z.number(),
  name: z.string(),
  colour: z.string(),
  kind: rankKindSchema,
  grade: z.number(),
  /** Only in replies to staff, whose editor edits them: the name is then as typed (English) (decision 048). */
  translations: translationsReplySchema(RANK_TEXTS).optional(),
});
export type Rank = z.infer<typeof rankSchema>;

export const ranksReplySchema = envelopeSchema.extend({ ranks: z.array(rankSchema) });
export type RanksReply = z.infer<typeof ranksReplySchema>;

/** A rank as the admin edits it: an existing one keeps its id, a new one has none. */
export const rankInputSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(64).nullable()),
  name: trimmed({ required: 'form.rankName.required', tooLong: 'form.rankName.tooLong' }, RANK_TEXT_FIELDS.name.max),
  /** Left out, an existing rank keeps the names in other languages it has. */
  translations: rankTranslationsSchema.optional(),
  colour: z
    .string({ error: fieldMessage('form.rankColour.invalid') })
    .trim()
    .toLowerCase()
    .regex(RANK_COLOUR_PATTERN, fieldMessage('form.rankColour.invalid')),
  kind: rankKindSchema,
  grade: z.coerce
    .number({ error: fieldMessage('form.rankGrade.invalid', { max: MAX_RANK_GRADE }) })
    .int(fieldMessage('form.rankGrade.invalid', { max: MAX_RANK_GRADE }))
    .min(1, fieldMessage('form.rankGrade.invalid', { max: MAX_RANK_GRADE }))
    .max(MAX_RANK_GRADE, fieldMessage('form.rankGrade.invalid', { max: MAX_RANK_GRADE })),
});
export type RankInput = z.input<typeof rankInputSchema>;

/** The whole syllabus in order, lowest rank first: ranks left out are removed (only while nobody holds them). */
export const saveRanksRequestSchema = z.object({
  ranks: z
    .array(rankInputSchema, { error: fieldMessage('form.ranks.count', { max: MAX_RANKS }) })
    .min(1, fieldMessage('form.ranks.count', { max: MAX_RANKS }))
    .max(MAX_RANKS, fieldMessage('form.ranks.count', { max: MAX_RANKS })),
});
export type SaveRanksRequest = z.input<typeof saveRanksRequestSchema>;
export type SaveRanksValues = z.output<typeof saveRanksRequestSchema>;

/** A belt a fighter says they hold that the academy has not confirmed: left by the old free-text field. */
export const rankClaimSchema = z.object({
  fighterId: z.string(),
  fullName: z.string(),
  /** What was typed, e.g. 'Yelow' or 'Red (other dojo)'. */
  beltLevel: z.string(),
  /** The rank the words name, when they name one; the admin confirms or picks another. */
  suggestedRankId: z.string().nullable(),
});
export type RankClaim = z.infer<typeof rankClaimSchema>;
export const rankClaimsReplySchema = envelopeSchema.extend({ claims: z.array(rankClaimSchema) });
export type RankClaimsReply = z.infer<typeof rankClaimsReplySchema>;

/** One step of a fighter's path: the rank, when, how, and its certificate. */
export const promotionSchema = z.object({
  id: z.string(),
  fighterId: z.string(),
  rank: rankSchema,
  /** The IST calendar day of the promotion. */
  day: z.string(),
  gradingId: z.string().nullable(),
  gradingName: z.string().nullable(),
  examiners: z.array(z.string()),
  certificateNumber: z.string(),
  recordedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const fighterRanksReplySchema = envelopeSchema.extend({
  /** The rank the academy records for the fighter now, or null. */
  rank: rankSchema.nullable(),
  /** The day of the promotion to it; null when the rank came from the profile before rank history was kept. */
  since: z.string().nullable(),
  /** Newest first. */
  promotions: z.array(promotionSchema),
});
export type FighterRanksReply = z.infer<typeof fighterRanksReplySchema>;

/** The earliest day a promotion may be recorded for: no fighter on the academy's rolls holds an older one. */
export const PROMOTION_DAY_FLOOR = '1950-01-01';

const pastDay = z
  .string({ error: fieldMessage('form.day.required') })
  .trim()
  .min(1, fieldMessage('form.day.required'))
  .pipe(z.iso.date(fieldMessage('form.day.invalid')))
  .refine((day) => day <= academyToday(), fieldMessage('form.promotionDay.future'))
  // A floor for a day nobody's record can hold (1900-01-01 was accepted); the server also refuses a day before the
  // fighter was born, and a rank that does not fit their history.
  .refine((day) => day >= PROMOTION_DAY_FLOOR, fieldMessage('form.promotionDay.tooEarly'));

/** The admin records a promotion outside a grading: a fighter who joined with a rank, or a past record. */
export const recordPromotionRequestSchema = z.object({
  fighterId: trimmed({ required: 'form.id.required', tooLong: 'form.id.tooLong' }, 64),
  rankId: trimmed({ required: 'form.rank.required', tooLong: 'form.id.tooLong' }, 64),
  day: pastDay,
  examiner: optionalText('form.examiner.tooLong', 100),
});
export type RecordPromotionRequest = z.input<typeof recordPromotionRequestSchema>;
export type RecordPromotionValues = z.output<typeof recordPromotionRequestSchema>;
export const promotionReplySchema = envelopeSchema.extend({ promotion: promotionSchema });
export type PromotionReply = z.infer<typeof promotionReplySchema>;

/** Everything a certificate shows, for its PDF. */
export const certificateSchema = z.object({
  number: z.string(),
  fighterName: z.string(),
  rank: rankSchema,
  day: z.string(),
  examiners: z.array(z.string()),
  gradingName: z.string().nullable(),
  place: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateReplySchema = envelopeSchema.extend({ certificate: certificateSchema });
export type CertificateReply = z.infer<typeof certificateReplySchema>;

/** The public check of a certificate of rank: only the name, the rank and the day. */
export const rankCertificateCheckSchema = z.object({
  kind: z.literal('rank'),
  number: z.string(),
  fighterName: z.string(),
  rank: rankSchema.pick({ name: true, colour: true, kind: true, grade: true }),
  day: z.string(),
});
export type RankCertificateCheck = z.infer<typeof rankCertificateCheckSchema>;

/** Ranks and competitions share one number series (decision 054): a number is either kind's. */
export const certificateCheckSchema = z.discriminatedUnion('kind', [
  rankCertificateCheckSchema,
  competitionCertificateCheckSchema,
]);
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;
export const verifyCertificateParamsSchema = z.object({
  number: z
    .string()
    .transform(normaliseCertificateNumber)
    .pipe(z.string().regex(CERTIFICATE_NUMBER_PATTERN, fieldMessage('form.certificateNumber.invalid'))),
});
export const verifyCertificateReplySchema = envelopeSchema.extend({ certificate: certificateCheckSchema });
export type VerifyCertificateReply = z.infer<typeof verifyCertificateReplySchema>;
