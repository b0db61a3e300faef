import { randomInt } from 'node:crypto';
import {
  categoryBouts,
  categoryFormat,
  drawCategory,
  kataRounds,
  nextBouts,
  poolStandings,
  type CategoryBout,
  type CategoryDraw,
  type CategoryReply,
  type DrawCategoryValues,
  type KataScore,
  type RecordKataScoreValues,
  type RuleProfile,
  type RecordResultValues,
  type ResultMethod,
  type StoredResult,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { categoryOutcome } from './category-outcome.ts';
import { findCategoryInTournament, kataScoresOf, storedResultsOf } from './queries.ts';
import { categoryView, criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

/** A category with its tournament's profile and its event's start, refused when it does not exist. */
export async function requireCategory(db: DbOrTx, categoryId: string) {
  const category = await findCategoryInTournament(db, categoryId);
  if (!category) throw notFound('api.tournaments.categoryNotFound');
  return { category, profile: profileOf(category) };
}

export async function storedResults(db: DbOrTx, categoryId: string) {
  const rows = await db.selectFrom('tournamentResults').selectAll().where('categoryId', '=', categoryId).execute();
  return { rows, results: storedResultsOf(rows) };
}

/** The bouts ready to be fought, in order: the bracket's own order, a pool's in its numbering. */
export function readyOrder(bouts: CategoryBout[]): string[] {
  const pool = bouts.filter((bout) => bout.kind === 'pool');
  if (pool.length > 0) return pool.filter((bout) => bout.state === 'ready').map((bout) => bout.id);
  return nextBouts(bouts.map((bout) => ({ ...bout, kind: bout.kind as 'main' | 'repechage' | 'bronze' }))).map(
    (bout) => bout.id,
  );
}

async function kataScores(db: DbOrTx, categoryId: string): Promise<KataScore[]> {
  return kataScoresOf(
    await db.selectFrom('tournamentKataScores').selectAll().where('categoryId', '=', categoryId).execute(),
  );
}

/** Kata by points: its rounds as the scores so far leave them. */
function kataRoundsOf(
  draw: Extract<CategoryDraw, { format: 'kataPoints' }>,
  scores: KataScore[],
  profile: RuleProfile,
) {
  return kataRounds(draw.pools, scores, profile.kata.counted, profile.kata.advancing);
}

/** A category as the organiser and the table see it: entries, draw, bouts with their results, table, places. */
export async function categoryDetail(
  db: DbOrTx,
  categoryId: string,
  say: Say,
): Promise<Omit<CategoryReply, 'status' | 'message'>> {
  const { category, profile } = await requireCategory(db, categoryId);
  const { view, entries } = await categoryView(db, tournamentDay(category.eventDateTime), profile, category, say);
  const draw = category.draw === null ? null : (JSON.parse(category.draw) as CategoryDraw);
  const { rows, results } = await storedResults(db, categoryId);
  const bouts = draw ? categoryBouts(draw, profile.bronze, results) : [];
  const scores = draw?.format === 'kataPoints' ? await kataScores(db, categoryId) : [];
  const rounds = draw?.format === 'kataPoints' ? kataRoundsOf(draw, scores, profile) : null;
  const outcome = draw ? categoryOutcome(draw, profile, results, scores) : null;
  const byBout = new Map(rows.map((row) => [row.boutId, row]));
  return {
    category: view,
    entries,
    seedValue: category.drawSeedValue,
    bouts: bouts.map((bout) => {
      const row = bout.state === 'done' ? byBout.get(bout.id) : undefined;
      return {
        ...bout,
        method: (row?.method as ResultMethod | undefined) ?? null,
        akaScore: row?.akaScore ?? null,
        aoScore: row?.aoScore ?? null,
      };
    }),
    next: readyOrder(bouts),
    standings: draw?.format === 'roundRobin' ? poolStandings(draw, results) : null,
    kataRounds: rounds,
    placings: outcome?.placings ?? null,
    finished: category.publishedAt !== null && outcome !== null && outcome.finished,
  };
}

/**
 * Draws a category, or draws it again, until it is published: its athletes not withdrawn, up to four seeds, and a
 * seed value from the operating system's random source, stored with the draw so it can be made again and checked.
 * A new draw drops the results of the old one.
 */
export async function drawCategoryNow(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  categoryId: string,
  request: DrawCategoryValues,
): Promise<void> {
  const eventId = await deps.db.transaction().execute(async (trx) => {
    const { category, profile } = await requireCategory(trx, categoryId);
    if (category.publishedAt !== null) throw conflict('api.tournaments.drawPublished');
    const entries = await trx
      .selectFrom('tournamentEntries')
      .select(['id', 'club'])
      .where('categoryId', '=', categoryId)
      .where('state', '!=', 'withdrawn')
      .orderBy('id')
      .execute();
    if (entries.length === 0) throw conflict('api.tournaments.emptyCategory');
    const ids = new Set(entries.map((entry) => entry.id));
    const seeds = new Map(request.seeds.map((s) => [s.entryId, s.seed as 1 | 2 | 3 | 4]));
    if (
      seeds.size !== request.seeds.length ||
      [...seeds.keys()].some((id) => !ids.has(id)) ||
      new Set(seeds.values()).size !== seeds.size
    ) {
      throw badRequest('api.tournaments.badSeeds');
    }
    const format = categoryFormat(profile, criteriaOf(category).discipline, entries.length);
    const seedValue = randomInt(0, 2 ** 32);
    const entrants = entries.map((entry) => ({
      id: entry.id,
      club: entry.club,
      ...(seeds.has(entry.id) ? { seed: seeds.get(entry.id)! } : {}),
    }));
    const draw = drawCategory(format, entrants, seedValue, profile.kata);
    const now = nowIso();
    await trx.deleteFrom('tournamentResults').where('categoryId', '=', categoryId).execute();
    await trx.deleteFrom('tournamentKataScores').where('categoryId', '=', categoryId).execute();
    await trx.updateTable('tournamentEntries').set({ seed: null }).where('categoryId', '=', categoryId).execute();
    for (const [entryId, seed] of seeds) {
      await trx.updateTable('tournamentEntries').set({ seed }).where('id', '=', entryId).execute();
    }
    await trx
      .updateTable('tournamentCategories')
      .set({ format, draw: JSON.stringify(draw), drawSeedValue: seedValue, drawnAt: now, updatedAt: now })
      .where('id', '=', categoryId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.draw',
      subject: { kind: 'tournamentCategory', id: categoryId },
      before: category.drawSeedValue === null ? null : { seedValue: category.drawSeedValue },
      after: { format, seedValue, entrants: entries.length, seeds: Object.fromEntries(seeds) },
    });
    // The tatamis' queues count the drawn category's bouts (decision 060).
    await deps.liveFeed.markBoard(trx, category.eventId);
    return category.eventId;
  });
  deps.liveFeed.changed(eventId);
}

/** Locks a drawn category's draw: no redraw, no moves, and its bracket is public. */
export async function publishDraw(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  categoryId: string,
): Promise<void> {
  const eventId = await deps.db.transaction().execute(async (trx) => {
    const { category } = await requireCategory(trx, categoryId);
    if (category.drawnAt === null) throw conflict('api.tournaments.notDrawn');
    if (category.publishedAt !== null) throw conflict('api.tournaments.drawPublished');
    const now = nowIso();
    await trx
      .updateTable('tournamentCategories')
      .set({ publishedAt: now, updatedAt: now })
      .where('id', '=', categoryId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.publish',
      subject: { kind: 'tournamentCategory', id: categoryId },
      after: { seedValue: category.drawSeedValue },
    });
    await deps.liveFeed.markBoard(trx, category.eventId);
    return category.eventId;
  });
  deps.liveFeed.changed(eventId);
}

