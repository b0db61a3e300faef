import {
  academyToday,
  categoryBouts,
  categoryFormat,
  categoryName,
  CHANGEOVER_SECONDS,
  drawCategory,
  estimateStarts,
  measuredBoutSeconds,
  type RuleProfile,
  type SetTatamisValues,
  type Tatami,
  type TatamiCall,
  type TatamisReply,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { categoryDetail } from '../tournaments/draws.ts';
import { requireTournament } from '../tournaments/entries.ts';
import { criteriaOf, profileOf, type Say } from '../tournaments/tournament-view.ts';

export type Detail = Awaited<ReturnType<typeof categoryDetail>>;

/**
 * The tournament's row, held until the transaction ends on PostgreSQL: two assignments saved at once replace the
 * rows one after the other, not both into the same numbers. SQLite runs one transaction at a time already.
 * FOR NO KEY UPDATE, not FOR UPDATE: it still lets other transactions insert rows that reference the tournament
 * (their foreign key check takes FOR KEY SHARE). With FOR UPDATE, an assignment waiting for the live feed's number
 * while holding it, and a writer holding that number while inserting its feed row, waited for each other (060).
 */
function lockTournament(db: DbOrTx, eventId: string) {
  const query = db.selectFrom('tournaments').select('eventId').where('eventId', '=', eventId);
  return (isSqlite(db) ? query : query.forNoKeyUpdate()).executeTakeFirst();
}

/** A tournament's categories in its own order. */
function listCategories(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('tournamentCategories')
    .select(['id', 'criteria'])
    .where('eventId', '=', eventId)
    .orderBy('position')
    .execute();
}

/** An age group's bout time, for a group the profile no longer has the WKF's senior 180 s. */
const FALLBACK_BOUT_SECONDS = 180;

/** Each tatami's categories in order, by the tatami's number: every tatami, those with none too. */
async function assignment(db: DbOrTx, eventId: string): Promise<Map<number, string[]>> {
  const tatamis = await db
    .selectFrom('tournamentTatamis')
    .select('number')
    .where('eventId', '=', eventId)
    .orderBy('number')
    .execute();
  const rows = await db
    .selectFrom('tournamentTatamiCategories')
    .select(['categoryId', 'tatami'])
    .where('eventId', '=', eventId)
    .orderBy('tatami')
    .orderBy('position')
    .execute();
  const byTatami = new Map<number, string[]>(tatamis.map((tatami) => [tatami.number, []]));
  for (const row of rows) byTatami.get(row.tatami)?.push(row.categoryId);
  return byTatami;
}

/** The bouts an undrawn category would have: drawn now with stand-in entrants, none of them fought. */
function undrawnBouts(profile: RuleProfile, detail: Detail): number {
  const entrants = detail.category.entries;
  if (entrants < 2) return 0;
  const format = categoryFormat(profile, detail.category.criteria.discipline, entrants);
  if (format === 'kataPoints') {
    const pools = Math.ceil(entrants / profile.kata.poolSize);
    return entrants + (pools > 1 ? Math.min(entrants, profile.kata.advancing * pools) : 0);
  }
  const stand = Array.from({ length: entrants }, (_, i) => ({ id: `e${i}`, club: `c${i}` }));
  const draw = drawCategory(format, stand, 0, profile.kata);
  return categoryBouts(draw, profile.bronze, {}).filter((bout) => bout.state !== 'bye').length;
}

/** Bouts not yet decided; kata by points counts performances, and its final round before it is known. */
function boutsLeft(profile: RuleProfile, detail: Detail): number {
  if (detail.category.drawnAt === null) return undrawnBouts(profile, detail);
  if (detail.finished) return 0;
  if (detail.kataRounds) {
    const rounds = detail.kataRounds;
    const left = rounds
      .flatMap((round) => round.pools)
      .reduce((sum, pool) => sum + pool.entrants.length - pool.ranking.length, 0);
    const poolCount = rounds[0]?.pools.length ?? 0;
    const finalToCome = poolCount > 1 && rounds.length === 1;
    const entrants = rounds[0]?.pools.reduce((sum, pool) => sum + pool.entrants.length, 0) ?? 0;
    return left + (finalToCome ? Math.min(entrants, profile.kata.advancing * poolCount) : 0);
  }
  return detail.bouts.filter((bout) => bout.state === 'waiting' || bout.state === 'ready').length;
}

/**
 * A bout (or kata performance) to call, with its athletes' entry ids (aka alone for a kata performance) and the
 * category it is from: the tatamis view names them, the live board (live-board.ts) shows them with their clubs.
 */
export interface Call extends TatamiCall {
  akaEntry: string | null;
  aoEntry: string | null;
  detail: Detail;
}

/** The bouts (or kata performances) of a published category ready to be called, in order. */
function callsOf(detail: Detail): Call[] {
  const names = new Map(detail.entries.map((entry) => [entry.id, entry.athleteName]));
  const base = { categoryId: detail.category.id, categoryName: detail.category.name, detail };
  const call = (boutId: string, round: number, aka: string | null, ao: string | null): Call => ({
    ...base,
    boutId,
    round,
    aka: aka ? (names.get(aka) ?? null) : null,
    ao: ao ? (names.get(ao) ?? null) : null,
    akaEntry: aka,
    aoEntry: ao,
  });
  if (detail.kataRounds) {
    const round = detail.kataRounds.find((r) => r.pools.some((pool) => !pool.complete));
    if (!round) return [];
    return round.pools.flatMap((pool) => {
      const done = new Set(pool.ranking.map((performance) => performance.id));
      return pool.entrants
        .filter((id) => !done.has(id))
        .map((id) => call(`${round.round}:${id}`, round.round, id, null));
    });
  }
  const byId = new Map(detail.bouts.map((bout) => [bout.id, bout]));
  return detail.next.flatMap((id) => {
    const bout = byId.get(id);
    return bout ? [call(bout.id, bout.round, bout.aka, bout.ao)] : [];
  });
}

/** A call as the tatamis view shows it: names only. */
const shownCall = (call: Call | undefined): TatamiCall | null =>
  call
    ? {
        categoryId: call.categoryId,
        categoryName: call.categoryName,
        boutId: call.boutId,
        round: call.round,
        aka: call.aka,
        ao: call.ao,
      }
    : null;

/** When results were recorded today (in the academy's day) in these categories, in milliseconds. */
async function resultTimesToday(db: DbOrTx, categoryIds: readonly string[], now: Date): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const bouts = await db
    .selectFrom('tournamentResults')
    .select('recordedAt')
    .where('categoryId', 'in', categoryIds)
    .execute();
  const kata = await db
    .selectFrom('tournamentKataScores')
    .select('recordedAt')
    .where('categoryId', 'in', categoryIds)
    .execute();
  const today = academyToday(now);
  return [...bouts, ...kata]
    .map((row) => new Date(row.recordedAt))
    .filter((at) => academyToday(at) === today)
    .map((at) => at.getTime());
}

