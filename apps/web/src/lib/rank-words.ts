import { rankNamedBy, rankText, type Rank } from '@academy/contract';

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
