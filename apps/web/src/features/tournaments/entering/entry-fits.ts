import {
  beltLevel,
  misfit,
  type AddEntriesRequest,
  type Athlete,
  type Tournament,
  type TournamentCategory,
} from '@academy/contract';
import type { BeltKind } from './belt-grade.ts';
import type { NearMiss } from './misfit-words.ts';

/** One athlete's inputs as typed. */
export interface AthleteRow {
  athleteName: string;
  gender: '' | Athlete['gender'];
  dateOfBirth: string;
  weightKg: string;
  beltKind: '' | BeltKind;
  beltGrade: string;
  categoryIds: string[];
  /** A profile of the parent's family the athlete is (their record prefilled the row); null for anyone else. */
  fighterId: string | null;
}

/** What an entry form judges athletes by: the tournament day, the rules' tolerance, the categories. */
export type EntryRules = Pick<Tournament, 'day' | 'profile' | 'categories'>;

export interface EntriesFormValues {
  club: string;
  athletes: AthleteRow[];
  /** The public form's: who enters, and their word that each minor's guardian agrees. */
  contactName?: string;
  email?: string;
  mobileNumber?: string;
  coachName?: string;
  guardiansAgree?: boolean;
}

export const blankAthlete = (): AthleteRow => ({
  athleteName: '',
  gender: '',
  dateOfBirth: '',
  weightKg: '',
  beltKind: '',
  beltGrade: '',
  categoryIds: [],
  fighterId: null,
});

/** The weight as the request sends it: none when left blank; a typo stays a number the schema refuses. */
const typedWeight = (typed: string) => (typed.trim() === '' ? null : Number(typed));

export const rowLevel = (row: AthleteRow) =>
  row.beltKind === '' || row.beltGrade === '' ? null : beltLevel(row.beltKind, Number(row.beltGrade));

/** The athlete the categories judge, once gender and date of birth say enough; a weight being typed counts as none. */
export function athleteOf(row: AthleteRow): Athlete | null {
  if (row.gender === '' || !/^\d{4}-\d{2}-\d{2}$/.test(row.dateOfBirth)) return null;
  const weight = typedWeight(row.weightKg);
  return {
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    weightKg: weight !== null && Number.isFinite(weight) ? weight : null,
    level: rowLevel(row),
  };
}

export interface Fits {
  /** The categories the athlete may enter. */
  fits: TournamentCategory[];
  /** Of their gender and age but another weight or belt: the ones worth saying why. */
  near: { category: TournamentCategory; reason: NearMiss }[];
  /** For another gender or age. */
  others: number;
}

/**
 * Where an athlete may go, judged as the server will judge it: the contract's misfit on the tournament day, the
 * declared weight within the profile's weigh-in tolerance. A drawn category takes no one.
 */
export function fitsOf(tournament: EntryRules, athlete: Athlete): Fits {
  const result: Fits = { fits: [], near: [], others: 0 };
  for (const category of tournament.categories) {
    if (category.drawnAt !== null) continue;
    const reason = misfit(category.criteria, athlete, tournament.day, tournament.profile.weighInToleranceKg);
    if (reason === null) result.fits.push(category);
    else if (reason === 'weight' || reason === 'belt') result.near.push({ category, reason });
    else result.others += 1;
  }
  return result;
}

/**
 * The request the form makes: each athlete in the categories ticked that they still fit (a category ticked before
 * the weight changed, and no longer shown as a choice, is not sent).
 */
export function entriesRequest(values: EntriesFormValues, tournament: EntryRules): AddEntriesRequest {
  return {
    club: values.club,
    athletes: values.athletes.map((row) => {
      const athlete = athleteOf(row);
      const fitting = new Set(athlete ? fitsOf(tournament, athlete).fits.map((category) => category.id) : []);
      return {
        athleteName: row.athleteName,
        // A gender not chosen goes as it is, for the schema to refuse with the form's message.
        gender: row.gender as Athlete['gender'],
        dateOfBirth: row.dateOfBirth,
        weightKg: typedWeight(row.weightKg),
        level: rowLevel(row),
        categoryIds: row.categoryIds.filter((id) => fitting.has(id)),
      };
    }),
  };
}
