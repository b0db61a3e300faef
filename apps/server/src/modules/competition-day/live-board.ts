import {
  categoryName,
  LIVE_RESULTS,
  standingEvents,
  type CategoryCriteria,
  type LiveAthlete,
  type LiveAthletesReply,
  type LiveBoard,
  type LiveBout,
  type LiveLastBout,
  type LiveResult,
  type StoredBoutEvent,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { requireTournament } from '../tournaments/entries.ts';
import { criteriaOf, profileOf, type Say } from '../tournaments/tournament-view.ts';
import { boutSettings, storedEventOf } from './bout-log.ts';
import { tatamisNow, type Call, type Detail } from './tatamis.ts';

/**
 * The live board (decision 060): what scoreboards, call-up screens and the public live page show. Public: names and
 * clubs of the athletes of published draws, never anything else of theirs.
 */

type Athletes = Map<string, LiveAthlete>;

/** The tournament's athletes by entry id: name and club only. */
async function athletesOf(db: DbOrTx, eventId: string): Promise<Athletes> {
  const rows = await db
    .selectFrom('tournamentEntries')
    .select(['id', 'athleteName', 'club'])
    .where('eventId', '=', eventId)
    .execute();
  return new Map(rows.map((row) => [row.id, { entryId: row.id, name: row.athleteName, club: row.club || null }]));
}

/** The stored logs of these categories' bouts, by `category/bout`: one query for a whole board. */
async function logsOf(db: DbOrTx, categoryIds: readonly string[]): Promise<Map<string, StoredBoutEvent[]>> {
  const logs = new Map<string, StoredBoutEvent[]>();
  if (categoryIds.length === 0) return logs;
  const rows = await db
    .selectFrom('tournamentBoutEvents')
    .select(['categoryId', 'boutId', 'seq', 'event', 'receivedAt'])
    .where('categoryId', 'in', [...new Set(categoryIds)])
    .orderBy('categoryId')
    .orderBy('boutId')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const key = `${row.categoryId}/${row.boutId}`;
    logs.set(key, [...(logs.get(key) ?? []), storedEventOf(row)]);
  }
  return logs;
}

/** The tournament's latest bout results in published categories, newest first. */
async function latestResults(
  db: DbOrTx,
  eventId: string,
  athletes: Athletes,
  names: Map<string, string>,
  tatamiOf: Map<string, number>,
): Promise<LiveResult[]> {
  const rows = await db
    .selectFrom('tournamentResults')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentResults.categoryId')
    .select([
      'tournamentResults.categoryId',
      'tournamentResults.boutId',
      'tournamentResults.winner',
      'tournamentResults.akaEntryId',
      'tournamentResults.aoEntryId',
      'tournamentResults.method',
      'tournamentResults.recordedAt',
    ])
    .where('tournamentCategories.eventId', '=', eventId)
    .where('tournamentCategories.publishedAt', 'is not', null)
    .orderBy('tournamentResults.recordedAt', 'desc')
    .orderBy('tournamentResults.categoryId')
    .orderBy('tournamentResults.boutId')
    .limit(LIVE_RESULTS)
    .execute();
  return rows.flatMap((row) => {
    const [winnerId, loserId] = row.winner === 'ao' ? [row.aoEntryId, row.akaEntryId] : [row.akaEntryId, row.aoEntryId];
    const winner = athletes.get(winnerId);
    if (!winner) return [];
    return [
      {
        categoryId: row.categoryId,
        categoryName: names.get(row.categoryId) ?? '',
        boutId: row.boutId,
        tatami: tatamiOf.get(row.categoryId) ?? null,
        winner,
        loser: athletes.get(loserId) ?? null,
        // A pool's draw has no winner: its two athletes, aka first, with the method 'draw'.
        method: row.winner === 'draw' ? 'draw' : row.method,
        at: row.recordedAt,
      },
    ];
  });
}