const KATA_FLAGS: ReadonlySet<ResultMethod> = new Set(['flags']);

/**
 * A bout's result, entered at the table: for a bout whose two athletes are known, or a correction of one already
 * decided while no later bout counts on it (the correction would otherwise hand that bout to someone else).
 */
export async function recordResult(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  categoryId: string,
  request: RecordResultValues,
): Promise<void> {
  const eventId = await deps.db.transaction().execute(async (trx) => {
    const written = await writeResult(trx, actor, categoryId, request);
    await deps.liveFeed.markBoard(trx, written);
    return written;
  });
  deps.liveFeed.changed(eventId);
}

/**
 * recordResult's work inside the caller's transaction: the bout log (bout-log.ts) writes the result of the bout it
 * ends with the same checks, in the transaction that stores the events. Answers the category's event id.
 */
export async function writeResult(
  trx: DbOrTx,
  actor: Actor,
  categoryId: string,
  request: RecordResultValues,
): Promise<string> {
  const { category, profile } = await requireCategory(trx, categoryId);
  if (category.publishedAt === null || category.draw === null) throw conflict('api.tournaments.notPublished');
  const draw = JSON.parse(category.draw) as CategoryDraw;
  if ((draw.format === 'kataFlags') !== KATA_FLAGS.has(request.method))
    throw badRequest('api.tournaments.methodNotForFormat');
  if (request.winner === 'draw' && draw.format !== 'roundRobin') throw badRequest('api.tournaments.noDrawInBracket');
  const { results } = await storedResults(trx, categoryId);
  const before = categoryBouts(draw, profile.bronze, results);
  const bout = before.find((b) => b.id === request.boutId);
  if (!bout) throw notFound('api.tournaments.boutNotFound');
  if (bout.state !== 'ready' && bout.state !== 'done') throw conflict('api.tournaments.boutNotReady');
  const result: StoredResult = {
    winner: request.winner,
    aka: bout.aka!,
    ao: bout.ao!,
    akaScore: request.akaScore,
    aoScore: request.aoScore,
  };
  const after = categoryBouts(draw, profile.bronze, { ...results, [bout.id]: result });
  const undone = before.filter(
    (b) => b.id !== bout.id && b.state === 'done' && after.find((a) => a.id === b.id)?.state !== 'done',
  );
  if (undone.length > 0) throw conflict('api.tournaments.laterBoutDecided');
  const previous = results[bout.id];
  await trx
    .deleteFrom('tournamentResults')
    .where('categoryId', '=', categoryId)
    .where('boutId', '=', bout.id)
    .execute();
  await trx
    .insertInto('tournamentResults')
    .values({
      categoryId,
      boutId: bout.id,
      winner: request.winner,
      akaEntryId: result.aka,
      aoEntryId: result.ao,
      akaScore: request.akaScore,
      aoScore: request.aoScore,
      method: request.method,
      recordedBy: actor.id ?? 'system',
      recordedAt: nowIso(),
    })
    .execute();
  await recordAudit(trx, actor, {
    action: 'tournament.result',
    subject: { kind: 'tournamentCategory', id: categoryId },
    before: previous
      ? { bout: bout.id, winner: previous.winner, akaScore: previous.akaScore, aoScore: previous.aoScore }
      : null,
    after: {
      bout: bout.id,
      winner: request.winner,
      method: request.method,
      akaScore: request.akaScore,
      aoScore: request.aoScore,
    },
  });
  return category.eventId;
}

