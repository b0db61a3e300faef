import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excessOf } from './club-spread.ts';
import {
  bracketSize,
  clubSpreadExcess,
  drawBracket,
  standardSeedingOrder,
  type BracketDraw,
  type DrawEntrant,
} from './draw.ts';

// The rule, written out again here from its definition: for every part of the bracket (a pair, a quarter of eight,
// a half, the whole) and every club in it, the counts in its two halves.
function halvesCounts(clubs: readonly (string | null)[]): [number, number][] {
  const counts: [number, number][] = [];
  for (let size = 2; size <= clubs.length; size *= 2) {
    for (let start = 0; start < clubs.length; start += size) {
      const upper = clubs.slice(start, start + size / 2);
      const lower = clubs.slice(start + size / 2, start + size);
      for (const club of new Set([...upper, ...lower])) {
        if (club !== null)
          counts.push([upper.filter((c) => c === club).length, lower.filter((c) => c === club).length]);
      }
    }
  }
  return counts;
}
const evenlySpread = (clubs: readonly (string | null)[]) => halvesCounts(clubs).every(([u, l]) => Math.abs(u - l) <= 1);
const excess = (clubs: readonly (string | null)[]) =>
  halvesCounts(clubs).reduce((sum, [u, l]) => sum + Math.floor(Math.abs(u - l) / 2), 0);

const keyOf = (club: string) => club.trim().toLowerCase();
const clubsIn = (draw: BracketDraw, entrants: readonly DrawEntrant[]) => {
  const clubOf = new Map(entrants.map((e) => [e.id, keyOf(e.club)]));
  return draw.slots.map((id) => (id === null ? null : (clubOf.get(id) as string)));
};

/**
 * Every bracket layout the seeding rules allow, as the club standing in each slot ('' for an unseeded place):
 * seeds at their ranks of the standard order, the second and third quarters either way round, byes at the last
 * ranks as long as they still face the first ranks.
 */
function layouts(entrants: readonly DrawEntrant[]): (string | null)[][] {
  const n = entrants.length;
  const size = bracketSize(n);
  const standard = standardSeedingOrder(size);
  const q = size / 4;
  const turned = [...standard.slice(0, q), ...standard.slice(2 * q, 3 * q), ...standard.slice(q, 2 * q)];
  turned.push(...standard.slice(3 * q));
  const byesFaceTheFirst = (ranks: number[]) => ranks.every((rank, slot) => rank <= n || ranks[slot ^ 1]! <= size - n);
  const seeds = entrants.filter((e) => e.seed !== undefined).sort((a, b) => a.seed! - b.seed!);
  return [standard, ...(size >= 4 && byesFaceTheFirst(turned) ? [turned] : [])].map((ranks) =>
    ranks.map((rank) => (rank > n ? null : rank <= seeds.length ? keyOf(seeds[rank - 1]!.club) : '')),
  );
}

/**
 * Fills the unseeded places with the unseeded clubs in every way, stopping when `visit` returns true. With `evenOnly`,
 * a filling is dropped as soon as a part of the bracket it completes is uneven (it cannot be part of an even draw).
 */
function fillings(
  layout: readonly (string | null)[],
  clubs: readonly string[],
  visit: (clubs: (string | null)[]) => boolean,
  evenOnly = false,
): boolean {
  const left = new Map<string, number>();
  for (const club of clubs) left.set(club, (left.get(club) ?? 0) + 1);
  const slots = [...layout];
  const completesEvenly = (slot: number) => {
    for (let size = 4; (slot + 1) % size === 0; size *= 2) {
      if (!evenlySpread(slots.slice(slot + 1 - size, slot + 1))) return false;
    }
    return true;
  };
  const fill = (slot: number): boolean => {
    if (slot === slots.length) return visit(slots);
    const next = () => (!evenOnly || completesEvenly(slot)) && fill(slot + 1);
    if (layout[slot] !== '') return next();
    for (const [club, n] of left) {
      if (n === 0) continue;
      left.set(club, n - 1);
      slots[slot] = club;
      if (next()) return true;
      left.set(club, n);
    }
    slots[slot] = '';
    return false;
  };
  return fill(0);
}

