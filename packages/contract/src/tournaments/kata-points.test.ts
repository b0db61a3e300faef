import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kataAdvancing, kataPools, kataTotal, rankKataPerformances } from './kata-points.ts';

/** A judge's score, 5.0 to 10.0 in tenths. */
const scoreArb = fc.integer({ min: 50, max: 100 }).map((tenths) => tenths / 10);
const panelArb = (judges: number) => fc.array(scoreArb, { minLength: judges, maxLength: judges });

describe('a kata score by points', () => {
  it('drops the highest and the lowest and adds the others, exactly', () => {
    expect(kataTotal([8.1, 8.2, 8.3, 7.5, 9.0], 3)).toEqual({ total: 24.6, dropped: { low: 7.5, high: 9.0 } });
    expect(kataTotal([8.4, 8.4, 8.4, 8.4, 8.4, 8.4, 8.4], 5)).toEqual({ total: 42, dropped: { low: 8.4, high: 8.4 } });
    expect(() => kataTotal([8, 8, 8, 8, 8], 5)).toThrow(/drops one high and one low/);
    expect(() => kataTotal([8.25, 8, 8], 1)).toThrow(/one decimal/);
    expect(() => kataTotal([Number.NaN, 8, 8], 1)).toThrow(RangeError);
  });

  it('of seven judges counts five: one highest and one lowest left out, the total in tenths', () => {
    fc.assert(
      fc.property(panelArb(7), (scores) => {
        const { total, dropped } = kataTotal(scores, 5);
        const tenths = scores.map((s) => Math.round(s * 10)).sort((a, b) => a - b);
        expect(dropped).toEqual({ low: Math.min(...scores), high: Math.max(...scores) });
        const sum = tenths.slice(1, 6).reduce((a, b) => a + b, 0);
        // The very number the decimal reads, as if typed: no rounding error from adding.
        expect(total).toBe(Number(`${Math.floor(sum / 10)}.${sum % 10}`));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the ranking of a kata pool', () => {
  it('breaks a level total by the lower dropped score, then the higher, else shares the rank', () => {
    const ranked = rankKataPerformances(
      [
        { id: 'asha', scores: [8.0, 8.0, 8.0, 7.0, 9.0] }, // 24.0, low 7.0
        { id: 'bala', scores: [8.0, 8.0, 8.0, 7.5, 8.5] }, // 24.0, low 7.5
        { id: 'chetan', scores: [8.0, 8.0, 8.0, 7.5, 9.5] }, // 24.0, low 7.5, high 9.5
        { id: 'devi', scores: [8.5, 8.5, 8.5, 8.0, 9.0] }, // 25.5
        { id: 'esha', scores: [8.0, 8.0, 8.0, 7.0, 9.0] }, // as Asha
      ],
      3,
    );
    expect(ranked.map((p) => `${p.rank} ${p.id} ${p.total}`)).toEqual([
      '1 devi 25.5',
      '2 chetan 24',
      '3 bala 24',
      '4 asha 24',
      '4 esha 24',
    ]);
    expect(kataAdvancing(ranked, 3).map((p) => p.id)).toEqual(['devi', 'chetan', 'bala']);
    expect(kataAdvancing(ranked, 4).map((p) => p.id)).toEqual(['devi', 'chetan', 'bala', 'asha', 'esha']);
  });

  it('is a permutation of the pool, ordered by total and the tie-breaks, ranks counting those ahead', () => {
    const poolArb = fc.array(panelArb(7), { maxLength: 12 });
    fc.assert(
      fc.property(poolArb, (panels) => {
        const ranked = rankKataPerformances(
          panels.map((scores, i) => ({ id: `k${i}`, scores })),
          5,
        );
        expect(ranked.map((p) => p.id).sort()).toEqual(panels.map((_, i) => `k${i}`).sort());
        const key = (p: (typeof ranked)[number]) => [p.total, p.dropped.low, p.dropped.high];
        ranked.forEach((p, i) => {
          const above = ranked[i - 1];
          expect(p.rank).toBe(1 + ranked.filter((other) => other.rank < p.rank).length);
          if (!above) return;
          const [a, b] = [key(above), key(p)];
          const first = a.findIndex((value, k) => value !== b[k]);
          if (first === -1) expect(p.rank).toBe(above.rank);
          else expect([a[first]! > b[first]!, p.rank > above.rank]).toEqual([true, true]);
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('kata pools', () => {
  it('splits a category into pools of at most the pool size, as equal as can be, alike for one seed value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (n, poolSize, value) => {
          const ids = Array.from({ length: n }, (_, i) => `k${i}`);
          const pools = kataPools(ids, value, poolSize);
          expect(pools.flat().sort()).toEqual([...ids].sort());
          expect(pools).toHaveLength(Math.ceil(n / poolSize));
          const sizes = pools.map((pool) => pool.length);
          if (n > 0) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(sizes.every((size) => size >= 1 && size <= poolSize)).toBe(true);
          expect(kataPools(ids, value, poolSize)).toEqual(pools);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits 17 into pools of 6, 6 and 5 by default of eight', () => {
    const ids = Array.from({ length: 17 }, (_, i) => `k${i}`);
    expect(kataPools(ids, 9).map((pool) => pool.length)).toEqual([6, 6, 5]);
    expect(kataPools(ids, 9)).not.toEqual(kataPools(ids, 10));
    expect(() => kataPools(ids, 9, 0)).toThrow(RangeError);
  });
});
