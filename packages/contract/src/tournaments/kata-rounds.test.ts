import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kataFinished, kataPlacings, kataRounds, type KataScore } from './kata-rounds.ts';

/** Seven judges all giving `score`, so the total is five times it. */
const panel = (score: number) => Array.from({ length: 7 }, () => score);

describe('kata by points', () => {
  it('places one pool by its totals once everyone has performed, two bronzes from four performers', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    const scores: KataScore[] = pool.map((entryId, i) => ({ round: 1, entryId, scores: panel(8 - i * 0.1) }));
    expect(kataPlacings(kataRounds([pool], scores.slice(0, 4), 5, 4), 1)).toEqual({
      first: null,
      second: null,
      third: [],
    });
    const rounds = kataRounds([pool], scores, 5, 4);
    expect(rounds).toHaveLength(1);
    expect(kataPlacings(rounds, 1)).toEqual({ first: 'a', second: 'b', third: ['c', 'd'] });
  });

  it('sends the best of each pool to a final round, lowest first, and places from it', () => {
    const pools = [
      ['a1', 'a2', 'a3', 'a4', 'a5'],
      ['b1', 'b2', 'b3', 'b4', 'b5'],
    ];
    const first: KataScore[] = pools.flatMap((pool, p) =>
      pool.map((entryId, i) => ({ round: 1, entryId, scores: panel(9 - i * 0.2 - p * 0.1) })),
    );
    const rounds = kataRounds(pools, first, 5, 2);
    expect(rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(rounds[1]!.pools[0]!.entrants).toEqual(['b2', 'a2', 'b1', 'a1']);
    const final: KataScore[] = ['b2', 'a2', 'b1', 'a1'].map((entryId, i) => ({
      round: 2,
      entryId,
      scores: panel(7 + i * 0.1),
    }));
    expect(kataPlacings(kataRounds(pools, [...first, ...final], 5, 2), 2)).toEqual({
      first: 'a1',
      second: 'b1',
      third: ['a2', 'b2'],
    });
  });

  it('never gives one performer two places, and leaves a shared place open', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 50, max: 100 }), { minLength: 1, maxLength: 12 }), (tenths) => {
        const pool = tenths.map((_, i) => `p${i}`);
        const scores = tenths.map((t, i) => ({ round: 1, entryId: pool[i]!, scores: panel(t / 10) }));
        const placings = kataPlacings(kataRounds([pool], scores, 5, 4), 1);
        const placed = [placings.first, placings.second, ...placings.third].filter((id) => id !== null);
        expect(new Set(placed).size).toBe(placed.length);
        const best = Math.max(...tenths);
        expect(placings.first !== null).toBe(tenths.filter((t) => t === best).length === 1);
      }),
    );
  });

  it('has athletes level at gold perform again in a tie-break, which places them', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    const tied = [8, 8, 7.5, 7.2, 7];
    const scores: KataScore[] = pool.map((entryId, i) => ({ round: 1, entryId, scores: panel(tied[i]!) }));
    const rounds = kataRounds([pool], scores, 5, 4);
    expect(rounds.map((r) => [r.round, r.tieBreak, r.pools.map((p) => p.entrants)])).toEqual([
      [1, false, [pool]],
      [2, true, [['a', 'b']]],
    ]);
    expect(kataPlacings(rounds, 1)).toEqual({ first: null, second: null, third: ['c', 'd'] });
    expect(kataFinished(rounds, 1)).toBe(false);
    const again = [
      ...scores,
      { round: 2, entryId: 'b', scores: panel(8.5) },
      { round: 2, entryId: 'a', scores: panel(8.4) },
    ];
    expect(kataPlacings(kataRounds([pool], again, 5, 4), 1)).toEqual({ first: 'b', second: 'a', third: ['c', 'd'] });
    expect(kataFinished(kataRounds([pool], again, 5, 4), 1)).toBe(true);
  });

  it('gives two level at third both bronze when four or more performed, with no tie-break', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    const marks = [9, 8.5, 8, 8, 7];
    const scores: KataScore[] = pool.map((entryId, i) => ({ round: 1, entryId, scores: panel(marks[i]!) }));
    const rounds = kataRounds([pool], scores, 5, 4);
    expect(rounds).toHaveLength(1);
    expect(kataPlacings(rounds, 1)).toEqual({ first: 'a', second: 'b', third: ['c', 'd'] });
  });

  it('always ends with every medal given once tie-breaks have been performed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 60 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (tenths, poolCount) => {
          const ids = tenths.map((_, i) => `p${i}`);
          const pools = Array.from({ length: Math.min(poolCount, ids.length) }, (_, p) =>
            ids.filter((_, i) => i % Math.min(poolCount, ids.length) === p),
          );
          const scores: KataScore[] = ids.map((entryId, i) => ({ round: 1, entryId, scores: panel(tenths[i]! / 10) }));
          let rounds = kataRounds(pools, scores, 5, 4);
          // Everyone due performs; from the final round on, every performance differs, so the ties end.
          for (let guard = 0; guard < 10; guard++) {
            const last = rounds.at(-1)!;
            const due = last.pools.flatMap((pool) =>
              pool.entrants.filter((id) => !pool.ranking.some((p) => p.id === id)),
            );
            if (due.length === 0) break;
            due.forEach((entryId, i) => scores.push({ round: last.round, entryId, scores: panel(6 + (i + 1) / 10) }));
            rounds = kataRounds(pools, scores, 5, 4);
          }
          const placings = kataPlacings(rounds, pools.length);
          const performers = rounds.find((r) => r.round === (pools.length > 1 ? 2 : 1))!.pools[0]!.entrants.length;
          expect(placings.first).not.toBeNull();
          expect(placings.second === null).toBe(performers < 2);
          expect(placings.third.length).toBe(performers >= 4 ? 2 : performers === 3 ? 1 : 0);
          const placed = [placings.first, placings.second, ...placings.third];
          expect(new Set(placed).size).toBe(placed.length);
        },
      ),
    );
  });
});
