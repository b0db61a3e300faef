import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinBouts, roundRobinPlacings, roundRobinStandings, type PoolResult } from './round-robin.ts';

const poolArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 0, maxLength: 12 });
const resultArb: fc.Arbitrary<PoolResult> = fc.record({
  winner: fc.constantFrom('aka' as const, 'ao' as const, 'draw' as const),
  akaPoints: fc.integer({ min: 0, max: 8 }),
  aoPoints: fc.integer({ min: 0, max: 8 }),
});
/** A pool and results for some of its bouts. */
const playedPoolArb = poolArb.chain((ids) =>
  fc
    .array(fc.option(resultArb, { nil: undefined }), {
      minLength: roundRobinBouts(ids).length,
      maxLength: roundRobinBouts(ids).length,
    })
    .map((list) => {
      const results: Record<string, PoolResult> = {};
      list.forEach((result, i) => {
        if (result) results[`P-${i + 1}`] = result;
      });
      return { ids, results };
    }),
);
const win = (winner: 'aka' | 'ao'): PoolResult => ({ winner });

describe('the bouts of a pool', () => {
  it('have everyone meet everyone once, round by round, nobody twice in a round', () => {
    fc.assert(
      fc.property(poolArb, (ids) => {
        const bouts = roundRobinBouts(ids);
        expect(bouts.map((b) => b.id)).toEqual(bouts.map((_, i) => `P-${i + 1}`));
        const met = bouts.map((b) => [b.aka, b.ao].sort().join('|'));
        const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b].sort().join('|')));
        expect(met.sort()).toEqual(pairs.sort());
        expect(bouts.map((b) => b.round)).toEqual(bouts.map((b) => b.round).sort((a, b) => a - b));
        for (const round of new Set(bouts.map((b) => b.round))) {
          const fighting = bouts.filter((b) => b.round === round).flatMap((b) => [b.aka, b.ao]);
          expect(new Set(fighting).size).toBe(fighting.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never have anyone fight two bouts in a row from 5 entrants up (with 3 or 4 it cannot be helped)', () => {
    for (let n = 2; n <= 16; n += 1) {
      const bouts = roundRobinBouts(Array.from({ length: n }, (_, i) => `e${i}`));
      const backToBack = bouts.filter(
        (b, i) => i > 0 && [b.aka, b.ao].some((id) => [bouts[i - 1]?.aka, bouts[i - 1]?.ao].includes(id)),
      );
      expect(backToBack).toHaveLength(n === 3 || n === 4 ? 2 : 0);
    }
  });

  it('read like a schedule for four', () => {
    expect(roundRobinBouts(['asha', 'bala', 'chetan', 'devi']).map((b) => `${b.id} ${b.aka}-${b.ao}`)).toEqual([
      'P-1 bala-chetan',
      'P-2 asha-devi',
      'P-3 devi-bala',
      'P-4 chetan-asha',
      'P-5 chetan-devi',
      'P-6 asha-bala',
    ]);
    expect(() => roundRobinBouts(['a', 'a'])).toThrow(/twice/);
  });
});

describe('the table of a pool', () => {
  it('gives 2 points a bout decided, and ranks by points, level entrants sharing a rank', () => {
    fc.assert(
      fc.property(
        playedPoolArb,
        fc.constantFrom('pointsDifference', 'pointsFor', 'none') as fc.Arbitrary<'none'>,
        ({ ids, results }, rule) => {
          const table = roundRobinStandings(ids, results, rule);
          const decided = Object.keys(results).length;
          expect(table.map((s) => s.id).sort()).toEqual([...ids].sort());
          expect(table.reduce((sum, s) => sum + s.points, 0)).toBe(2 * decided);
          expect(table.reduce((sum, s) => sum + s.played, 0)).toBe(2 * decided);
          expect(table.reduce((sum, s) => sum + s.won, 0)).toBe(table.reduce((sum, s) => sum + s.lost, 0));
          table.forEach((s, i) => {
            const above = table[i - 1];
            expect(s.rank).toBe(1 + table.filter((other) => other.rank < s.rank).length);
            if (above) expect(s.points).toBeLessThanOrEqual(above.points);
            if (above?.rank === s.rank) expect(s.points).toBe(above.points);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('puts the winner of two level entrants’ own bout first', () => {
    fc.assert(
      fc.property(playedPoolArb, ({ ids, results }) => {
        const table = roundRobinStandings(ids, results, 'pointsDifference');
        for (const bout of roundRobinBouts(ids)) {
          const result = results[bout.id];
          const [aka, ao] = [table.find((s) => s.id === bout.aka), table.find((s) => s.id === bout.ao)];
          const levelPair = table.filter((s) => s.points === aka?.points).length === 2 && aka?.points === ao?.points;
          if (!levelPair || !result || result.winner === 'draw') continue;
          const [winner, loser] = result.winner === 'aka' ? [aka, ao] : [ao, aka];
          expect(winner?.rank).toBeLessThan(loser?.rank as number);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('separates three level entrants by their own bouts first, then by the rule, else they share the rank', () => {
    const ids = ['asha', 'bala', 'chetan', 'devi'];
    const bouts = new Map(roundRobinBouts(ids).map((b) => [`${b.aka}-${b.ao}`, b.id]));
    const beats = (winner: string, loser: string, points: [number, number] = [0, 0]): [string, PoolResult] => {
      const id = bouts.get(`${winner}-${loser}`);
      if (id) return [id, { winner: 'aka', akaPoints: points[0], aoPoints: points[1] }];
      return [bouts.get(`${loser}-${winner}`) as string, { winner: 'ao', akaPoints: points[1], aoPoints: points[0] }];
    };
    // Asha, Bala and Chetan each beat one of the others and Devi: 4 points each, their own bouts 2 points each.
    const circle = Object.fromEntries([
      beats('asha', 'bala', [3, 0]),
      beats('bala', 'chetan', [1, 0]),
      beats('chetan', 'asha', [2, 1]),
      beats('asha', 'devi'),
      beats('bala', 'devi'),
      beats('chetan', 'devi'),
    ]);
    const ranks = (rule: 'pointsDifference' | 'pointsFor' | 'none', results = circle) =>
      roundRobinStandings(ids, results, rule).map((s) => `${s.rank} ${s.id}`);
    expect(ranks('none')).toEqual(['1 asha', '1 bala', '1 chetan', '4 devi']);
    expect(ranks('pointsDifference')).toEqual(['1 asha', '2 chetan', '3 bala', '4 devi']);
    // By points scored: Asha 4, Chetan 2, Bala 1.
    expect(ranks('pointsFor')).toEqual(['1 asha', '2 chetan', '3 bala', '4 devi']);
    // Bala wins 2-0 against Devi: level with Chetan on difference, so their own bout, Bala's, decides.
    const closer = { ...circle, ...Object.fromEntries([beats('bala', 'devi', [2, 0])]) };
    expect(ranks('pointsDifference', closer)).toEqual(['1 asha', '2 bala', '3 chetan', '4 devi']);
  });

  it('gives the places only once every bout is fought, a shared first or second left to the caller', () => {
    const ids = ['a', 'b', 'c'];
    const [ab, bc, ca] = ['a|b', 'b|c', 'a|c'].map((pair) =>
      roundRobinBouts(ids).find((b) => [b.aka, b.ao].sort().join('|') === pair),
    );
    const aWins = (bout: typeof ab, winner: string) => win(bout?.aka === winner ? 'aka' : 'ao');
    const partly = { [ab?.id as string]: aWins(ab, 'a') };
    expect(roundRobinPlacings(roundRobinStandings(ids, partly, 'none'))).toEqual({
      first: null,
      second: null,
      third: [],
    });
    const all = { ...partly, [bc?.id as string]: aWins(bc, 'b'), [ca?.id as string]: aWins(ca, 'a') };
    expect(roundRobinPlacings(roundRobinStandings(ids, all, 'none'))).toEqual({
      first: 'a',
      second: 'b',
      third: ['c'],
    });
    const level = { ...all, [ca?.id as string]: aWins(ca, 'c') };
    expect(roundRobinPlacings(roundRobinStandings(ids, level, 'none'))).toEqual({
      first: null,
      second: null,
      third: [],
    });
  });
});
