import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { PAYMENT_STATES } from '../payments/payment-rules.ts';
import { CATEGORY_GENDERS, ruleProfileSchema, TOURNAMENT_DISCIPLINES } from './rule-profile.ts';

/** At most this many categories in one tournament, and athletes in one request (a club's whole team). */
export const MAX_CATEGORIES = 400;
export const MAX_ATHLETES_PER_REQUEST = 200;

export const ENTRY_STATES = ['entered', 'checkedIn', 'withdrawn'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/** How a category is fought, fixed at its draw from the profile and its size. */
export const CATEGORY_FORMATS = ['bracket', 'roundRobin', 'kataPoints', 'kataFlags'] as const;
export type CategoryFormat = (typeof CATEGORY_FORMATS)[number];

const criteriaSchema = z.object({
  discipline: z.enum(TOURNAMENT_DISCIPLINES),
  gender: z.enum(CATEGORY_GENDERS),
  ageGroup: z.string(),
  minAge: z.number(),
  maxAge: z.number().nullable(),
  overWeightKg: z.number().nullable(),
  upToWeightKg: z.number().nullable(),
  beltBand: z.string().nullable(),
  minLevel: z.number().nullable(),
  maxLevel: z.number().nullable(),
});

export const tournamentCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  criteria: criteriaSchema,
  /** In the request's language, e.g. "Kumite · Male · Cadets (14–15) · −57 kg". */
  name: z.string(),
  position: z.number(),
  format: z.enum(CATEGORY_FORMATS).nullable(),
  /** Entries not withdrawn. */
  entries: z.number(),
  checkedIn: z.number(),
  drawnAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type TournamentCategory = z.infer<typeof tournamentCategorySchema>;

export const tournamentEntrySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  athleteName: z.string(),
  gender: z.enum(['male', 'female']),
  dateOfBirth: z.string(),
  /** On the tournament day. */
  age: z.number(),
  weightKg: z.number().nullable(),
  weighedKg: z.number().nullable(),
  level: z.number().nullable(),
  club: z.string(),
  seed: z.number().nullable(),
  state: z.enum(ENTRY_STATES),
  bookingId: z.string().nullable(),
  fighterId: z.string().nullable(),
  /** Where the entry's fee stands; null for an entry without one (entered by hand, or free). */
  paymentState: z.enum(PAYMENT_STATES).nullable(),
});
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

