import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eliminationBouts, eliminationPlacings, nextBouts, type BoutResult, type BronzeMethod } from './bracket.ts';
import { drawBracket, type BracketDraw } from './draw.ts';

type Results = Record<string, BoutResult>;

const bracketArb = fc
  .record({
    n: fc.integer({ min: 1, max: 64 }),
    clubs: fc.integer({ min: 1, max: 6 }),
    seeds: fc.integer({ min: 0, max: 4 }),
    seedValue: fc.integer({ min: 0, max: 0xffffffff }),
  })
  .map(({ n, clubs, seeds, seedValue }) => {
    const seed = (i: number) => (i < seeds ? { seed: (i + 1) as 1 | 2 | 3 | 4 } : {});
    return drawBracket(
      Array.from({ length: n }, (_, i) => ({ id: `e${i}`, club: `Club ${i % clubs}`, ...seed(i) })),
      seedValue,
    );
  });
const methodArb = fc.constantFrom<BronzeMethod>('twoBronzes', 'repechage', 'thirdPlaceBout');
/** Which ready bout is fought next and whether aka wins it, for as many bouts as a bracket of 64 can have. */
const picksArb = fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 80, maxLength: 80 });

/** Fights the bracket out: each pick chooses a ready bout and whether aka wins it, until no bout is ready. */
function fightOut(draw: BracketDraw, method: BronzeMethod, picks: readonly [number, boolean][]): Results {
  const results: Results = {};
  for (const [pick, akaWins] of picks) {
    const ready = nextBouts(eliminationBouts(draw, method, results));
    const bout = ready[pick % Math.max(1, ready.length)];
    if (!bout) break;
    results[bout.id] = { winner: akaWins ? 'aka' : 'ao' };
  }
  return results;
}

describe('a bracket fought out to the end', () => {
  it('places one champion, one runner-up and the bronzes its method gives, each entrant once', () => {
    fc.assert(
      fc.property(bracketArb, methodArb, picksArb, (draw, method, picks) => {
        const n = draw.slots.filter((id) => id !== null).length;
        const results = fightOut(draw, method, picks);
        const bouts = eliminationBouts(draw, method, results);
        expect(bouts.every((b) => b.state === 'done' || b.state === 'bye')).toBe(true);
        const placings = eliminationPlacings(draw, method, results);
        expect(placings.first).not.toBeNull();
        expect(placings.second === null).toBe(n === 1);
        const bronzes = n <= 2 ? 0 : n === 3 || method === 'thirdPlaceBout' ? 1 : 2;
        expect(placings.third).toHaveLength(bronzes);
        const placed = [placings.first, placings.second, ...placings.third].filter((id) => id !== null);
        expect(new Set(placed).size).toBe(placed.length);
      }),
      { numRuns: 400 },
    );
  });

  it('has the champion win every bout they fought, and fights as many bouts as the method implies', () => {
    fc.assert(
      fc.property(bracketArb, methodArb, picksArb, (draw, method, picks) => {
        const n = draw.slots.filter((id) => id !== null).length;
        const results = fightOut(draw, method, picks);
        const bouts = eliminationBouts(draw, method, results);
        const { first } = eliminationPlacings(draw, method, results);
        const fought = bouts.filter((b) => b.state === 'done');
        for (const bout of fought.filter((b) => b.aka === first || b.ao === first)) expect(bout.winner).toBe(first);
        // Every main bout puts one entrant out: n - 1 of them.
        expect(fought.filter((b) => b.kind === 'main')).toHaveLength(n - 1);
        const extra = fought.filter((b) => b.kind !== 'main').length;
        if (method === 'twoBronzes') expect(extra).toBe(0);
        if (method === 'thirdPlaceBout') expect(extra).toBe(n >= 4 ? 1 : 0);
        if (method === 'repechage') {
          // A half's ladder has one bout fewer than the bouts its finalist won there: the rounds before the final,
          // less a first-round bye.
          const rounds = Math.log2(draw.size) - 1;
          const finalists = fought
            .filter((b) => b.kind === 'main' && b.round === rounds + 1)
            .flatMap((b) => [b.aka, b.ao]);
          const ladders = finalists.map((id) => {
            const slot = draw.slots.indexOf(id);
            return Math.max(0, rounds - (draw.slots[slot ^ 1] === null ? 1 : 0) - 1);
          });
          expect(extra).toBe(ladders.reduce((a, b) => a + b, 0));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives a repechage bronze only to someone who lost a main bout to a finalist', () => {
    fc.assert(
      fc.property(bracketArb, picksArb, (draw, picks) => {
        const results = fightOut(draw, 'repechage', picks);
        const bouts = eliminationBouts(draw, 'repechage', results);
        const { first, second, third } = eliminationPlacings(draw, 'repechage', results);
        for (const bronze of third) {
          const lost = bouts.find(
            (b) =>
              b.kind === 'main' && b.state === 'done' && (b.aka === bronze || b.ao === bronze) && b.winner !== bronze,
          );
          expect([first, second]).toContain(lost?.winner);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ignores results for bouts that are not ready: waiting, byes, and ids the bracket does not have', () => {
    fc.assert(
      fc.property(
        bracketArb,
        methodArb,
        picksArb,
        fc.nat({ max: 80 }),
        fc.boolean(),
        (draw, method, picks, stop, aka) => {
          const results = fightOut(draw, method, picks.slice(0, stop));
          const bouts = eliminationBouts(draw, method, results);
          const stale: Results = {
            ...results,
            'R9-9': { winner: 'aka' },
            'RA-9': { winner: 'ao' },
            'B-9': { winner: 'aka' },
          };
          for (const bout of bouts.filter((b) => b.state === 'waiting' || b.state === 'bye')) {
            stale[bout.id] = { winner: aka ? 'aka' : 'ao' };
          }
          expect(eliminationBouts(draw, method, stale)).toEqual(bouts);
          expect(eliminationPlacings(draw, method, stale)).toEqual(eliminationPlacings(draw, method, results));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('lists as next only ready bouts, each main round before the next, the final last', () => {
    fc.assert(
      fc.property(bracketArb, methodArb, picksArb, fc.nat({ max: 80 }), (draw, method, picks, stop) => {
        const bouts = eliminationBouts(draw, method, fightOut(draw, method, picks.slice(0, stop)));
        const next = nextBouts(bouts);
        expect(next.every((b) => b.state === 'ready')).toBe(true);
        expect(next).toHaveLength(bouts.filter((b) => b.state === 'ready').length);
        const finalRound = Math.log2(draw.size);
        const stage = (b: (typeof next)[number]) =>
          b.kind === 'main' ? (b.round === finalRound ? 1000 : b.round) : b.kind === 'repechage' ? 100 + b.round : 500;
        const stages = next.map(stage);
        expect(stages).toEqual([...stages].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
