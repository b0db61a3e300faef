import { RANK_KIND_LABELS, rankNamedBy, rankText, type Rank, type RankWords } from '@academy/contract';
import type { t as translate } from './i18n.ts';

/**
 * A rank as people say it, e.g. 'Brown · 3rd kyu' ('Brown · 3 क्यू' in Hindi): the name alone repeats (three brown
 * belts), so the grade always comes with it.
 */
export function rankWords(t: typeof translate, rank: RankWords): string {
  return t('ranks.label', { name: rank.name, grade: t(RANK_KIND_LABELS[rank.kind], { grade: rank.grade }) });
}

/** The rank a profile holds: the one the academy records, else the one its typed belt names ('Brown 3 kyu'). */
export function beltRank<R extends Rank>(
  profile: { rankId: string | null; beltLevel: string | null },
  ranks: readonly R[],
): R | null {
  return (
    ranks.find((r) => r.id === profile.rankId) ?? (profile.beltLevel ? rankNamedBy(profile.beltLevel, ranks) : null)
  );
}

/** The option a belt select starts on for a profile, as `rankText`, or none (''). */
export function beltChoice(
  profile: { rankId: string | null; beltLevel: string | null },
  ranks: readonly Rank[],
): string {
  const rank = beltRank(profile, ranks);
  return rank ? rankText(rank) : '';
}
