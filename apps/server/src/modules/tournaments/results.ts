import {
  EVENT_TEXTS,
  categoryName,
  medalTable,
  tournamentResultsReplySchema,
  type CategoryDraw,
  type CategoryFormat,
  type Language,
  type RuleProfile,
  type TournamentResultsReply,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { CachedBytes } from '../../http/cached-bytes.ts';
import type { ListCache } from '../../http/list-cache.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { imageUrl } from '../../storage/image-store.ts';
import { requireTournament } from './entries.ts';
import { categoryOutcome } from './category-outcome.ts';
import { findShownEvent, kataScoresOf, storedResultsOf } from './queries.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

type Results = Omit<TournamentResultsReply, 'status' | 'message'>;

/**
 * Each published category of a tournament with its places so far and whether every place is decided: what the
 * public results show, and what earlier results count for (seed-proposal.ts). Three queries, whatever the number of
 * categories. `only` limits it to those categories (a profile's record, the seeds' earlier entries): their places
 * are worked out the same way, but a 120-category tournament's other outcomes are not (each costs CPU time).
 */
export async function publishedPlaces(db: DbOrTx, eventId: string, profile: RuleProfile, only?: readonly string[]) {
  if (only?.length === 0) return [];
  const categories = await db
    .selectFrom('tournamentCategories')
    .selectAll()
    .where('eventId', '=', eventId)
    .where('publishedAt', 'is not', null)
    .$if(only !== undefined, (q) => q.where('id', 'in', only!))
    .orderBy('position')
    .execute();
  const results = await db
    .selectFrom('tournamentResults')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentResults.categoryId')
    .selectAll('tournamentResults')
    .where('tournamentCategories.eventId', '=', eventId)
    .$if(only !== undefined, (q) => q.where('tournamentResults.categoryId', 'in', only!))
    .execute();
  const scores = await db
    .selectFrom('tournamentKataScores')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentKataScores.categoryId')
    .selectAll('tournamentKataScores')
    .where('tournamentCategories.eventId', '=', eventId)
    .$if(only !== undefined, (q) => q.where('tournamentKataScores.categoryId', 'in', only!))
    .execute();
  return categories.map((category) => ({
    category,
    ...categoryOutcome(
      JSON.parse(category.draw!) as CategoryDraw,
      profile,
      storedResultsOf(results.filter((r) => r.categoryId === category.id)),
      kataScoresOf(scores.filter((s) => s.categoryId === category.id)),
    ),
  }));
}

/**
 * A tournament's public results: every published category's places so far and the clubs' medal table, in a fixed
 * number of queries whatever the number of categories (the results page of a 120-category tournament answers in
 * milliseconds).
 */
export async function tournamentResults(
  db: DbOrTx,
  eventId: string,
  reader: { say: Say; language: Language },
): Promise<Results> {
  const { say } = reader;
  const { event, tournament } = await requireTournament(db, eventId);
  const shown = rowIn(await findShownEvent(db, eventId), EVENT_TEXTS, reader.language);
  const profile = profileOf(tournament);
  const entries = await db
    .selectFrom('tournamentEntries')
    .select(['id', 'categoryId', 'athleteName', 'club', 'state'])
    .where('eventId', '=', eventId)
    .execute();
  const places = await publishedPlaces(db, eventId, profile);

  const athletes = new Map(entries.map((entry) => [entry.id, entry]));
  const medallist = (id: string | null) => {
    const entry = id === null ? undefined : athletes.get(id);
    return entry ? { entryId: entry.id, athleteName: entry.athleteName, club: entry.club } : null;
  };
  const clubOf = (id: string) => athletes.get(id)?.club ?? '';
  const rows = places.map(({ category, placings, finished }) => {
    const criteria = criteriaOf(category);
    return {
      id: category.id,
      name: categoryName(say, criteria, profile),
      discipline: criteria.discipline,
      format: category.format as CategoryFormat | null,
      entries: entries.filter((entry) => entry.categoryId === category.id && entry.state !== 'withdrawn').length,
      finished,
      first: medallist(placings.first),
      second: medallist(placings.second),
      third: placings.third.map(medallist).filter((m) => m !== null),
    };
  });
  return {
    eventId,
    eventName: shown.eventName,
    day: tournamentDay(event.eventDateTime),
    eventDateTime: event.eventDateTime,
    address: shown.address,
    eventImageUrl: shown.imageKey ? imageUrl(shown.imageKey) : null,
    categories: rows,
    medals: medalTable(places.map(({ placings }) => ({ placings, clubOf }))),
  };
}

/**
 * The results reply in a language, serialized once and kept in the 'tournaments' list cache until a write to a
 * tournament drops it: the API and the results page's head (results-page.ts) read the same bytes.
 */
export function cachedTournamentResults(
  deps: Pick<Deps, 'db' | 'translator'> & { lists: ListCache },
  eventId: string,
  language: Language,
): Promise<CachedBytes> {
  const say: Say = (key, values) => deps.translator.t(language, key, values);
  return deps.lists.snapshot('tournaments', `${eventId}:${language}`, tournamentResultsReplySchema, async () => ({
    body: {
      status: 1,
      message: say('api.tournaments.resultsFetched'),
      ...(await tournamentResults(deps.db, eventId, { say, language })),
    },
  }));
}