export const tournamentSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  /** The tournament day in IST (YYYY-MM-DD): ages count on it. */
  day: z.string(),
  profile: ruleProfileSchema,
  disciplines: z.array(z.enum(TOURNAMENT_DISCIPLINES)),
  ageGroups: z.array(z.string()),
  /** Rupees per category entered. */
  categoryFee: z.number(),
  categories: z.array(tournamentCategorySchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentReplySchema = envelopeSchema.extend({
  tournament: tournamentSchema.nullable(),
  entries: z.array(tournamentEntrySchema),
});
export type TournamentReply = z.infer<typeof tournamentReplySchema>;

export const ruleProfilesReplySchema = envelopeSchema.extend({ profiles: z.array(ruleProfileSchema) });
export type RuleProfilesReply = z.infer<typeof ruleProfilesReplySchema>;

const categoryFee = z.coerce
  .number({ error: fieldMessage('form.categoryFee.range', { max: 100000 }) })
  .min(0, fieldMessage('form.categoryFee.range', { max: 100000 }))
  .max(100000, fieldMessage('form.categoryFee.range', { max: 100000 }))
  .multipleOf(0.01, fieldMessage('form.categoryFee.range', { max: 100000 }));

/** Makes an event a tournament, or changes its rules before any category is drawn; categories follow the profile. */
export const setUpTournamentSchema = z.object({
  profile: ruleProfileSchema,
  disciplines: z
    .array(z.enum(TOURNAMENT_DISCIPLINES), { error: fieldMessage('form.disciplines.required') })
    .min(1, fieldMessage('form.disciplines.required')),
  ageGroups: z
    .array(z.string(), { error: fieldMessage('form.ageGroups.required') })
    .min(1, fieldMessage('form.ageGroups.required')),
  categoryFee,
});
export type SetUpTournamentRequest = z.input<typeof setUpTournamentSchema>;
export type SetUpTournamentValues = z.output<typeof setUpTournamentSchema>;

const day = z
  .string({ error: fieldMessage('form.dateOfBirth.required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('form.dateOfBirth.invalid'));

export const athleteEntrySchema = z.object({
  athleteName: trimmed({ required: 'form.fullName.required', tooLong: 'form.fullName.tooLong' }, 100),
  gender: z.enum(['male', 'female'], { error: fieldMessage('form.gender.required') }),
  dateOfBirth: day,
  weightKg: z
    .number({ error: fieldMessage('form.weight.min', { min: 10 }) })
    .min(10, fieldMessage('form.weight.min', { min: 10 }))
    .max(250, fieldMessage('form.weight.max', { max: 250 }))
    .nullable(),
  level: z.number().int().min(1).max(20).nullable(),
  categoryIds: z
    .array(z.string().max(64), { error: fieldMessage('form.categories.required') })
    .min(1, fieldMessage('form.categories.required'))
    .max(6, fieldMessage('form.categories.max', { max: 6 })),
});
export type AthleteEntryInput = z.input<typeof athleteEntrySchema>;
export type AthleteEntryValues = z.output<typeof athleteEntrySchema>;

/** Athletes the organiser enters by hand, one club at a time. */
export const addEntriesSchema = z.object({
  club: trimmed({ required: 'form.academyName.required', tooLong: 'form.academyName.tooLong' }, 150),
  athletes: z
    .array(athleteEntrySchema, { error: fieldMessage('form.athletes.required') })
    .min(1, fieldMessage('form.athletes.required'))
    .max(MAX_ATHLETES_PER_REQUEST, fieldMessage('form.athletes.max', { max: MAX_ATHLETES_PER_REQUEST })),
});
export type AddEntriesRequest = z.input<typeof addEntriesSchema>;
export type AddEntriesValues = z.output<typeof addEntriesSchema>;

const categoryChoice = z
  .string({ error: fieldMessage('form.category.required') })
  .min(1, fieldMessage('form.category.required'))
  .max(64, fieldMessage('form.category.required'));

export const moveEntrySchema = z.object({ categoryId: categoryChoice });
export type MoveEntryRequest = z.input<typeof moveEntrySchema>;

export const mergeCategoriesSchema = z.object({ intoId: categoryChoice });
export type MergeCategoriesRequest = z.input<typeof mergeCategoriesSchema>;

/** The entries that leave for a new category with the same criteria (a big category fought in two). */
export const splitCategorySchema = z.object({
  entryIds: z
    .array(z.string().min(1).max(64), { error: fieldMessage('form.entries.required') })
    .min(1, fieldMessage('form.entries.required'))
    .max(1000, fieldMessage('form.entries.required')),
});
export type SplitCategoryRequest = z.input<typeof splitCategorySchema>;

/** How a bout was decided: on points, by Senshu or Hantei at a tie, by withdrawal (Kiken), disqualification
 * (Shikkaku, Hansoku), or by the judges' flags (kata). */
export const RESULT_METHODS = ['points', 'senshu', 'hantei', 'kiken', 'shikkaku', 'hansoku', 'flags'] as const;
export type ResultMethod = (typeof RESULT_METHODS)[number];

/** A draw: up to four seeds, by entry id. */
export const drawCategoryRequestSchema = z.object({
  seeds: z
    .array(z.object({ entryId: z.string().min(1).max(64), seed: z.number().int().min(1).max(4) }))
    .max(4, fieldMessage('form.seeds.max', { max: 4 }))
    .default([]),
});
export type DrawCategoryRequest = z.input<typeof drawCategoryRequestSchema>;
export type DrawCategoryValues = z.output<typeof drawCategoryRequestSchema>;

/**
 * Seeds proposed from the academy's earlier tournaments (seeds-from-results.ts): each entrant with an earlier medal in
 * the category's discipline, best first, and the seeds the rule gives them. The organiser draws with them or not.
 */
export const seedProposalReplySchema = envelopeSchema.extend({
  athletes: z.array(
    z.object({
      entryId: z.string(),
      gold: z.number(),
      silver: z.number(),
      bronze: z.number(),
      lastMedalDay: z.string().nullable(),
    }),
  ),
  seeds: z.array(
    z.object({ entryId: z.string(), seed: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }),
  ),
});
export type SeedProposalReply = z.infer<typeof seedProposalReplySchema>;

/** The most points a result records for a side. */
export const MAX_BOUT_SCORE = 99;
const score = z.number().int().min(0).max(MAX_BOUT_SCORE).nullable().default(null);

export const recordResultSchema = z.object({
  boutId: z.string().regex(/^[A-Z0-9-]{1,16}$/, fieldMessage('form.boutId.invalid')),
  winner: z.enum(['aka', 'ao', 'draw'], { error: fieldMessage('form.winner.required') }),
  method: z.enum(RESULT_METHODS, { error: fieldMessage('form.method.required') }),
  akaScore: score,
  aoScore: score,
});
export type RecordResultRequest = z.input<typeof recordResultSchema>;
export type RecordResultValues = z.output<typeof recordResultSchema>;

export const categoryBoutSchema = z.object({
  id: z.string(),
  round: z.number(),
  kind: z.enum(['main', 'repechage', 'bronze', 'pool']),
  aka: z.string().nullable(),
  ao: z.string().nullable(),
  state: z.enum(['waiting', 'ready', 'done', 'bye']),
  winner: z.string().nullable(),
  decision: z.enum(['aka', 'ao', 'draw']).nullable(),
  method: z.enum(RESULT_METHODS).nullable(),
  akaScore: z.number().nullable(),
  aoScore: z.number().nullable(),
});
export type CategoryBoutView = z.infer<typeof categoryBoutSchema>;

const placingsSchema = z.object({
  first: z.string().nullable(),
  second: z.string().nullable(),
  third: z.array(z.string()),
});

export const standingSchema = z.object({
  id: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  points: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  rank: z.number(),
});

const kataRankingSchema = z.object({
  id: z.string(),
  total: z.number(),
  dropped: z.object({ low: z.number(), high: z.number() }),
  rank: z.number(),
});

export const kataRoundSchema = z.object({
  round: z.number(),
  pools: z.array(
    z.object({ entrants: z.array(z.string()), ranking: z.array(kataRankingSchema), complete: z.boolean() }),
  ),
  tieBreak: z.boolean(),
});

/** A kata performance's score: one per judge of the profile, 5.0 to 10.0 with one decimal. */
export const recordKataScoreSchema = z.object({
  // Round 1, the final round 2 after pools, then a tie-break round for each time athletes are level at a medal.
  round: z.number().int().min(1).max(20),
  entryId: z.string().min(1).max(64),
  scores: z
    .array(
      z
        .number({ error: fieldMessage('form.kataScore.range') })
        .min(5, fieldMessage('form.kataScore.range'))
        .max(10, fieldMessage('form.kataScore.range'))
        .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, fieldMessage('form.kataScore.range')),
    )
    .min(3, fieldMessage('form.kataScore.count'))
    .max(7, fieldMessage('form.kataScore.count')),
});
export type RecordKataScoreRequest = z.input<typeof recordKataScoreSchema>;
export type RecordKataScoreValues = z.output<typeof recordKataScoreSchema>;

/** A category with its entries, its draw and its bouts as the results leave them. */
export const categoryReplySchema = envelopeSchema.extend({
  category: tournamentCategorySchema,
  entries: z.array(tournamentEntrySchema),
  seedValue: z.number().nullable(),
  bouts: z.array(categoryBoutSchema),
  /** The bout ids ready to be fought, in the order to fight them. */
  next: z.array(z.string()),
  standings: z.array(standingSchema).nullable(),
  /** Kata by points: its rounds, pools and rankings. */
  kataRounds: z.array(kataRoundSchema).nullable(),
  placings: placingsSchema.nullable(),
  /** The draw is published and every place is decided: the category's certificates can be printed. */
  finished: z.boolean(),
});
export type CategoryReply = z.infer<typeof categoryReplySchema>;

const medallistSchema = z.object({ entryId: z.string(), athleteName: z.string(), club: z.string() });
export type Medallist = z.infer<typeof medallistSchema>;

export const medalRowSchema = z.object({
  club: z.string(),
  gold: z.number(),
  silver: z.number(),
  bronze: z.number(),
  rank: z.number(),
});

/** A tournament's public results: each published category's places so far, and the clubs' medal table. */
export const tournamentResultsReplySchema = envelopeSchema.extend({
  eventId: z.string(),
  /** The event's name and address in the request's language, as the events list gives them. */
  eventName: z.string(),
  day: z.string(),
  eventDateTime: z.string(),
  address: z.string(),
  /** The event's poster, the picture its shared results preview. */
  eventImageUrl: z.string().nullable(),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** For the results page's filter by discipline. */
      discipline: z.enum(TOURNAMENT_DISCIPLINES),
      format: z.enum(CATEGORY_FORMATS).nullable(),
      entries: z.number(),
      /** Every place the category gives is decided. */
      finished: z.boolean(),
      first: medallistSchema.nullable(),
      second: medallistSchema.nullable(),
      third: z.array(medallistSchema),
    }),
  ),
  medals: z.array(medalRowSchema),
});
export type TournamentResultsReply = z.infer<typeof tournamentResultsReplySchema>;
