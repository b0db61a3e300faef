import { ageOn } from '../families/family-rules.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import {
  WKF_2023_PROFILE,
  type AgeGroup,
  type BeltBand,
  type CategoryGender,
  type RuleProfile,
  type TournamentDiscipline,
} from './rule-profile.ts';

/**
 * Who a competition (category) is for, as ranges rather than the profile's names, so a merged or split category is
 * described by the same fields: ages on the tournament day, weight (kumite) and belt level, both ends included.
 */
export interface CategoryCriteria {
  discipline: TournamentDiscipline;
  gender: CategoryGender;
  /** The profile's age group it came from; a merge of two groups keeps the first. */
  ageGroup: string;
  minAge: number;
  maxAge: number | null;
  /** Over this weight (kg); null: no lower limit. */
  overWeightKg: number | null;
  /** Up to this weight (kg), included; null: no upper limit (the open class, '+84 kg'). */
  upToWeightKg: number | null;
  beltBand: string | null;
  minLevel: number | null;
  maxLevel: number | null;
}

/** An athlete as a category sees them. */
export interface Athlete {
  gender: 'male' | 'female';
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Declared at entry; the weigh-in's actual weight once taken. */
  weightKg: number | null;
  /** beltLevel(): 10th kyu is 1, 1st dan 11; null when unknown, which no belt band admits. */
  level: number | null;
}

const TEAM: ReadonlySet<TournamentDiscipline> = new Set(['teamKata', 'teamKumite']);

/** Kumite weight classes of an age group for a gender: (over, upTo] pairs, the last open above. */
function weightClasses(limits: readonly number[]): [number | null, number | null][] {
  if (limits.length === 0) return [[null, null]];
  const sorted = [...limits].sort((a, b) => a - b);
  return [
    ...sorted.map((limit, i): [number | null, number] => [i === 0 ? null : sorted[i - 1]!, limit]),
    [sorted.at(-1)!, null],
  ];
}

/** A stable key for a category's criteria: the same criteria, the same key, across a regeneration. */
export function categoryKey(c: CategoryCriteria): string {
  const range = (low: number | null, high: number | null) => `${low ?? ''}-${high ?? ''}`;
  return [
    c.discipline,
    c.gender,
    c.ageGroup,
    range(c.minAge, c.maxAge),
    range(c.overWeightKg, c.upToWeightKg),
    c.beltBand ?? '',
  ].join('|');
}

/**
 * Every category a profile defines for the chosen disciplines and age groups: kata and team events by gender and
 * age group, kumite also by weight class, each split by belt band when the profile has bands. In the profile's
 * order, lightest and youngest first, so the list reads as a programme.
 */
export function generateCategories(
  profile: RuleProfile,
  disciplines: readonly TournamentDiscipline[],
  ageGroupKeys: readonly string[] = profile.ageGroups.map((group) => group.key),
): CategoryCriteria[] {
  const bands: (BeltBand | null)[] = profile.beltBands.length > 0 ? profile.beltBands : [null];
  const out: CategoryCriteria[] = [];
  for (const discipline of disciplines) {
    for (const group of profile.ageGroups.filter((g) => ageGroupKeys.includes(g.key))) {
      for (const gender of ['male', 'female'] as const) {
        const classes = discipline === 'kumite' ? weightClasses(group.weightLimitsKg[gender]) : [[null, null] as const];
        for (const [overWeightKg, upToWeightKg] of classes) {
          for (const band of TEAM.has(discipline) ? [null] : bands) {
            out.push({
              discipline,
              gender,
              ageGroup: group.key,
              minAge: group.minAge,
              maxAge: group.maxAge,
              overWeightKg,
              upToWeightKg,
              beltBand: band?.key ?? null,
              minLevel: band?.minLevel ?? null,
              maxLevel: band?.maxLevel ?? null,
            });
          }
        }
      }
    }
  }
  return out;
}

/** Why an athlete does not fit a category, or null when they do. */
export type MisfitReason = 'gender' | 'age' | 'weight' | 'belt';

export function misfit(
  c: CategoryCriteria,
  athlete: Athlete,
  tournamentDay: string,
  toleranceKg = 0,
): MisfitReason | null {
  if (c.gender !== 'mixed' && c.gender !== athlete.gender) return 'gender';
  const age = ageOn(athlete.dateOfBirth, tournamentDay);
  if (age < c.minAge || (c.maxAge !== null && age > c.maxAge)) return 'age';
  if (c.overWeightKg !== null || c.upToWeightKg !== null) {
    if (athlete.weightKg === null) return 'weight';
    if (c.overWeightKg !== null && athlete.weightKg <= c.overWeightKg) return 'weight';
    if (c.upToWeightKg !== null && athlete.weightKg > c.upToWeightKg + toleranceKg) return 'weight';
  }
  if (c.minLevel !== null || c.maxLevel !== null) {
    if (athlete.level === null) return 'belt';
    if (c.minLevel !== null && athlete.level < c.minLevel) return 'belt';
    if (c.maxLevel !== null && athlete.level > c.maxLevel) return 'belt';
  }
  return null;
}

