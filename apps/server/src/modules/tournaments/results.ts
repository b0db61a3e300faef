import {
  categoryBouts,
  categoryName,
  categoryPlacings,
  kataPlacings,
  kataRounds,
  medalTable,
  type CategoryDraw,
  type CategoryFormat,
  type Placings,
  type TournamentResultsReply,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { requireTournament } from './entries.ts';
import { kataScoresOf, storedResultsOf } from './queries.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

type Results = Omit<TournamentResultsReply, 'status' | 'message'>;

/**
 * A tournament's public results: every published category's places so far and the clubs' medal table, in a fixed
 * number of queries whatever the number of categories (the results page of a 120-category tournament answers in
 * milliseconds).
 */
export async function tournamentResults(db: DbOrTx, eventId: string, say: Say): Promise<Results> {
  const { event, tournament } = await requireTournament(db, eventId);
  const profile = profileOf(tournament);
  const categories = await db
    .selectFrom('tournamentCategories')
    .selectAll()
    .where('eventId', '=', eventId)
    .where('publishedAt', 'is not', null)
    .orderBy('position')
    .execute();
  const entries = await db
    .selectFrom('tournamentEntries')
    .select(['id', 'categoryId', 'athleteName', 'club', 'state'])
    .where('eventId', '=', eventId)
    .execute();
  const results = await db
    .selectFrom('tournamentResults')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentResults.categoryId')
    .selectAll('tournamentResults')
    .where('tournamentCategories.eventId', '=', eventId)
    .execute();
  const scores = await db
    .selectFrom('tournamentKataScores')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentKataScores.categoryId')
    .selectAll('tournamentKataScores')
    .where('tournamentCategories.eventId', '=', eventId)
    .execute();

  const athletes = new Map(entries.map((entry) => [entry.id, entry]));
  const medallist = (id: string | null) => {
    const entry = id === null ? undefined : athletes.get(id);
    return entry ? { entryId: entry.id, athleteName: entry.athleteName, club: entry.club } : null;
  };
  const placed: { placings: Placings; clubOf: (id: string) => string }[] = [];
  const rows = categories.map((category) => {
    const draw = JSON.parse(category.draw!) as CategoryDraw;
    let placings: Placings;
    let finished: boolean;
    if (draw.format === 'kataPoints') {
      const mine = kataScoresOf(scores.filter((s) => s.categoryId === category.id));
      const rounds = kataRounds(draw.pools, mine, profile.kata.counted, profile.kata.advancing);
      placings = kataPlacings(rounds, draw.pools.length);
      finished =
        rounds.length === (draw.pools.length > 1 ? 2 : 1) && rounds.at(-1)!.pools.every((pool) => pool.complete);
    } else {
      const stored = storedResultsOf(results.filter((r) => r.categoryId === category.id));
      placings = categoryPlacings(draw, profile.bronze, stored)!;
      finished = categoryBouts(draw, profile.bronze, stored).every(
        (bout) => bout.state === 'done' || bout.state === 'bye',
      );
    }
    placed.push({ placings, clubOf: (id) => athletes.get(id)?.club ?? '' });
    return {
      id: category.id,
      name: categoryName(say, criteriaOf(category), profile),
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
    eventName: event.eventName,
    day: tournamentDay(event.eventDateTime),
    categories: rows,
    medals: medalTable(placed),
  };
}