/** One tatami: its queue with the estimates, the bout now and on deck, and every bout ready to be called. */
async function tatamiOf(
  db: DbOrTx,
  profile: RuleProfile,
  number: number,
  details: readonly Detail[],
  now: Date,
  from: Date,
): Promise<{ tatami: Tatami; calls: Call[] }> {
  const measured = measuredBoutSeconds(
    await resultTimesToday(
      db,
      details.map((detail) => detail.category.id),
      now,
    ),
  );
  const queue = details.map((detail) => {
    const group = profile.ageGroups.find((each) => each.key === detail.category.criteria.ageGroup);
    return {
      id: detail.category.id,
      boutsLeft: boutsLeft(profile, detail),
      defaultBoutSeconds: (group?.boutSeconds ?? FALLBACK_BOUT_SECONDS) + CHANGEOVER_SECONDS,
    };
  });
  const starts = estimateStarts(queue, from.getTime(), measured);
  // The calls come from the first categories not finished, as long as their draws are published.
  const calls: Call[] = [];
  for (const [i, detail] of details.entries()) {
    if (calls.length >= 2) break;
    if (queue[i]!.boutsLeft === 0 && detail.category.drawnAt !== null) continue;
    if (detail.category.publishedAt === null) break;
    calls.push(...callsOf(detail));
  }
  // Unmeasured, the length shown is the next category's own: the one the tatami is about to fight.
  const next = queue.find((category, i) => category.boutsLeft > 0 || details[i]!.category.drawnAt === null) ?? queue[0];
  const tatami: Tatami = {
    number,
    boutSeconds: measured ?? next?.defaultBoutSeconds ?? FALLBACK_BOUT_SECONDS + CHANGEOVER_SECONDS,
    measured: measured !== null,
    now: shownCall(calls[0]),
    onDeck: shownCall(calls[1]),
    queue: details.map((detail, i) => {
      const finished = detail.category.drawnAt !== null && queue[i]!.boutsLeft === 0;
      return {
        categoryId: detail.category.id,
        name: detail.category.name,
        boutsLeft: queue[i]!.boutsLeft,
        drawn: detail.category.drawnAt !== null,
        finished,
        startsAt: finished ? null : new Date(starts[i]!.startsAt).toISOString(),
      };
    }),
  };
  return { tatami, calls };
}

