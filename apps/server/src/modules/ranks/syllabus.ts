import { fieldMessage, rankNamedBy, type Rank, type RankKind } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { invalidInput } from '../../http/http-error.ts';
import { listRankRows, type RankRow } from './queries.ts';

export const toRank = (row: RankRow): Rank => ({
  id: row.id,
  position: row.position,
  name: row.name,
  colour: row.colour,
  kind: row.kind as RankKind,
  grade: row.grade,
});

/** The syllabus, lowest rank first. */
export async function listRanks(deps: { db: DbOrTx }): Promise<Rank[]> {
  return (await listRankRows(deps.db)).map(toRank);
}

/**
 * The belt a fighter says they hold, from the profile or Add a child: it must name a rank of the syllabus; once the
 * academy records a rank, what the fighter sends is left aside (undefined keeps the stored value).
 */
export async function claimedBelt(
  db: DbOrTx,
  typed: string | null | undefined,
  profile: { rankId: string | null } | null,
): Promise<string | null | undefined> {
  if (profile?.rankId) return undefined;
  if (!typed) return typed;
  if (!rankNamedBy(typed, await listRanks({ db }))) throw invalidInput([fieldMessage('form.beltLevel.unknown')]);
  return typed;
}
