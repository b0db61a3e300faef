import type { Language } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { leaseOf, leaseRow, requireTatami } from './consoles.ts';
import { liveBoard } from './live-feed.ts';

// Apart from consoles.ts: the bout log takes a tatami's lease from there, and the board is built from the bout log.

/** A tatami's console: its lease and the board. */
export async function consoleView(
  deps: Pick<Deps, 'db' | 'liveFeed'>,
  eventId: string,
  tatami: number,
  language: Language,
) {
  await requireTatami(deps.db, eventId, tatami);
  const row = await leaseRow(deps.db, eventId, tatami);
  return { tatami, lease: row ? leaseOf(row) : null, board: await liveBoard(deps, eventId, language) };
}