/**
 * An event's tatamis as they stand now, with what both the tatamis view and the live board need: each tatami with
 * the bouts ready to be called (their entry ids too) and its categories' details, the tournament and its profile,
 * and when the estimates count from. 404 for no such event or tournament.
 */
export async function tatamisNow(db: DbOrTx, eventId: string, say: Say, now = new Date()) {
  const { event, tournament } = await requireTournament(db, eventId);
  const profile = profileOf(tournament);
  // A tournament still to come starts at its own time, not now.
  const from = new Date(Math.max(now.getTime(), Date.parse(event.eventDateTime)));
  const byTatami = await assignment(db, eventId);
  const tatamis: { tatami: Tatami; calls: Call[]; details: Detail[] }[] = [];
  for (const [number, ids] of byTatami) {
    const details: Detail[] = [];
    for (const id of ids) details.push(await categoryDetail(db, id, say));
    tatamis.push({ ...(await tatamiOf(db, profile, number, details, now, from)), details });
  }
  return { event, tournament, profile, from, byTatami, tatamis };
}

/** An event's tatamis with their queues and estimates, as they stand now. */
export async function tatamisView(
  db: DbOrTx,
  eventId: string,
  say: Say,
  now = new Date(),
): Promise<Omit<TatamisReply, 'status' | 'message'>> {
  const { profile, from, byTatami, tatamis } = await tatamisNow(db, eventId, say, now);
  const categories = await listCategories(db, eventId);
  const assigned = new Set([...byTatami.values()].flat());
  return {
    eventId,
    at: from.toISOString(),
    tatamis: tatamis.map(({ tatami }) => tatami),
    unassigned: categories
      .filter((category) => !assigned.has(category.id))
      .map((category) => ({ categoryId: category.id, name: categoryName(say, criteriaOf(category), profile) })),
  };
}

/**
 * The organiser's whole assignment: as many tatamis as given, each with its categories in order. Every category must
 * be the tournament's, and on one tatami at most; those left out are on none. Replaces what was there. Audited.
 */
export async function setTatamis(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  eventId: string,
  request: SetTatamisValues,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireTournament(trx, eventId);
    await lockTournament(trx, eventId);
    const ids = new Set((await listCategories(trx, eventId)).map((category) => category.id));
    const given = request.tatamis.flatMap((tatami) => tatami.categoryIds);
    if (given.some((id) => !ids.has(id)) || new Set(given).size !== given.length) {
      throw badRequest('api.tournaments.tatamiCategories');
    }
    const before = [...(await assignment(trx, eventId)).values()];
    await trx.deleteFrom('tournamentTatamiCategories').where('eventId', '=', eventId).execute();
    await trx.deleteFrom('tournamentTatamis').where('eventId', '=', eventId).execute();
    const createdAt = nowIso();
    await trx
      .insertInto('tournamentTatamis')
      .values(request.tatamis.map((_, i) => ({ eventId, number: i + 1, createdAt })))
      .execute();
    const rows = request.tatamis.flatMap((tatami, i) =>
      tatami.categoryIds.map((categoryId, j) => ({ categoryId, eventId, tatami: i + 1, position: j + 1 })),
    );
    if (rows.length > 0) await trx.insertInto('tournamentTatamiCategories').values(rows).execute();
    await recordAudit(trx, actor, {
      action: 'tournament.tatamis',
      subject: { kind: 'tournament', id: eventId },
      before: before.length === 0 ? null : { tatamis: before },
      after: { tatamis: request.tatamis.map((tatami) => tatami.categoryIds) },
    });
    await deps.liveFeed.markBoard(trx, eventId);
  });
  deps.liveFeed.changed(eventId);
}
