import { z } from 'zod';
import type { BronzeMethod } from './bracket.ts';

/**
 * A tournament's rules as data: Indian bodies (AIKDF, KIO, KI and others) and the WKF's own editions differ, so
 * the organiser chooses a profile, copies and edits it, and nothing about the rules is code. Every number carries
 * where it comes from in `sources` (a path such as 'kumite.winningLead'), or says it is unverified.
 */

export const TOURNAMENT_DISCIPLINES = ['kata', 'kumite', 'teamKata', 'teamKumite'] as const;
export type TournamentDiscipline = (typeof TOURNAMENT_DISCIPLINES)[number];

/** A category's gender; 'mixed' only where the organiser merged, or the profile's age group says so. */
export const CATEGORY_GENDERS = ['male', 'female', 'mixed'] as const;
export type CategoryGender = (typeof CATEGORY_GENDERS)[number];

export const BRONZE_METHODS = ['twoBronzes', 'repechage', 'thirdPlaceBout'] as const satisfies readonly BronzeMethod[];
export const KATA_SCORING = ['points', 'flags'] as const;

/** An athlete who misses the weigh-in: moved to the next class up where the profile allows, or withdrawn. */
export const OFF_WEIGHT_RULES = ['moveUp', 'withdraw'] as const;

const kg = z.number().positive().max(250);
const seconds = z.number().int().min(30).max(600);

export const ageGroupSchema = z.object({
  /** Stable within the profile ('cadets'); a category keeps it. */
  key: z.string().regex(/^[a-z0-9-]{1,24}$/),
  name: z.string().trim().min(1).max(40),
  /** Age on the tournament day, both ends included; null: no upper end. */
  minAge: z.number().int().min(3).max(99),
  maxAge: z.number().int().min(3).max(99).nullable(),
  /** Kumite bout time for the age group. */
  boutSeconds: seconds,
  /**
   * Upper limits of the kumite weight classes, lightest first, per gender; above the last is the open class
   * ('+84 kg'). Empty: one class for every weight.
   */
  weightLimitsKg: z.object({ male: z.array(kg).max(12), female: z.array(kg).max(12) }),
});
export type AgeGroup = z.infer<typeof ageGroupSchema>;

/**
 * A belt band for open and novice events, in grades rather than the academy's belt colours, since entrants come from
 * other academies: level 1 is 10th kyu, 10 is 1st kyu, 11 is 1st dan (beltLevel).
 */
export const beltBandSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,24}$/),
  name: z.string().trim().min(1).max(40),
  minLevel: z.number().int().min(1).max(20),
  maxLevel: z.number().int().min(1).max(20).nullable(),
});
export type BeltBand = z.infer<typeof beltBandSchema>;

export const ruleProfileSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kumite: z.object({
    points: z.object({
      yuko: z.number().int().min(1).max(5),
      wazaAri: z.number().int().min(1).max(5),
      ippon: z.number().int().min(1).max(5),
    }),
    /** A clear lead of this many points ends the bout. */
    winningLead: z.number().int().min(1).max(20),
    /** The first unopposed score breaks a tie at time-up. */
    senshu: z.boolean(),
    /** Who votes at Hantei (the referee and the judges); a winner is compulsory. */
    hanteiVoters: z.number().int().min(1).max(9),
    /** Where a draw (Hikiwake) may stand. */
    drawAllowedIn: z.array(z.enum(['roundRobin', 'team'])),
    /** The one penalty ladder, lightest first: the last disqualifies from the bout (Hansoku). */
    penalties: z.array(z.string().trim().min(1).max(12)).min(1).max(8),
    /** The seconds left at which the timekeeper signals the end is near (Atoshi baraku). */
    endSignalSeconds: z.number().int().min(0).max(60),
  }),
  kata: z.object({
    scoring: z.enum(KATA_SCORING),
    judges: z.number().int().min(3).max(7),
    /** Of the judges' points, how many count once the highest and lowest are dropped. */
    counted: z.number().int().min(1).max(7),
    /** Pools hold at most this many; the best of each go to the final round (points only). */
    poolSize: z.number().int().min(2).max(16),
    advancing: z.number().int().min(1).max(8),
  }),
  ageGroups: z.array(ageGroupSchema).min(1).max(16),
  beltBands: z.array(beltBandSchema).max(8),
  /** A category of this many or fewer is fought as a round robin (kumite) instead of a bracket. */
  roundRobinUpTo: z.number().int().min(0).max(8),
  bronze: z.enum(BRONZE_METHODS),
  /** Over the class's limit by up to this much still makes the weight at the weigh-in. */
  weighInToleranceKg: z.number().min(0).max(3),
  offWeight: z.enum(OFF_WEIGHT_RULES),
  /** Where each number comes from, by its path ('kumite.winningLead'), or 'unverified: …'. */
  sources: z.record(z.string(), z.string().max(300)),
});
export type RuleProfile = z.infer<typeof ruleProfileSchema>;

