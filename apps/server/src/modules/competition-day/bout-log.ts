import {
  boutEventSchema,
  categoryBouts,
  kumiteBout,
  MAX_BOUT_EVENTS,
  recordResultFromBout,
  recordResultSchema,
  standingEvents,
  type BoutEvent,
  type BoutSettings,
  type CategoryCriteria,
  type CategoryDraw,
  type KumiteBoutState,
  type RuleProfile,
  type StoredResult,
  type StoredBoutEvent,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { readyOrder, requireCategory, storedResults, writeResult } from '../tournaments/draws.ts';
import { criteriaOf } from '../tournaments/tournament-view.ts';
import { holdCategoryTatami } from './consoles.ts';
import { markBout } from './live-rows.ts';

/**
 * A kumite bout's log on the server (decision 058): the console's events stored once each, in arrival order, and
 * the bout's state replayed from them with the contract's `kumiteBout`. A log that ends the bout writes its result
 * through the results form's own path (`writeResult`) in the same transaction, so the bracket moves on.
 */

export interface BoutLog {
  boutId: string;
  events: StoredBoutEvent[];
  state: KumiteBoutState;
  stateAtMs: number;
  appended: number;
  resultWritten: boolean;
  next: string[];
}

type Category = Awaited<ReturnType<typeof requireCategory>>['category'];

/**
 * A kumite bout's settings in a category of this draw: its age group's clock, and whether a draw may stand. Null for
 * a draw not scored on the console (kata).
 */
export function boutSettings(
  criteria: CategoryCriteria,
  format: string | null,
  profile: RuleProfile,
): BoutSettings | null {
  if (criteria.discipline !== 'kumite') return null;
  if (format !== 'bracket' && format !== 'roundRobin') return null;
  const ageGroup = profile.ageGroups.find((group) => group.key === criteria.ageGroup);
  if (!ageGroup) throw new Error(`a category's age group is not in the tournament's profile`);
  return {
    boutSeconds: ageGroup.boutSeconds,
    // A draw may stand only in a pool where the profile allows one: team bouts are not scored on the console yet.
    drawAllowed: format === 'roundRobin' && profile.kumite.drawAllowedIn.includes('roundRobin'),
  };
}

/** The category's kumite draw and the bout's settings; refuses kata (400) and an unpublished draw (409). */
function kumiteDraw(category: Category, profile: RuleProfile) {
  if (criteriaOf(category).discipline !== 'kumite') throw badRequest('api.tournaments.kumiteOnly');
  if (category.publishedAt === null || category.draw === null) throw conflict('api.tournaments.notPublished');
  const draw = JSON.parse(category.draw) as CategoryDraw;
  const settings = boutSettings(criteriaOf(category), draw.format, profile);
  if (!settings) throw badRequest('api.tournaments.kumiteOnly');
  return { draw, settings };
}

/**
 * The category's row, held until the transaction ends on PostgreSQL: a category's bout logs and results change one
 * transaction at a time, so two consoles at once never take the same sequence number or both store one event.
 * SQLite runs one transaction at a time already.
 */
async function lockCategory(db: DbOrTx, categoryId: string) {
  const query = db.selectFrom('tournamentCategories').select('id').where('id', '=', categoryId);
  await (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

/** A stored row of a bout's log as the contract gives it. */
export const storedEventOf = (row: { seq: number; event: string; receivedAt: string }): StoredBoutEvent => ({
  seq: row.seq,
  event: JSON.parse(row.event) as BoutEvent,
  receivedAt: row.receivedAt,
});

/** A bout's stored log in the server's order. */
export async function storedEvents(db: DbOrTx, categoryId: string, boutId: string): Promise<StoredBoutEvent[]> {
  const rows = await db
    .selectFrom('tournamentBoutEvents')
    .select(['seq', 'event', 'receivedAt'])
    .where('categoryId', '=', categoryId)
    .where('boutId', '=', boutId)
    .orderBy('seq')
    .execute();
  return rows.map(storedEventOf);
}

/**
 * The state at the log's own time: the console's clock at its latest event. The server's clock is never mixed
 * with the console's (decision 058), so the state, and whether the bout has ended, is the same whoever replays
 * the log and whenever.
 */
function stateOf(profile: RuleProfile, settings: BoutSettings, events: readonly StoredBoutEvent[]) {
  const log = events.map((stored) => stored.event);
  const stateAtMs = log.reduce((latest, event) => Math.max(latest, event.at), 0);
  return { state: kumiteBout(profile, settings, log, stateAtMs), stateAtMs };
}

/** The bout as the category's results leave it: 404 for no such bout, 409 while its two athletes are not known. */
async function boutAndResults(db: DbOrTx, categoryId: string, boutId: string) {
  const { category, profile } = await requireCategory(db, categoryId);
  const { draw, settings } = kumiteDraw(category, profile);
  const { results } = await storedResults(db, categoryId);
  const bouts = categoryBouts(draw, profile.bronze, results);
  const bout = bouts.find((b) => b.id === boutId);
  if (!bout) throw notFound('api.tournaments.boutNotFound');
  if (bout.state !== 'ready' && bout.state !== 'done') throw conflict('api.tournaments.boutNotReady');
  return { category, profile, settings, draw, results, bouts, bout };
}

/** A bout's log and state, as the console and a scoreboard read it. */
export async function boutLog(deps: Pick<Deps, 'db'>, categoryId: string, boutId: string): Promise<BoutLog> {
  const { profile, settings, results, bouts } = await boutAndResults(deps.db, categoryId, boutId);
  const events = await storedEvents(deps.db, categoryId, boutId);
  return {
    boutId,
    events,
    ...stateOf(profile, settings, events),
    appended: 0,
    resultWritten: results[boutId] !== undefined,
    next: readyOrder(bouts),
  };
}

/**
 * Appends the events whose ids the bout's log does not hold yet, in the order given, and brings the bout's result
 * in line with the log, all in one transaction under the category's row lock: two consoles (or a resend racing
 * its original) wait for each other, and each event is stored once with the next sequence number.
 *
 * - The log ends the bout: its result is written (`writeResult`: recordResult's checks and audit), or corrected when
 *   the stored one differs (a score after time-up), while no later bout counts on it (409 otherwise).
 * - The log reopens a bout whose result it wrote (an undo of the deciding event, a clock correction): the result is
 *   removed, under the same rule; a later bout decided on it refuses the whole append.
 * - Either change is refused too when a later bout whose athletes it changes is being scored (its log stands).
 * - A bout decided on the results form without a log is not scored on the console: 409 (correct it there).
 */
export async function appendBoutEvents(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  actor: Actor,
  categoryId: string,
  request: { boutId: string; events: BoutEvent[]; consoleId?: string | undefined },
): Promise<BoutLog> {
  const { boutId } = request;
  const { log, eventId, marked } = await deps.db.transaction().execute(async (trx) => {
    await lockCategory(trx, categoryId);
    // From a console: its tatami's lease first (decision 061); another console's refuses it all, nothing stored.
    if (request.consoleId) await holdCategoryTatami(trx, actor, categoryId, request.consoleId);
    const { category, profile, settings, draw, results, bout } = await boutAndResults(trx, categoryId, boutId);
    const stored = await storedEvents(trx, categoryId, boutId);
    if (bout.state === 'done' && stored.length === 0) throw conflict('api.tournaments.resultByHand');
    const known = new Set(stored.map((s) => s.event.id));
    // The first copy of an id counts, here as in the reducer: a later copy, whatever it carries, is dropped.
    const fresh = request.events.filter((event) => !known.has(event.id) && Boolean(known.add(event.id)));
    if (stored.length + fresh.length > MAX_BOUT_EVENTS) throw conflict('api.tournaments.boutLogFull');
    const receivedAt = nowIso();
    const lastSeq = stored.at(-1)?.seq ?? 0;
    const added = fresh.map((event, index) => ({ seq: lastSeq + index + 1, event, receivedAt }));
    if (added.length > 0) {
      await trx
        .insertInto('tournamentBoutEvents')
        .values(
          added.map(({ seq, event }) => ({
            categoryId,
            boutId,
            seq,
            eventId: event.id,
            // Parsed again so the stored JSON holds only the schema's fields, in its shape.
            event: JSON.stringify(boutEventSchema.parse(event)),
            at: event.at,
            receivedAt,
            recordedBy: actor.id ?? 'system',
          })),
        )
        .execute();
      await recordAudit(trx, actor, {
        action: 'tournament.boutEvents',
        subject: { kind: 'tournamentCategory', id: categoryId },
        after: { bout: boutId, count: added.length, fromSeq: added[0]!.seq, toSeq: added.at(-1)!.seq },
      });
    }
    const events = [...stored, ...added];
    const { state, stateAtMs } = stateOf(profile, settings, events);
    const fought = { aka: bout.aka!, ao: bout.ao! };
    const { stored: resultWritten, changed } = await settleResult(trx, actor, {
      categoryId,
      draw,
      profile,
      results,
      boutId,
      fought,
      state,
    });
    const after = await storedResults(trx, categoryId);
    // Last: the live feed's numbers (their counter row is locked until the commit, decision 060).
    const live = await markLive(trx, deps.liveFeed, category.eventId, { categoryId, boutId, added, changed });
    return {
      eventId: category.eventId,
      marked: live,
      log: {
        boutId,
        events,
        state,
        stateAtMs,
        appended: added.length,
        resultWritten,
        next: readyOrder(categoryBouts(draw, profile.bronze, after.results)),
      },
    };
  });
  if (marked) deps.liveFeed.changed(eventId);
  return log;
}

/**
 * The live feed's rows of an append: a `bout` row with the events stored now, and a `board` row when the bout's
 * result was written, changed or removed (the bracket, the queue and the results moved). Whether any was written.
 */
async function markLive(
  trx: DbOrTx,
  feed: Deps['liveFeed'],
  eventId: string,
  append: { categoryId: string; boutId: string; added: StoredBoutEvent[]; changed: boolean },
): Promise<boolean> {
  const { categoryId, boutId, added, changed } = append;
  if (added.length > 0) {
    const place = await trx
      .selectFrom('tournamentTatamiCategories')
      .select('tatami')
      .where('categoryId', '=', categoryId)
      .executeTakeFirst();
    await markBout(trx, eventId, { tatami: place?.tatami ?? null, categoryId, boutId, events: added });
  }
  if (changed) await feed.markBoard(trx, eventId);
  return added.length > 0 || changed;
}

/**
 * Writes, corrects or removes the bout's result as the log's state says; answers whether one is stored after, and
 * whether this call changed it.
 */
async function settleResult(
  trx: DbOrTx,
  actor: Actor,
  bout: {
    categoryId: string;
    draw: CategoryDraw;
    profile: RuleProfile;
    results: Record<string, StoredResult>;
    boutId: string;
    fought: { aka: string; ao: string };
    state: KumiteBoutState;
  },
): Promise<{ stored: boolean; changed: boolean }> {
  const { categoryId, draw, profile, results, boutId, fought, state } = bout;
  const previous = results[boutId];
  const request = recordResultFromBout(boutId, state);
  if (request) {
    const same =
      previous?.winner === request.winner &&
      previous.akaScore === request.akaScore &&
      previous.aoScore === request.aoScore &&
      (await storedMethod(trx, categoryId, boutId)) === request.method;
    if (!same) {
      const values = recordResultSchema.parse(request);
      const result = { ...fought, winner: values.winner, akaScore: values.akaScore, aoScore: values.aoScore };
      await refuseIfScoredLater(trx, bout, { ...results, [boutId]: result });
      await writeResult(trx, actor, categoryId, values);
    }
    return { stored: true, changed: !same };
  }
  if (!previous) return { stored: false, changed: false };
  // Reopened: the result goes, unless a later bout's result counts on it (recordResult's rule for a correction).
  const { [boutId]: _removed, ...rest } = results;
  const before = categoryBouts(draw, profile.bronze, results);
  const without = categoryBouts(draw, profile.bronze, rest);
  const undone = before.filter(
    (b) => b.id !== boutId && b.state === 'done' && without.find((a) => a.id === b.id)?.state !== 'done',
  );
  if (undone.length > 0) throw conflict('api.tournaments.laterBoutDecided');
  await refuseIfScoredLater(trx, bout, rest);
  await trx.deleteFrom('tournamentResults').where('categoryId', '=', categoryId).where('boutId', '=', boutId).execute();
  await recordAudit(trx, actor, {
    action: 'tournament.result',
    subject: { kind: 'tournamentCategory', id: categoryId },
    before: { bout: boutId, winner: previous.winner, akaScore: previous.akaScore, aoScore: previous.aoScore },
    after: { bout: boutId, reopened: true },
  });
  return { stored: false, changed: true };
}

/**
 * A changed result changes who fights the bouts after it. One already being scored on the console (its log has
 * events that stand) keeps its athletes: the change is refused until its events are undone (decision 058).
 */
async function refuseIfScoredLater(
  trx: DbOrTx,
  bout: {
    categoryId: string;
    draw: CategoryDraw;
    profile: RuleProfile;
    results: Record<string, StoredResult>;
    boutId: string;
  },
  changed: Record<string, StoredResult>,
) {
  const { categoryId, draw, profile, results, boutId } = bout;
  const before = categoryBouts(draw, profile.bronze, results);
  const after = new Map(categoryBouts(draw, profile.bronze, changed).map((b) => [b.id, b]));
  const moved = before
    .filter((b) => b.id !== boutId && (after.get(b.id)?.aka !== b.aka || after.get(b.id)?.ao !== b.ao))
    .map((b) => b.id);
  if (moved.length === 0) return;
  const rows = await trx
    .selectFrom('tournamentBoutEvents')
    .select(['boutId', 'event'])
    .where('categoryId', '=', categoryId)
    .where('boutId', 'in', moved)
    .orderBy('boutId')
    .orderBy('seq')
    .execute();
  const logs = new Map<string, BoutEvent[]>();
  for (const row of rows) logs.set(row.boutId, [...(logs.get(row.boutId) ?? []), JSON.parse(row.event) as BoutEvent]);
  if ([...logs.values()].some((log) => standingEvents(log).length > 0))
    throw conflict('api.tournaments.laterBoutScored');
}

async function storedMethod(db: DbOrTx, categoryId: string, boutId: string) {
  const row = await db
    .selectFrom('tournamentResults')
    .select('method')
    .where('categoryId', '=', categoryId)
    .where('boutId', '=', boutId)
    .executeTakeFirst();
  return row?.method;
}
