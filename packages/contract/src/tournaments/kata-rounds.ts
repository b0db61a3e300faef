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
  /** Performed again by athletes level at a medal place after the final round, each pool one such tie. */
  tieBreak: boolean;
}

/**
 * Kata by points, round by round: the drawn pools perform in round 1; with more than one pool, the best `advancing`
 * of each (ties at the cut all go on) perform again in round 2, one pool in the order of their round-1 totals, lowest
 * first, as the best perform last. Round 2, or round 1 when there is one pool, is the final round. Athletes the final
 * round leaves level where the level decides a medal then perform again, each tie a pool of a tie-break round, until
 * no medal is shared. A round appears once the round before it is complete.
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
  const complete = (round: KataRound) => round.pools.every((pool) => pool.complete);
  const rounds: KataRound[] = [{ round: 1, pools: pools.map((entrants) => poolOf(1, entrants)), tieBreak: false }];
  if (pools.length > 1 && complete(rounds[0]!)) {
    const finalists = rounds[0]!.pools
      .flatMap((pool) => kataAdvancing(pool.ranking, advancing))
      .sort((a, b) => a.total - b.total || a.dropped.low - b.dropped.low)
      .map((performance) => performance.id);
    rounds.push({ round: 2, pools: [poolOf(2, finalists)], tieBreak: false });
  }
  const finalRound = pools.length > 1 ? 2 : 1;
  for (;;) {
    const last = rounds.at(-1)!;
    if (last.round < finalRound || !complete(last)) return rounds;
    const ties = medalTies(standing(rounds, finalRound)!);
    if (ties.length === 0) return rounds;
    rounds.push({ round: last.round + 1, pools: ties.map((tie) => poolOf(last.round + 1, tie)), tieBreak: true });
  }
}

/** Every round due has been performed: the final round, and the tie-breaks it needed (a new one appears when due). */
export function kataFinished(rounds: readonly KataRound[], poolCount: number): boolean {
  const last = rounds.at(-1);
  return last !== undefined && last.round >= (poolCount > 1 ? 2 : 1) && last.pools.every((pool) => pool.complete);
}

/** Each athlete of the final round with their place, level athletes sharing it, refined by complete tie-breaks. */
function standing(rounds: readonly KataRound[], finalRound: number): Map<string, number> | null {
  const final = rounds.find((round) => round.round === finalRound)?.pools[0];
  if (!final?.complete) return null;
  const places = new Map(final.ranking.map((p) => [p.id, p.rank]));
  for (const round of rounds.filter((r) => r.tieBreak)) {
    for (const pool of round.pools.filter((p) => p.complete)) {
      // A tie shared the place of its first: the tie-break orders them from there.
      const from = Math.min(...pool.entrants.map((id) => places.get(id)!));
      for (const performance of pool.ranking) places.set(performance.id, from + performance.rank - 1);
    }
  }
  return places;
}

/** Bronzes: to the third, and to the fourth when four or more performed (two bronzes, as in kumite). */
const medalOf = (place: number, performers: number) =>
  place === 1 ? 'gold' : place === 2 ? 'silver' : place <= (performers >= 4 ? 4 : 3) ? 'bronze' : null;

/** The athletes at each place, best place first. */
function byPlace(places: ReadonlyMap<string, number>): [number, string[]][] {
  const groups = new Map<number, string[]>();
  for (const [id, place] of places) groups.set(place, [...(groups.get(place) ?? []), id]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

/** The medals the places a level group takes would give (places 3 and 4 both bronze: a tie there decides nothing). */
const medalsOf = (place: number, ids: readonly string[], performers: number) =>
  new Set(ids.map((_, i) => medalOf(place + i, performers)));

/** Athletes level at a place whose places do not all give the same medal: they perform again. */
function medalTies(places: ReadonlyMap<string, number>): string[][] {
  return byPlace(places)
    .filter(([place, ids]) => medalsOf(place, ids, places.size).size > 1)
    .map(([, ids]) => ids);
}

/**
 * Places once the final round and any tie-breaks it needed are complete: first, second, and bronze to the third, and
 * also to the fourth when four or more performed. A medal still shared (its tie-break to perform) is left open.
 */
export function kataPlacings(rounds: readonly KataRound[], poolCount: number): Placings {
  const places = standing(rounds, poolCount > 1 ? 2 : 1);
  const placings: Placings = { first: null, second: null, third: [] };
  if (!places) return placings;
  for (const [place, ids] of byPlace(places)) {
    const medals = medalsOf(place, ids, places.size);
    if (medals.size !== 1) continue;
    const [medal] = medals;
    if (medal === 'gold') placings.first = ids[0]!;
    else if (medal === 'silver') placings.second = ids[0]!;
    else if (medal === 'bronze') placings.third.push(...ids);
  }
  return placings;
}
