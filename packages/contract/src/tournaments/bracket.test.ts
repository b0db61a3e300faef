import { describe, expect, it } from 'vitest';
import {
  eliminationBouts,
  eliminationPlacings,
  nextBouts,
  type Bout,
  type BoutResult,
  type BronzeMethod,
} from './bracket.ts';
import type { BracketDraw } from './draw.ts';

type Results = Record<string, BoutResult>;
const draw = (slots: (string | null)[]): BracketDraw => ({ size: slots.length, slots, seedValue: 0 });
const byId = (bouts: Bout[]) => new Map(bouts.map((b) => [b.id, b]));
const summary = (bouts: Bout[]) =>
  bouts.map((b) => `${b.id} ${b.aka ?? '-'}:${b.ao ?? '-'} ${b.state} ${b.winner ?? ''}`);

/** Fights the bracket out: `pick` chooses among the ready bouts and who wins, until no bout is ready. */
function fightOut(d: BracketDraw, method: BronzeMethod, picks: readonly [number, boolean][]): Results {
  const results: Results = {};
  for (const [pick, akaWins] of picks) {
    const ready = nextBouts(eliminationBouts(d, method, results));
    const bout = ready[pick % Math.max(1, ready.length)];
    if (!bout) break;
    results[bout.id] = { winner: akaWins ? 'aka' : 'ao' };
  }
  return results;
}

