import {
  fieldMessage,
  inLanguage,
  RANK_TEXTS,
  rankNamedBy,
  type Language,
  type Rank,
  type RankKind,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { invalidInput } from '../../http/http-error.ts';
import { storedTranslations } from '../../lib/academy-texts.ts';
import { listRankRows, type RankRow } from './queries.ts';

/** A rank as the staff's editor reads it: its name as typed, with its translations (decision 048). */
export const toRank = (row: RankRow): Rank => ({
  id: row.id,
  position: row.position,
  name: row.name,
  colour: row.colour,
  kind: row.kind as RankKind,
  grade: row.grade,
  translations: storedTranslations(row.translations),
});

/** A rank as a family or a visitor reads it: its name in their language. */
export const rankIn = (rank: Rank, language: Language): Rank => inLanguage(rank, RANK_TEXTS, language);

/** The syllabus, lowest rank first: in a language, or as typed with the translations when none is given. */
export async function listRanks(deps: { db: DbOrTx }, language?: Language): Promise<Rank[]> {
  const ranks = (await listRankRows(deps.db)).map(toRank);
  return language ? ranks.map((rank) => rankIn(rank, language)) : ranks;
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
