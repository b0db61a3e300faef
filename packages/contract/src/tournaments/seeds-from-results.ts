// Zod-free: the organiser's draw panel and the server both read the rule.

/** A category's entrant and the medals they won at the academy's earlier tournaments, in the same discipline. */
export interface EarlierMedals {
  entryId: string;
  gold: number;
  silver: number;
  bronze: number;
  /** The tournament day (YYYY-MM-DD) of their most recent medal; null without one. */
  lastMedalDay: string | null;
}

export interface ProposedSeed {
  entryId: string;
  seed: 1 | 2 | 3 | 4;
}

/** The draw takes at most four seeds (draw.ts). */
const MOST_SEEDS = 4;

const hasMedal = (athlete: EarlierMedals) => athlete.gold + athlete.silver + athlete.bronze > 0;

/**
 * Negative when `a` ranks before `b`: more golds first, then more silvers, then more bronzes (the medal table's
 * order), then the more recent medal. Zero when the two are level on all four.
 */
export function byEarlierMedals(a: EarlierMedals, b: EarlierMedals): number {
  return (
    b.gold - a.gold ||
    b.silver - a.silver ||
    b.bronze - a.bronze ||
    (b.lastMedalDay ?? '').localeCompare(a.lastMedalDay ?? '')
  );
}

/**
 * Up to four seeds from earlier results: entrants with at least one earlier medal, ranked by `byEarlierMedals`, seeds
 * 1, 2, 3, 4 in that order. Entrants level with each other inside the four take consecutive seeds in the order given
 * (the organiser may swap them); entrants level across the fourth place are all left unseeded, since the rule cannot
 * say which of them deserves it. Entrants without a medal are never seeded.
 */
export function seedsFromResults(athletes: readonly EarlierMedals[]): ProposedSeed[] {
  const ranked = athletes.filter(hasMedal).sort(byEarlierMedals);
  let count = Math.min(MOST_SEEDS, ranked.length);
  const firstLeft = ranked[count];
  if (firstLeft) while (count > 0 && byEarlierMedals(ranked[count - 1]!, firstLeft) === 0) count -= 1;
  return ranked
    .slice(0, count)
    .map((athlete, i) => ({ entryId: athlete.entryId, seed: (i + 1) as ProposedSeed['seed'] }));
}