function unseededClubs(entrants: readonly DrawEntrant[]): string[] {
  return entrants.filter((e) => e.seed === undefined).map((e) => keyOf(e.club));
}

function entrantsArb(min: number, max: number, clubs: readonly string[]): fc.Arbitrary<DrawEntrant[]> {
  const entrant = fc.record({
    club: fc.constantFrom(...clubs),
    seed: fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const), { nil: undefined }),
  });
  return fc.array(entrant, { minLength: min, maxLength: max }).map((list) => {
    const given = new Set<number>();
    return list.map(({ club, seed }, i) => {
      const first = seed !== undefined && !given.has(seed);
      if (first) given.add(seed);
      return first ? { id: `e${i}`, club, seed } : { id: `e${i}`, club };
    });
  });
}
const seedValue = fc.integer({ min: 0, max: 0xffffffff });

describe('how far a club is from an even split', () => {
  it('counts the entrants who would have to change halves', () => {
    expect([excessOf(1, 2), excessOf(2, 2), excessOf(0, 2), excessOf(2, 3), excessOf(3, 3), excessOf(4, 5)]).toEqual([
      0, 1, 1, 0, 1, 1,
    ]);
    expect(excessOf(0, 6)).toBe(3);
  });
});

describe('the clubs in a draw', () => {
  it('are spread as evenly as any draw by the seeding rules can spread them, in brackets up to eight', () => {
    const clubs = ['Sakura', ' sakura', 'Tiger', 'TIGER ', 'Lotus', 'Cobra'];
    fc.assert(
      fc.property(entrantsArb(1, 8, clubs), seedValue, (entrants, value) => {
        let least = Infinity;
        for (const layout of layouts(entrants)) {
          fillings(layout, unseededClubs(entrants), (filled) => {
            least = Math.min(least, excess(filled));
            return false;
          });
        }
        const draw = drawBracket(entrants, value);
        const drawn = clubsIn(draw, entrants);
        expect(excess(drawn)).toBe(least);
        expect(clubSpreadExcess(draw, entrants)).toBe(least);
        expect(evenlySpread(drawn)).toBe(least === 0);
      }),
      { numRuns: 600 },
    );
  });

  it('are spread evenly whenever a draw by the seeding rules can do it, in brackets of sixteen', () => {
    const clubs = ['Sakura', 'SAKURA', 'Tiger', 'Lotus'];
    fc.assert(
      fc.property(entrantsArb(9, 16, clubs), seedValue, (entrants, value) => {
        const possible = layouts(entrants).some((layout) =>
          fillings(layout, unseededClubs(entrants), (filled) => evenlySpread(filled), true),
        );
        const drawn = clubsIn(drawBracket(entrants, value), entrants);
        expect(evenlySpread(drawn)).toBe(possible);
      }),
      { numRuns: 200 },
    );
  });

  it('are always spread evenly when nobody is seeded, up to 128 entrants', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 128 }),
        seedValue,
        (clubNumbers, value) => {
          const entrants = clubNumbers.map((club, i) => ({ id: `e${i}`, club: `Club ${club}` }));
          const draw = drawBracket(entrants, value);
          expect(evenlySpread(clubsIn(draw, entrants))).toBe(true);
          expect(clubSpreadExcess(draw, entrants)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('count a seed for its club: with seeds 1 and 2 of a club, its third entrant stands in the middle quarters', () => {
    const entrants = [
      { id: 's1', club: 'Sakura', seed: 1 as const },
      { id: 's2', club: 'Sakura', seed: 2 as const },
      { id: 's3', club: 'Sakura' },
      ...['t1', 't2', 't3', 't4', 't5'].map((id) => ({ id, club: 'Tiger' })),
    ];
    for (let value = 0; value < 10; value += 1) {
      const draw = drawBracket(entrants, value);
      expect([1, 2]).toContain(Math.floor(draw.slots.indexOf('s3') / 2));
    }
  });
});
