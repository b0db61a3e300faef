import type { Placings } from './bracket.ts';
import { kataAdvancing, rankKataPerformances, type KataRanking } from './kata-points.ts';

/** The judges' scores of a performance, by round and entry. */
export interface KataScore {
  round: number;
  entryId: string;
  scores: number[];
}

/** A pool of a round: who performs, in their drawn order, and the ranking of those who have. */
export interface KataPool {
  entrants: string[];
  ranking: KataRanking[];
  /** Every entrant of the pool has performed. */
  complete: boolean;
}

export interface KataRound {
  round: number;
  pools: KataPool[];
}

/**
 * Kata by points, round by round: the drawn pools perform in round 1; with more than one pool, the best `advancing`
 * of each (ties at the cut all go on) perform again in round 2, one pool in the order of their round-1 totals, lowest
 * first, as the best perform last. Round 2, or round 1 when there is one pool, is the final round. A round appears
 * once the round before it is complete.
 */
export function kataRounds(
  pools: readonly string[][],
  scores: readonly KataScore[],
  counted: number,
  advancing: number,
): KataRound[] {
  const poolOf = (round: number, entrants: string[]): KataPool => {
    const mine = scores.filter((s) => s.round === round && entrants.includes(s.entryId));
    const ranking = rankKataPerformances(
      mine.map((s) => ({ id: s.entryId, scores: s.scores })),
      counted,
    );
    return { entrants, ranking, complete: mine.length === entrants.length };
  };
  const first: KataRound = { round: 1, pools: pools.map((entrants) => poolOf(1, entrants)) };
  if (pools.length <= 1 || !first.pools.every((pool) => pool.complete)) return [first];
  const finalists = first.pools
    .flatMap((pool) => kataAdvancing(pool.ranking, advancing))
    .sort((a, b) => a.total - b.total || a.dropped.low - b.dropped.low)
    .map((performance) => performance.id);
  return [first, { round: 2, pools: [poolOf(2, finalists)] }];
}

/**
 * Places from the final round once it is complete: first, second, and bronze to the third, and also to the fourth
 * when four or more performed (two bronzes, as in kumite). A shared place is left open (null, or fewer bronzes) for
 * the table to decide by a new performance.
 */
export function kataPlacings(rounds: readonly KataRound[], poolCount: number): Placings {
  const final = rounds.find((round) => round.round === (poolCount > 1 ? 2 : 1))?.pools[0];
  if (!final?.complete) return { first: null, second: null, third: [] };
  const only = (rank: number) => {
    const at = final.ranking.filter((p) => p.rank === rank);
    return at.length === 1 ? at[0]!.id : null;
  };
  const bronzeRanks = final.ranking.length >= 4 ? [3, 4] : [3];
  return {
    first: only(1),
    second: only(2),
    third: bronzeRanks.map(only).filter((id): id is string => id !== null),
  };
}
