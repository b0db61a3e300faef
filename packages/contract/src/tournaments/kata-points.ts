import { generatorFor, shuffled } from './random.ts';

/** A kata performance's score: the counted judges' scores added, and the highest and lowest score, dropped. */
export interface KataTotal {
  total: number;
  dropped: { low: number; high: number };
}

/** A performance in a kata pool, with its score and its place; performances level on everything share the rank. */
export interface KataRanking extends KataTotal {
  id: string;
  rank: number;
}

/**
 * A kata performance scored by points: every judge gives a score with one decimal (such as 5.0 to 10.0); the highest
 * and the lowest are dropped and the rest, `counted` of them, added (7 judges: 5 counted; 5 judges: 3 counted).
 * Scores are added in tenths, so the total is exact (8.1 + 8.2 + 8.3 is 24.6, not 24.599999999999998).
 */
export function kataTotal(scores: readonly number[], counted: number): KataTotal {
  if (!Number.isInteger(counted) || counted < 1 || scores.length !== counted + 2) {
    throw new Error(`${scores.length} scores with ${counted} counted: a panel drops one high and one low score`);
  }
  const tenths = scores.map(toTenths).sort((a, b) => a - b);
  const counting = tenths.slice(1, -1).reduce((sum, t) => sum + t, 0);
  return {
    total: counting / 10,
    dropped: { low: (tenths[0] as number) / 10, high: (tenths[tenths.length - 1] as number) / 10 },
  };
}

/**
 * A kata pool's performances in order: the higher total first; level totals by the lower dropped score (the higher
 * one wins: even its harshest judge rated it better), then by the higher dropped score; still level, they share the
 * rank (1, 2, 2, 4) in the order given, and the caller decides (usually by performing again).
 */
export function rankKataPerformances(
  performances: readonly { id: string; scores: readonly number[] }[],
  counted: number,
): KataRanking[] {
  const scored = performances.map((p) => ({ id: p.id, ...kataTotal(p.scores, counted) }));
  // Negative when a performed better; in tenths, as the scores are.
  const compare = (a: KataTotal, b: KataTotal) =>
    toTenths(b.total) - toTenths(a.total) ||
    toTenths(b.dropped.low) - toTenths(a.dropped.low) ||
    toTenths(b.dropped.high) - toTenths(a.dropped.high);
  const ordered = [...scored].sort(compare);
  return ordered.map((p) => ({ ...p, rank: 1 + ordered.filter((other) => compare(other, p) < 0).length }));
}

/**
 * A kata category split into pools of at most `poolSize` (8 by default), as equal as possible (the first pools take
 * one more), who goes where drawn from the seed value; a pool's order is its drawn order of performance.
 */
export function kataPools(entrantIds: readonly string[], seedValue: number, poolSize = 8): string[][] {
  if (!Number.isInteger(poolSize) || poolSize < 1) throw new RangeError(`A pool holds at least one, not ${poolSize}`);
  const order = shuffled(generatorFor(seedValue), entrantIds);
  const pools = Math.ceil(order.length / poolSize);
  const base = Math.floor(order.length / pools);
  const larger = order.length % pools;
  let from = 0;
  return Array.from({ length: pools }, (_, i) => {
    const size = base + (i < larger ? 1 : 0);
    from += size;
    return order.slice(from - size, from);
  });
}

/**
 * Who goes on from a pool to the final round: the best `n` by rank. A tie at the last place going on takes everyone
 * in it, so the caller sees it and decides (by performing again, or by taking them all).
 */
export function kataAdvancing<T extends { rank: number }>(ranked: readonly T[], n: number): T[] {
  return ranked.filter((p) => p.rank <= n);
}

function toTenths(score: number): number {
  const tenths = Math.round(score * 10);
  if (!Number.isFinite(score) || score < 0 || Math.abs(score * 10 - tenths) > 1e-6) {
    throw new RangeError(`A kata score has one decimal at most, not ${score}`);
  }
  return tenths;
}