/** The latest result among these categories (published ones only): one query, the newest row. */
async function lastResult(db: DbOrTx, categoryIds: readonly string[]) {
  if (categoryIds.length === 0) return undefined;
  return db
    .selectFrom('tournamentResults')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentResults.categoryId')
    .select([
      'tournamentResults.categoryId',
      'tournamentResults.boutId',
      'tournamentResults.akaEntryId',
      'tournamentResults.aoEntryId',
      'tournamentResults.recordedAt',
    ])
    .where('tournamentResults.categoryId', 'in', [...categoryIds])
    .where('tournamentCategories.publishedAt', 'is not', null)
    .orderBy('tournamentResults.recordedAt', 'desc')
    .orderBy('tournamentResults.categoryId', 'desc')
    .orderBy('tournamentResults.boutId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The board of an event at feed number `seq` (the caller reads the number first, decision 060): every tatami's bout
 * under way (or the next to call), the one on deck and the last decided with their logs, the queues with estimated
 * starts, the latest results. 404 for no such event or tournament. Reads a few queries per category on a tatami
 * (and one per tatami for its last bout): callers cache it per number (LiveHub.board).
 */
export async function buildLiveBoard(
  db: DbOrTx,
  eventId: string,
  seq: number,
  say: Say,
  now = new Date(),
): Promise<LiveBoard> {
  const { event, profile, tatamis } = await tatamisNow(db, eventId, say, now);
  const athletes = await athletesOf(db, eventId);
  // Each tatami's last decided bout (decision 060): the newest result of its categories, one query a tatami.
  const lasts: ({ row: NonNullable<Awaited<ReturnType<typeof lastResult>>>; detail: Detail } | null)[] = [];
  for (const { details } of tatamis) {
    const row = await lastResult(
      db,
      details.map((detail) => detail.category.id),
    );
    const detail = row && details.find((each) => each.category.id === row.categoryId);
    lasts.push(row && detail ? { row, detail } : null);
  }
  const logs = await logsOf(db, [
    ...tatamis.flatMap(({ calls }) => calls.map((call) => call.categoryId)),
    ...lasts.flatMap((last) => (last ? [last.row.categoryId] : [])),
  ]);
  const logOf = (call: Pick<Call, 'categoryId' | 'boutId'>) => logs.get(`${call.categoryId}/${call.boutId}`) ?? [];
  const liveBout = (call: Call | undefined): LiveBout | null => {
    if (!call) return null;
    const { criteria, format } = call.detail.category;
    const settings = boutSettings(criteria as CategoryCriteria, format, profile);
    return {
      categoryId: call.categoryId,
      categoryName: call.categoryName,
      boutId: call.boutId,
      round: call.round,
      discipline: settings ? 'kumite' : 'kata',
      aka: call.akaEntry ? (athletes.get(call.akaEntry) ?? null) : null,
      ao: call.aoEntry ? (athletes.get(call.aoEntry) ?? null) : null,
      settings,
      events: settings ? logOf(call) : [],
    };
  };
  // The log is the bout's whole story while it still has the two who fought it; a result entered by hand comes
  // with whatever log there is (often none), and a kata flag bout with none.
  const lastBout = (last: (typeof lasts)[number]): LiveLastBout | null => {
    if (!last) return null;
    const { row, detail } = last;
    const bout = detail.bouts.find((each) => each.id === row.boutId);
    const { criteria, format } = detail.category;
    const settings = boutSettings(criteria as CategoryCriteria, format, profile);
    return {
      categoryId: row.categoryId,
      categoryName: detail.category.name,
      boutId: row.boutId,
      round: bout?.round ?? 0,
      discipline: settings ? 'kumite' : 'kata',
      aka: athletes.get(row.akaEntryId) ?? null,
      ao: athletes.get(row.aoEntryId) ?? null,
      settings,
      events: settings ? logOf(row) : [],
      decidedAt: row.recordedAt,
    };
  };
  const tatamiOf = new Map<string, number>();
  const names = new Map<string, string>();
  for (const { tatami, calls } of tatamis) {
    for (const category of tatami.queue) {
      tatamiOf.set(category.categoryId, tatami.number);
      names.set(category.categoryId, category.name);
    }
    for (const call of calls) names.set(call.categoryId, call.categoryName);
  }
  await nameTheRest(db, eventId, names, say, profile);
  return {
    eventId,
    name: event.eventName,
    seq,
    // The moment it was read, even before the tournament's start (the estimates count from that start): a
    // screen runs a bout's clock and holds a bout just ended from it.
    at: now.toISOString(),
    profile,
    tatamis: tatamis.map(({ tatami, calls }, i) => {
      // The bout under way is the one whose log has events that stand; else the first to call.
      const fighting = calls.find((call) => standingEvents(logOf(call).map((stored) => stored.event)).length > 0);
      const now = fighting ?? calls[0];
      return {
        number: tatami.number,
        boutSeconds: tatami.boutSeconds,
        now: liveBout(now),
        onDeck: liveBout(calls.find((call) => call !== now)),
        last: lastBout(lasts[i]!),
        queue: tatami.queue,
      };
    }),
    results: await latestResults(db, eventId, athletes, names, tatamiOf),
  };
}

/** Names of the published categories on no tatami, for their results. */
async function nameTheRest(
  db: DbOrTx,
  eventId: string,
  names: Map<string, string>,
  say: Say,
  profile: LiveBoard['profile'],
) {
  const rows = await db
    .selectFrom('tournamentCategories')
    .select(['id', 'criteria'])
    .where('eventId', '=', eventId)
    .where('publishedAt', 'is not', null)
    .execute();
  for (const row of rows) if (!names.has(row.id)) names.set(row.id, categoryName(say, criteriaOf(row), profile));
}

/**
 * The athletes of a tournament's published draws, each once (their entries grouped by booking, else by name and
 * club), with the categories they are in and those categories' tatamis. 404 for no such event or tournament.
 */
export async function liveAthletes(
  db: DbOrTx,
  eventId: string,
  say: Say,
): Promise<Omit<LiveAthletesReply, 'status' | 'message'>> {
  const { tournament } = await requireTournament(db, eventId);
  const profile = profileOf(tournament);
  const rows = await db
    .selectFrom('tournamentEntries')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentEntries.categoryId')
    .leftJoin('tournamentTatamiCategories', 'tournamentTatamiCategories.categoryId', 'tournamentEntries.categoryId')
    .select([
      'tournamentEntries.id',
      'tournamentEntries.athleteName',
      'tournamentEntries.club',
      'tournamentEntries.bookingId',
      'tournamentEntries.categoryId',
      'tournamentCategories.criteria',
      'tournamentCategories.position',
      'tournamentTatamiCategories.tatami',
    ])
    .where('tournamentEntries.eventId', '=', eventId)
    .where('tournamentEntries.state', '!=', 'withdrawn')
    .where('tournamentCategories.publishedAt', 'is not', null)
    .orderBy('tournamentEntries.athleteName')
    .orderBy('tournamentCategories.position')
    .orderBy('tournamentEntries.id')
    .execute();
  const athletes = new Map<string, LiveAthletesReply['athletes'][number]>();
  for (const row of rows) {
    const key = row.bookingId ?? `${row.athleteName}\u0000${row.club}`;
    const athlete = athletes.get(key) ?? {
      entryId: row.id,
      name: row.athleteName,
      club: row.club || null,
      categories: [],
    };
    athlete.categories.push({
      categoryId: row.categoryId,
      name: categoryName(say, criteriaOf(row), profile),
      tatami: row.tatami ?? null,
    });
    athletes.set(key, athlete);
  }
  return { athletes: [...athletes.values()] };
}