/** A profile's belt level for a grade: 10th kyu is 1, 1st kyu 10, 1st dan 11, 2nd dan 12. */
export function beltLevel(kind: 'kyu' | 'dan', grade: number): number {
  return kind === 'kyu' ? 11 - grade : 10 + grade;
}

/** The grade a belt level stands for: beltLevel read backwards (1 is 10th kyu, 10 is 1st kyu, 11 is 1st dan). */
export function gradeOfLevel(level: number): { kind: 'kyu' | 'dan'; grade: number } {
  const kind = level <= beltLevel('kyu', 1) ? 'kyu' : 'dan';
  return { kind, grade: kind === 'kyu' ? beltLevel('kyu', 1) + 1 - level : level - beltLevel('dan', 1) + 1 };
}

const WKF_2023 =
  'WKF Karate Competition Rules 2023, as issue 34 summarises them (article not checked against the text)';
const WKF_CATEGORIES =
  'unverified: WKF age and weight categories as commonly published; check the current WKF and national rules';
const ACADEMY = 'unverified: an academy-level choice for children below WKF ages; edit to the body you enter under';

/**
 * "WKF 2023", the default profile: the WKF's ages and weights from U14 up, with the under-10 and under-12 groups an
 * Indian academy's championships add. No belt bands: WKF events are open to every grade.
 */