/**
 * A kata performance's judges' scores (kata by points): one per judge of the profile, for an athlete of that round's
 * pools. A round's scores can be corrected until the next round has a score.
 */
export async function recordKataScore(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  categoryId: string,
  request: RecordKataScoreValues,
): Promise<void> {
  const eventId = await deps.db.transaction().execute(async (trx) => {
    const { category, profile } = await requireCategory(trx, categoryId);
    if (category.publishedAt === null || category.draw === null) throw conflict('api.tournaments.notPublished');
    const draw = JSON.parse(category.draw) as CategoryDraw;
    if (draw.format !== 'kataPoints') throw badRequest('api.tournaments.methodNotForFormat');
    if (request.scores.length !== profile.kata.judges) {
      throw badRequest('api.tournaments.judgesScores', { judges: profile.kata.judges });
    }
    const scores = await kataScores(trx, categoryId);
    const round = kataRoundsOf(draw, scores, profile).find((r) => r.round === request.round);
    if (!round || !round.pools.some((pool) => pool.entrants.includes(request.entryId))) {
      throw conflict('api.tournaments.notInRound');
    }
    if (scores.some((score) => score.round > request.round)) throw conflict('api.tournaments.laterBoutDecided');
    const previous = scores.find((s) => s.round === request.round && s.entryId === request.entryId);
    await trx
      .deleteFrom('tournamentKataScores')
      .where('categoryId', '=', categoryId)
      .where('round', '=', request.round)
      .where('entryId', '=', request.entryId)
      .execute();
    await trx
      .insertInto('tournamentKataScores')
      .values({
        categoryId,
        round: request.round,
        entryId: request.entryId,
        scores: JSON.stringify(request.scores),
        recordedBy: actor.id ?? 'system',
        recordedAt: nowIso(),
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.result',
      subject: { kind: 'tournamentCategory', id: categoryId },
      before: previous ? { round: previous.round, entryId: previous.entryId, scores: previous.scores } : null,
      after: { round: request.round, entryId: request.entryId, scores: request.scores },
    });
    await deps.liveFeed.markBoard(trx, category.eventId);
    return category.eventId;
  });
  deps.liveFeed.changed(eventId);
}
