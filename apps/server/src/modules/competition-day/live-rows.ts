import type { LiveBoutMessage } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

/**
 * The rows of a tournament's live feed (decision 060, migration 031): written in the transactions that change what
 * the screens show, read by each server's hub (live-feed.ts).
 */

/** How many rows a tournament's feed keeps: a page away longer than that gets the whole board again. */
export const FEED_KEEP = 2_000;
/** Rows read at once; a stream further behind gets the board. */
export const FEED_BATCH = 500;

export type BoutPayload = Omit<LiveBoutMessage, 'seq'>;

/** The tournament's next feed number, in the writer's transaction: its counter row stays locked until the commit. */
async function nextSeq(trx: DbOrTx, eventId: string): Promise<number> {
  const row = await trx
    .insertInto('tournamentLiveCounters')
    .values({ eventId, seq: 1 })
    .onConflict((oc) => oc.column('eventId').doUpdateSet((eb) => ({ seq: eb('tournamentLiveCounters.seq', '+', 1) })))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return row.seq;
}

async function append(
  trx: DbOrTx,
  eventId: string,
  row: { kind: 'bout' | 'board'; categoryId: string | null; boutId: string | null; payload: string | null },
): Promise<number> {
  const seq = await nextSeq(trx, eventId);
  await trx
    .insertInto('tournamentLiveFeed')
    .values({ eventId, seq, ...row, createdAt: nowIso() })
    .execute();
  // Now and then, the rows no page can still ask for go (the primary key finds them).
  if (seq % 100 === 0) {
    await trx
      .deleteFrom('tournamentLiveFeed')
      .where('eventId', '=', eventId)
      .where('seq', '<=', seq - FEED_KEEP)
      .execute();
  }
  return seq;
}

/** The board of the tournament changed: a `board` row. Last in the writer's transaction; answers its number. */
export function markBoard(trx: DbOrTx, eventId: string): Promise<number> {
  return append(trx, eventId, { kind: 'board', categoryId: null, boutId: null, payload: null });
}

/** A bout's newly stored events: a `bout` row. Last in the writer's transaction; answers its number. */
export function markBout(trx: DbOrTx, eventId: string, message: BoutPayload): Promise<number> {
  return append(trx, eventId, {
    kind: 'bout',
    categoryId: message.categoryId,
    boutId: message.boutId,
    payload: JSON.stringify(message),
  });
}

/** The tournament's latest feed number (0 before its first). */
export async function currentSeq(db: DbOrTx, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('tournamentLiveCounters')
    .select('seq')
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return row?.seq ?? 0;
}

export interface FeedRow {
  seq: number;
  kind: 'bout' | 'board';
  payload: string | null;
}

export function feedAfter(db: DbOrTx, eventId: string, after: number, limit = FEED_BATCH): Promise<FeedRow[]> {
  return db
    .selectFrom('tournamentLiveFeed')
    .select(['seq', 'kind', 'payload'])
    .where('eventId', '=', eventId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
}
