import {
  academyToday,
  categoryKey,
  TOURNAMENT_DISCIPLINES,
  type CategoryCriteria,
  type Tournament,
  type TournamentCategory,
  type TournamentDiscipline,
  type TournamentEntry,
} from '@academy/contract';

/** A category of fewer entries than this cannot be fought: the organiser merges it or tells its athlete. */
export const SMALLEST_CATEGORY = 2;

export const isTooSmall = (category: TournamentCategory) => category.entries < SMALLEST_CATEGORY;

/**
 * The tournament day is over (at the academy, in India): no more entries and no change of rules, as the server
 * refuses them. On the day itself the desk still takes late entries.
 */
export const dayIsOver = (day: string, today: string = academyToday()) => day < today;

/** The tournament day has come (or is over): athletes are checked in at the door. */
export const dayHasCome = (day: string, today: string = academyToday()) => day <= today;

export type CategoryState = 'open' | 'drawn' | 'published';

export function categoryState(category: TournamentCategory): CategoryState {
  if (category.publishedAt !== null) return 'published';
  return category.drawnAt !== null ? 'drawn' : 'open';
}

/** Entries that still count: a withdrawn athlete holds no place. */
export const standing = (entries: readonly TournamentEntry[]) => entries.filter((entry) => entry.state !== 'withdrawn');

/** One athlete across their categories: the same name and date of birth from the same club. */
const athleteKey = (entry: TournamentEntry) => `${entry.club}\n${entry.athleteName}\n${entry.dateOfBirth}`;

export interface ClubFigures {
  club: string;
  athletes: string[];
  entries: number;
  /** Entries whose fee is owed and not yet paid (nor waived): what the club still has to settle. */
  unpaid: number;
}

/** A fee still owed: its payment is started, sent for checking or refused, but not paid or waived. */
const owed = (entry: TournamentEntry) =>
  entry.paymentState !== null && entry.paymentState !== 'paid' && entry.paymentState !== 'waived';

/** Each club's athletes (by name) and entries, clubs in alphabetical order. */
export function clubFigures(entries: readonly TournamentEntry[]): ClubFigures[] {
  const clubs = new Map<string, { athletes: Map<string, string>; entries: number; unpaid: number }>();
  for (const entry of standing(entries)) {
    const club = clubs.get(entry.club) ?? { athletes: new Map(), entries: 0, unpaid: 0 };
    club.athletes.set(athleteKey(entry), entry.athleteName);
    club.entries += 1;
    if (owed(entry)) club.unpaid += 1;
    clubs.set(entry.club, club);
  }
  return [...clubs]
    .map(([club, figures]) => ({
      club,
      athletes: [...figures.athletes.values()].sort((a, b) => a.localeCompare(b)),
      entries: figures.entries,
      unpaid: figures.unpaid,
    }))
    .sort((a, b) => a.club.localeCompare(b.club));
}

export interface TournamentCounts {
  categories: number;
  athletes: number;
  entries: number;
  clubs: number;
}

export function tournamentCounts(tournament: Tournament, entries: readonly TournamentEntry[]): TournamentCounts {
  const kept = standing(entries);
  return {
    categories: tournament.categories.length,
    athletes: new Set(kept.map(athleteKey)).size,
    entries: kept.length,
    clubs: new Set(kept.map((entry) => entry.club)).size,
  };
}

/** The categories by discipline, in the programme's order of disciplines, each in the tournament's own order. */
export function byDiscipline(
  categories: readonly TournamentCategory[],
): { discipline: TournamentDiscipline; categories: TournamentCategory[] }[] {
  return TOURNAMENT_DISCIPLINES.map((discipline) => ({
    discipline,
    categories: categories.filter((category) => category.criteria.discipline === discipline),
  })).filter((group) => group.categories.length > 0);
}

/** Where an entry or a category's athletes may go: the other open categories of the same discipline. */
export function sameDisciplineTargets(
  categories: readonly TournamentCategory[],
  from: TournamentCategory,
): TournamentCategory[] {
  return categories.filter(
    (category) =>
      category.id !== from.id && category.drawnAt === null && category.criteria.discipline === from.criteria.discipline,
  );
}

/** What saving new rules does to the categories, as the server does it (apps/server/.../tournaments/setup.ts). */
export interface RulesChange {
  /** Categories with athletes the new rules still make: they stay as they are, athletes and all. */
  kept: number;
  /** Categories with athletes the new rules no longer make: they stay, athletes and all, at the end of the list. */
  stranded: number;
  /** Empty categories the new rules no longer make: they go. */
  removed: number;
  /** Categories the new rules make that do not exist yet. */
  added: number;
}

/**
 * The categories the new rules make (`wanted`) against those there are: one of the same key stays, with its id and
 * athletes; one no longer made goes when nobody was ever entered in it (withdrawn athletes count), else stays.
 */
export function rulesChange(
  tournament: Tournament,
  entries: readonly TournamentEntry[],
  wanted: readonly CategoryCriteria[],
): RulesChange {
  const keys = new Set(wanted.map(categoryKey));
  const entered = new Set(entries.map((entry) => entry.categoryId));
  const existing = new Set(tournament.categories.map((category) => category.key));
  const change: RulesChange = { kept: 0, stranded: 0, removed: 0, added: 0 };
  for (const category of tournament.categories) {
    if (keys.has(category.key)) {
      if (entered.has(category.id)) change.kept += 1;
    } else if (entered.has(category.id)) change.stranded += 1;
    else change.removed += 1;
  }
  change.added = [...keys].filter((key) => !existing.has(key)).length;
  return change;
}
