import { byEarlierMedals, seedsFromResults, type EarlierMedals, type SeedProposalReply } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { findCategoryInTournament } from './queries.ts';
import { publishedPlaces } from './results.ts';
import { criteriaOf, profileOf, tournamentDay } from './tournament-view.ts';

interface Athlete {
  fighterId: string | null;
  nameNormalized: string;
  dateOfBirth: string;
}

/**
 * The same athlete at another tournament: by the fighter profile when both entries have one (two profiles are two
 * people, however alike their names), else by the normalized name and the date of birth.
 */
const sameAthlete = (a: Athlete, b: Athlete) =>
  a.fighterId !== null && b.fighterId !== null
    ? a.fighterId === b.fighterId
    : a.nameNormalized === b.nameNormalized && a.dateOfBirth === b.dateOfBirth;

/** The entries of tournaments held before `before`, with their event and category. */
function earlierEntries(db: DbOrTx, before: string) {
  return db
    .selectFrom('tournamentEntries')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentEntries.categoryId')
    .innerJoin('events', 'events.id', 'tournamentEntries.eventId')
    .select([
      'tournamentEntries.id',
      'tournamentEntries.eventId',
      'tournamentEntries.categoryId',
      'tournamentEntries.fighterId',
      'tournamentEntries.nameNormalized',
      'tournamentEntries.dateOfBirth',
      'tournamentCategories.criteria',
      'events.eventDateTime',
    ])
    .where('events.eventDateTime', '<', before);
}

/**
 * The entries of earlier tournaments that may be a category's entrants: two indexed look-ups, by fighter profile
 * (tournament_entries_fighter_idx) and by name within the earlier categories (the prefix category_id, name_normalized
 * of the unique tournament_entries_once), so the cost follows the matches, not the academy's history.
 */
async function candidates(db: DbOrTx, before: string, entrants: readonly Athlete[]) {
  const fighterIds = [...new Set(entrants.flatMap((entrant) => (entrant.fighterId ? [entrant.fighterId] : [])))];
  const names = [...new Set(entrants.map((entrant) => entrant.nameNormalized))];
  const byProfile =
    fighterIds.length === 0
      ? []
      : await earlierEntries(db, before).where('tournamentEntries.fighterId', 'in', fighterIds).execute();
  const byName = await earlierEntries(db, before)
    .where('tournamentEntries.nameNormalized', 'in', names)
    .where('tournamentEntries.categoryId', 'in', (sub) =>
      sub
        .selectFrom('tournamentCategories')
        .innerJoin('events', 'events.id', 'tournamentCategories.eventId')
        .select('tournamentCategories.id')
        .where('events.eventDateTime', '<', before),
    )
    .execute();
  return [...new Map([...byProfile, ...byName].map((row) => [row.id, row])).values()];
}

/**
 * Up to four seeds for a category from its entrants' medals at the academy's earlier tournaments (events before this
 * one), in the category's discipline: the places those tournaments' public results give (published draws only), ranked
 * by the contract's rule (seeds-from-results.ts). Nothing is saved: the organiser draws with the seeds, or changes them.
 */
export async function proposeSeeds(
  db: DbOrTx,
  categoryId: string,
): Promise<Omit<SeedProposalReply, 'status' | 'message'>> {
  const category = await findCategoryInTournament(db, categoryId);
  if (!category) throw notFound('api.tournaments.categoryNotFound');
  const discipline = criteriaOf(category).discipline;
  const entrants = await db
    .selectFrom('tournamentEntries')
    .select(['id', 'fighterId', 'nameNormalized', 'dateOfBirth'])
    .where('categoryId', '=', categoryId)
    .where('state', '!=', 'withdrawn')
    .orderBy('athleteName')
    .orderBy('id')
    .execute();
  if (entrants.length === 0) return { athletes: [], seeds: [] };
  const earlier = (await candidates(db, category.eventDateTime, entrants)).filter(
    (entry) => criteriaOf(entry).discipline === discipline,
  );

  // Each earlier entry's place (1, 2 or 3) in its tournament's published results: the places of its category, worked
  // out as the results page does, but only for the categories those entries were in.
  const places = new Map<string, 1 | 2 | 3>();
  for (const eventId of new Set(earlier.map((entry) => entry.eventId))) {
    const tournament = await db
      .selectFrom('tournaments')
      .select('profile')
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    const categoryIds = [...new Set(earlier.filter((e) => e.eventId === eventId).map((e) => e.categoryId))];
    for (const { placings } of await publishedPlaces(db, eventId, profileOf(tournament), categoryIds)) {
      if (placings.first !== null) places.set(placings.first, 1);
      if (placings.second !== null) places.set(placings.second, 2);
      for (const third of placings.third) places.set(third, 3);
    }
  }

  const athletes = entrants.map((entrant): EarlierMedals => {
    const medals = { entryId: entrant.id, gold: 0, silver: 0, bronze: 0, lastMedalDay: null as string | null };
    for (const entry of earlier.filter((each) => sameAthlete(entrant, each))) {
      const place = places.get(entry.id);
      if (place === undefined) continue;
      medals[place === 1 ? 'gold' : place === 2 ? 'silver' : 'bronze'] += 1;
      const day = tournamentDay(entry.eventDateTime);
      if (medals.lastMedalDay === null || day > medals.lastMedalDay) medals.lastMedalDay = day;
    }
    return medals;
  });
  const seeds = seedsFromResults(athletes);
  return { athletes: athletes.filter((athlete) => athlete.lastMedalDay !== null).sort(byEarlierMedals), seeds };
}