/**
 * The criteria of two categories merged: the union of their ranges (a gender differing makes it mixed), for small
 * categories the organiser fights together. Merging kata with kumite is the caller's to refuse.
 */
export function mergeCriteria(a: CategoryCriteria, b: CategoryCriteria): CategoryCriteria {
  const low = (x: number | null, y: number | null) => (x === null || y === null ? null : Math.min(x, y));
  const high = (x: number | null, y: number | null) => (x === null || y === null ? null : Math.max(x, y));
  return {
    discipline: a.discipline,
    gender: a.gender === b.gender ? a.gender : 'mixed',
    ageGroup: a.ageGroup,
    minAge: Math.min(a.minAge, b.minAge),
    maxAge: high(a.maxAge, b.maxAge),
    overWeightKg: low(a.overWeightKg, b.overWeightKg),
    upToWeightKg: high(a.upToWeightKg, b.upToWeightKg),
    beltBand: a.beltBand === b.beltBand ? a.beltBand : null,
    minLevel: low(a.minLevel, b.minLevel),
    maxLevel: high(a.maxLevel, b.maxLevel),
  };
}

export const DISCIPLINE_LABELS = {
  kata: 'tournaments.discipline.kata',
  kumite: 'tournaments.discipline.kumite',
  teamKata: 'tournaments.discipline.teamKata',
  teamKumite: 'tournaments.discipline.teamKumite',
} as const satisfies Record<TournamentDiscipline, MessageKey>;

export const CATEGORY_GENDER_LABELS = {
  male: 'tournaments.gender.male',
  female: 'tournaments.gender.female',
  mixed: 'tournaments.gender.mixed',
} as const satisfies Record<CategoryGender, MessageKey>;

/** The built-in profiles' age groups (WKF 2023's, which Academy open shares), named in each language by their key. */
export const AGE_GROUP_LABELS = {
  u10: 'tournaments.ageGroup.u10',
  u12: 'tournaments.ageGroup.u12',
  u14: 'tournaments.ageGroup.u14',
  cadets: 'tournaments.ageGroup.cadets',
  juniors: 'tournaments.ageGroup.juniors',
  u21: 'tournaments.ageGroup.u21',
  seniors: 'tournaments.ageGroup.seniors',
} as const satisfies Record<string, MessageKey>;

/**
 * An age group's name in the caller's language: a built-in profile's group, as the built-in profile names it, in
 * the catalog's words ("Under 12" is "12 वर्ष से कम" in Hindi); a group of the organiser's own, or one they renamed,
 * as they typed it.
 */
export function ageGroupName(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  group: Pick<AgeGroup, 'key' | 'name'>,
): string {
  const builtIn = WKF_2023_PROFILE.ageGroups.find((each) => each.key === group.key);
  if (!builtIn || builtIn.name !== group.name || !Object.hasOwn(AGE_GROUP_LABELS, group.key)) return group.name;
  return t(AGE_GROUP_LABELS[group.key as keyof typeof AGE_GROUP_LABELS]);
}

/**
 * A category as people name it, e.g. "Kumite · Male · Cadets (14–15) · −57 kg", in the caller's language; the age
 * group's name is the catalog's for a built-in group (ageGroupName), the band's and any other group's the profile's,
 * as the organiser typed them.
 */
export function categoryName(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  c: CategoryCriteria,
  profile: Pick<RuleProfile, 'ageGroups' | 'beltBands'>,
): string {
  const group = profile.ageGroups.find((g) => g.key === c.ageGroup);
  const ages =
    c.maxAge === null
      ? t('tournaments.ages.over', { min: c.minAge })
      : t('tournaments.ages.range', { min: c.minAge, max: c.maxAge });
  const parts = [
    t(DISCIPLINE_LABELS[c.discipline]),
    t(CATEGORY_GENDER_LABELS[c.gender]),
    `${group ? ageGroupName(t, group) : c.ageGroup} (${ages})`,
  ];
  if (c.upToWeightKg !== null) parts.push(t('tournaments.weight.upTo', { kg: c.upToWeightKg }));
  else if (c.overWeightKg !== null) parts.push(t('tournaments.weight.over', { kg: c.overWeightKg }));
  const band = profile.beltBands.find((b) => b.key === c.beltBand);
  if (band) parts.push(band.name);
  return parts.join(' · ');
}