describe('a bracket, by example', () => {
  it('with 4 entrants and repechage, gives both semi-final losers a bronze without a bout', () => {
    const four = draw(['asha', 'bala', 'chetan', 'devi']);
    const results: Results = { 'R1-1': { winner: 'aka' }, 'R1-2': { winner: 'ao' } };
    expect(summary(eliminationBouts(four, 'repechage', results))).toEqual([
      'R1-1 asha:bala done asha',
      'R1-2 chetan:devi done devi',
      'R2-1 asha:devi ready ',
      'B-1 bala:- bye bala',
      'B-2 chetan:- bye chetan',
    ]);
    expect(eliminationPlacings(four, 'repechage', results)).toEqual({
      first: null,
      second: null,
      third: ['bala', 'chetan'],
    });
    results['R2-1'] = { winner: 'ao' };
    expect(eliminationPlacings(four, 'repechage', results)).toEqual({
      first: 'devi',
      second: 'asha',
      third: ['bala', 'chetan'],
    });
  });

  it('with 7 entrants and repechage, puts those each finalist beat on a ladder; a bye is not a win', () => {
    const seven = draw(['a', null, 'c', 'd', 'e', 'f', 'g', 'h']);
    const results: Results = {
      'R1-2': { winner: 'aka' }, // c beats d
      'R1-3': { winner: 'aka' }, // e beats f
      'R1-4': { winner: 'ao' }, // h beats g
      'R2-1': { winner: 'aka' }, // a beats c
      'R2-2': { winner: 'ao' }, // h beats e
    };
    // a came through a bye, so only c is on the top ladder; h beat g, then e.
    expect(summary(eliminationBouts(seven, 'repechage', results)).slice(-3)).toEqual([
      'R3-1 a:h ready ',
      'B-1 c:- bye c',
      'B-2 g:e ready ',
    ]);
    expect(nextBouts(eliminationBouts(seven, 'repechage', results)).map((b) => b.id)).toEqual(['B-2', 'R3-1']);
  });

  it('with 16 entrants and repechage, climbs the ladder from the first round up to the semi-final loser', () => {
    const sixteen = draw(Array.from({ length: 16 }, (_, i) => `p${i + 1}`));
    // The upper side wins every main bout: p1 and p9 reach the final.
    const results: Results = {};
    for (let round = 1; round <= 3; round += 1) {
      for (let n = 1; n <= 16 / 2 ** round; n += 1) results[`R${round}-${n}`] = { winner: 'aka' };
    }
    const ladders = eliminationBouts(sixteen, 'repechage', results).filter((b) => b.kind !== 'main');
    expect(summary(ladders)).toEqual([
      'RA-1 p2:p3 ready ',
      'B-1 -:p5 waiting ',
      'RB-1 p10:p11 ready ',
      'B-2 -:p13 waiting ',
    ]);
    expect(nextBouts(eliminationBouts(sixteen, 'repechage', results)).map((b) => b.id)).toEqual([
      'RA-1',
      'RB-1',
      'R4-1',
    ]);
  });

  it('with a third-place bout, has the semi-final losers fight for the one bronze', () => {
    const eight = draw(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    const results = fightOut(eight, 'thirdPlaceBout', Array(20).fill([0, true]));
    expect(byId(eliminationBouts(eight, 'thirdPlaceBout', results)).get('B')).toMatchObject({
      aka: 'c',
      ao: 'g',
      state: 'done',
      winner: 'c',
    });
    expect(eliminationPlacings(eight, 'thirdPlaceBout', results)).toEqual({ first: 'a', second: 'e', third: ['c'] });
    expect(eliminationPlacings(eight, 'twoBronzes', results)).toEqual({ first: 'a', second: 'e', third: ['c', 'g'] });
  });

  it('crowns one entrant without a bout, has two fight the final only, and gives three one bronze', () => {
    expect(summary(eliminationBouts(draw(['solo', null]), 'repechage', {}))).toEqual(['R1-1 solo:- bye solo']);
    expect(eliminationPlacings(draw(['solo', null]), 'thirdPlaceBout', {})).toEqual({
      first: 'solo',
      second: null,
      third: [],
    });
    const two = draw(['a', 'b']);
    expect(eliminationPlacings(two, 'repechage', { 'R1-1': { winner: 'ao' } })).toEqual({
      first: 'b',
      second: 'a',
      third: [],
    });
    const three = draw(['a', null, 'c', 'd']);
    for (const method of ['twoBronzes', 'repechage', 'thirdPlaceBout'] as const) {
      const results = { 'R1-2': { winner: 'aka' as const }, 'R2-1': { winner: 'aka' as const } };
      expect(eliminationPlacings(three, method, results)).toEqual({ first: 'a', second: 'c', third: ['d'] });
      expect(nextBouts(eliminationBouts(three, method, results))).toEqual([]);
    }
  });

  it('ignores a result once the bout it was for no longer stands as it was recorded', () => {
    const four = draw(['a', 'b', 'c', 'd']);
    const results: Results = {
      'R1-1': { winner: 'aka', aka: 'a', ao: 'b' },
      'R1-2': { winner: 'aka', aka: 'c', ao: 'd' },
      'R2-1': { winner: 'aka', aka: 'a', ao: 'c' },
    };
    expect(eliminationPlacings(four, 'twoBronzes', results).first).toBe('a');
    // R1-1 is corrected: b won. The final's result was a's win over c, not b's.
    const corrected = { ...results, 'R1-1': { winner: 'ao' as const, aka: 'a', ao: 'b' } };
    expect(byId(eliminationBouts(four, 'twoBronzes', corrected)).get('R2-1')).toMatchObject({
      aka: 'b',
      state: 'ready',
    });
    // Withdrawn, R1-1 is ready again and the final waits, its result set aside (a result without names too).
    const rest: Results = { 'R1-2': results['R1-2'] as BoutResult, 'R2-1': { winner: 'aka' } };
    expect(byId(eliminationBouts(four, 'twoBronzes', rest)).get('R2-1')?.state).toBe('waiting');
    expect(eliminationPlacings(four, 'twoBronzes', rest)).toEqual({ first: null, second: null, third: ['d'] });
  });

  it('refuses a draw whose slots are not a bracket', () => {
    expect(() => eliminationBouts(draw(['a', 'b', 'c']), 'twoBronzes', {})).toThrow(/power of two/);
    expect(() => eliminationBouts({ size: 4, slots: ['a', 'b'], seedValue: 1 }, 'twoBronzes', {})).toThrow();
  });
});