export const WKF_2023_PROFILE: RuleProfile = {
  name: 'WKF 2023',
  kumite: {
    points: { yuko: 1, wazaAri: 2, ippon: 3 },
    winningLead: 8,
    senshu: true,
    hanteiVoters: 5,
    drawAllowedIn: ['roundRobin', 'team'],
    penalties: ['C1', 'C2', 'C3', 'HC', 'H'],
    endSignalSeconds: 15,
  },
  kata: { scoring: 'points', judges: 7, counted: 5, poolSize: 8, advancing: 4 },
  ageGroups: [
    {
      key: 'u10',
      name: 'Under 10',
      minAge: 6,
      maxAge: 9,
      boutSeconds: 90,
      weightLimitsKg: { male: [25, 30, 35], female: [25, 30, 35] },
    },
    {
      key: 'u12',
      name: 'Under 12',
      minAge: 10,
      maxAge: 11,
      boutSeconds: 90,
      weightLimitsKg: { male: [30, 35, 40, 45], female: [30, 35, 40, 45] },
    },
    {
      key: 'u14',
      name: 'Under 14',
      minAge: 12,
      maxAge: 13,
      boutSeconds: 120,
      weightLimitsKg: { male: [40, 45, 50, 55], female: [42, 47, 52] },
    },
    {
      key: 'cadets',
      name: 'Cadets',
      minAge: 14,
      maxAge: 15,
      boutSeconds: 120,
      weightLimitsKg: { male: [52, 57, 63, 70], female: [47, 54, 61] },
    },
    {
      key: 'juniors',
      name: 'Juniors',
      minAge: 16,
      maxAge: 17,
      boutSeconds: 120,
      weightLimitsKg: { male: [55, 61, 68, 76], female: [48, 53, 59, 66] },
    },
    {
      key: 'u21',
      name: 'Under 21',
      minAge: 18,
      maxAge: 20,
      boutSeconds: 180,
      weightLimitsKg: { male: [60, 67, 75, 84], female: [50, 55, 61, 68] },
    },
    {
      key: 'seniors',
      name: 'Seniors',
      minAge: 18,
      maxAge: null,
      boutSeconds: 180,
      weightLimitsKg: { male: [60, 67, 75, 84], female: [50, 55, 61, 68] },
    },
  ],
  beltBands: [],
  roundRobinUpTo: 3,
  bronze: 'repechage',
  weighInToleranceKg: 0.2,
  offWeight: 'moveUp',
  sources: {
    'kumite.points': `${WKF_2023}: Yuko 1, Waza-ari 2, Ippon 3`,
    'kumite.winningLead': `${WKF_2023}: a clear 8-point lead ends the bout`,
    'kumite.senshu': `${WKF_2023}: Senshu breaks a tie at time-up, then Hantei`,
    'kumite.hanteiVoters': `${WKF_2023}: the referee and four judges vote, a winner is compulsory`,
    'kumite.drawAllowedIn': `${WKF_2023}: Hikiwake only in round-robin and team bouts`,
    'kumite.penalties': `${WKF_2023}: one penalty ladder (the 2023 edition merged the two); steps unverified`,
    'kumite.endSignalSeconds': 'unverified: the 15-seconds-left signal issue 35 asks for',
    'ageGroups.boutSeconds': `${WKF_2023}: 3 min for seniors and U21, 2 min for cadets and juniors; 90 s below U14 ${ACADEMY}`,
    'ageGroups.ages': `${WKF_CATEGORIES}; U10 and U12 ${ACADEMY}`,
    'ageGroups.weightLimitsKg': `${WKF_CATEGORIES}; U10 and U12 ${ACADEMY}`,
    'kata.judges': `${WKF_2023}: 7 judges, the highest and lowest dropped, the other 5 added (70/30 split dropped)`,
    'kata.poolSize': 'unverified: pools of up to 8, the best 4 of each to the final round',
    roundRobinUpTo: 'unverified: a category of 3 or fewer fights everyone once rather than a bracket with byes',
    bronze: 'unverified: repechage as WKF championships run it; two bronzes and a third-place bout are the options',
    weighInToleranceKg: 'unverified: 0.2 kg over the limit; set what the organising body allows',
    offWeight: 'unverified: an athlete over the limit moves up one class; "withdraw" for strict events',
  },
};

/**
 * "Academy open": WKF 2023 with belt bands, so a beginner does not meet a brown belt, and two bronzes without
 * repechage, for the academy's own championships where the day is short.
 */
export const ACADEMY_OPEN_PROFILE: RuleProfile = {
  ...WKF_2023_PROFILE,
  name: 'Academy open',
  beltBands: [
    { key: 'novice', name: 'Novice', minLevel: 1, maxLevel: 4 },
    { key: 'intermediate', name: 'Intermediate', minLevel: 5, maxLevel: 7 },
    { key: 'advanced', name: 'Advanced', minLevel: 8, maxLevel: null },
  ],
  bronze: 'twoBronzes',
  sources: {
    ...WKF_2023_PROFILE.sources,
    beltBands: 'unverified: an academy choice: novice 10th-7th kyu, intermediate 6th-4th, advanced 3rd kyu and up',
    bronze: 'unverified: an academy choice: both semi-final losers take bronze',
  },
};

/** The profiles every install has; an organiser's own are copies of these, edited. */
export const BUILT_IN_PROFILES: readonly RuleProfile[] = [WKF_2023_PROFILE, ACADEMY_OPEN_PROFILE];
