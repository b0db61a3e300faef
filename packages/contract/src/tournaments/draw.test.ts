import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketSize,
  clubSpreadExcess,
  drawBracket,
  firstRoundPairs,
  standardSeedingOrder,
  type BracketDraw,
  type DrawEntrant,
} from './draw.ts';

const CLUBS = ['Sakura Dojo', ' sakura dojo', 'SAKURA DOJO ', 'Tiger Karate', 'Lotus', 'Cobra Kai'];
const seedValue = fc.integer({ min: 0, max: 0xffffffff });

/** Entrants e0, e1, ... with clubs from `clubs`, some seeded (each seed number at most once). */
function entrantsArb(min: number, max: number, clubs: readonly string[] = CLUBS): fc.Arbitrary<DrawEntrant[]> {
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

/** The seeds in seed order, the way the draw takes them. */
const seedsOf = (entrants: readonly DrawEntrant[]) =>
  entrants.filter((e) => e.seed !== undefined).sort((a, b) => (a.seed as number) - (b.seed as number));

const partnerOf = (slot: number) => slot ^ 1;
const quarterOf = (draw: BracketDraw, slot: number) => Math.floor(slot / (draw.size / 4));

describe('the size of a bracket and the standard seeding order', () => {
  it('is the smallest power of two that holds everyone, a final at least', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 64, 65].map(bracketSize)).toEqual([
      2, 2, 2, 4, 4, 8, 8, 16, 16, 32, 64, 128,
    ]);
  });

  it('puts 1 at the top and 2 at the bottom, each first-round pair adding up to size + 1', () => {
    expect(standardSeedingOrder(2)).toEqual([1, 2]);
    expect(standardSeedingOrder(4)).toEqual([1, 4, 3, 2]);
    expect(standardSeedingOrder(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2]);
    expect(standardSeedingOrder(16)).toEqual([1, 16, 9, 8, 5, 12, 13, 4, 3, 14, 11, 6, 7, 10, 15, 2]);
  });
});

describe('a draw, by example', () => {
  const five: DrawEntrant[] = [
    { id: 'aarav', club: 'Sakura Dojo', seed: 1 },
    { id: 'diya', club: 'Tiger Karate', seed: 2 },
    { id: 'ishaan', club: 'sakura dojo ' },
    { id: 'meera', club: 'Tiger Karate' },
    { id: 'kabir', club: 'Lotus' },
  ];

  it('draws five in eight: the seeds at the ends with byes, three byes in three quarters, club mates apart', () => {
    const draw = drawBracket(five, 2026);
    // Pinned: a change here changes draws already made from a stored seed value.
    expect(draw).toEqual({ size: 8, slots: expect.any(Array), seedValue: 2026 });
    expect(firstRoundPairs(draw)).toEqual([
      ['aarav', null],
      ['meera', null],
      ['kabir', 'ishaan'],
      [null, 'diya'],
    ]);
    // Aarav and Ishaan (one club, written two ways) stand in opposite halves, and so do Diya and Meera.
    expect(clubSpreadExcess(draw, five)).toBe(0);
  });

  it('draws the same bracket from the same seed value, another from another', () => {
    expect(drawBracket(five, 2026)).toEqual(drawBracket(five, 2026));
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `k${i}`, club: `Club ${i}` }));
    expect(drawBracket(many, 1).slots).not.toEqual(drawBracket(many, 2).slots);
  });

  it('takes seeds in their order: without a seed 2, seed 3 stands at the bottom', () => {
    const draw = drawBracket(
      [
        { id: 'one', club: 'A', seed: 1 },
        { id: 'three', club: 'B', seed: 3 },
        { id: 'x', club: 'C' },
        { id: 'y', club: 'D' },
      ],
      7,
    );
    expect(draw.slots[0]).toBe('one');
    expect(draw.slots[3]).toBe('three');
  });

  it('puts three club mates in three quarters and four in four', () => {
    const entrants = [
      ...['a1', 'a2', 'a3'].map((id) => ({ id, club: 'Sakura Dojo' })),
      ...['b1', 'b2', 'b3', 'b4'].map((id) => ({ id, club: 'Tiger Karate' })),
      { id: 'c1', club: 'Lotus' },
    ];
    for (let value = 0; value < 20; value += 1) {
      const draw = drawBracket(entrants, value);
      const quarters = (prefix: string) =>
        new Set(draw.slots.flatMap((id, slot) => (id?.startsWith(prefix) ? [quarterOf(draw, slot)] : [])));
      expect(quarters('a').size).toBe(3);
      expect(quarters('b').size).toBe(4);
    }
  });

  it('refuses two entrants with one seed number or one id, and a seed value that is not 32-bit', () => {
    expect(() =>
      drawBracket(
        [
          { id: 'a', club: 'A', seed: 1 },
          { id: 'b', club: 'B', seed: 1 },
        ],
        1,
      ),
    ).toThrow(/seed 1/);
    expect(() =>
      drawBracket(
        [
          { id: 'a', club: 'A' },
          { id: 'a', club: 'B' },
        ],
        1,
      ),
    ).toThrow(/twice/);
    expect(() => drawBracket([], -1)).toThrow(RangeError);
    expect(() => drawBracket([], 2 ** 32)).toThrow(RangeError);
    expect(() => drawBracket([], 1.5)).toThrow(RangeError);
  });
});

describe('every draw', () => {
  it('places every entrant once, and byes only for the room the size leaves', () => {
    fc.assert(
      fc.property(entrantsArb(1, 70), seedValue, (entrants, value) => {
        const draw = drawBracket(entrants, value);
        expect(draw.size).toBe(bracketSize(entrants.length));
        expect(draw.slots).toHaveLength(draw.size);
        expect(draw.seedValue).toBe(value);
        expect(draw.slots.filter((id) => id !== null).sort()).toEqual(entrants.map((e) => e.id).sort());
        expect(draw.slots.filter((id) => id === null)).toHaveLength(draw.size - entrants.length);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the byes to the seeds first, never pairs two byes, and spreads them over every part', () => {
    fc.assert(
      fc.property(entrantsArb(1, 70), seedValue, (entrants, value) => {
        const draw = drawBracket(entrants, value);
        const byes = draw.size - entrants.length;
        for (const [aka, ao] of firstRoundPairs(draw)) expect(aka !== null || ao !== null).toBe(true);
        const withBye = new Set(draw.slots.filter((id, slot) => id !== null && draw.slots[partnerOf(slot)] === null));
        const seeds = seedsOf(entrants).map((e) => e.id);
        expect(seeds.filter((id) => withBye.has(id))).toEqual(seeds.slice(0, byes));
        // Where the standard order puts its last ranks, the second and third quarters either way round.
        const order = standardSeedingOrder(draw.size);
        const q = draw.size / 4;
        const turned = q >= 1 ? [...order.slice(0, q), ...order.slice(2 * q, 3 * q), ...order.slice(q, 2 * q)] : [];
        const byeSlots = (ranks: number[]) => ranks.flatMap((rank, slot) => (rank > entrants.length ? [slot] : []));
        const drawn = draw.slots.flatMap((id, slot) => (id === null ? [slot] : []));
        const allowed = [order, ...(q >= 1 ? [[...turned, ...order.slice(3 * q)]] : [])].map(byeSlots);
        expect(allowed).toContainEqual(drawn);
        for (let size = 2; size <= draw.size; size *= 2) {
          for (let start = 0; start < draw.size; start += size) {
            const count = (from: number) => draw.slots.slice(from, from + size / 2).filter((id) => id === null).length;
            expect(Math.abs(count(start) - count(start + size / 2))).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('puts the first seed at the top, the second at the bottom, the third and fourth in the other quarters', () => {
    fc.assert(
      fc.property(entrantsArb(2, 40), seedValue, (entrants, value) => {
        const draw = drawBracket(entrants, value);
        const [first, second, third, fourth] = seedsOf(entrants).map((e) => draw.slots.indexOf(e.id));
        if (first !== undefined) expect(first).toBe(0);
        if (second !== undefined) expect(second).toBe(draw.size - 1);
        const others = [third, fourth].filter((slot) => slot !== undefined).map((slot) => quarterOf(draw, slot));
        expect(others.every((quarter) => quarter === 1 || quarter === 2)).toBe(true);
        expect(new Set(others).size).toBe(others.length);
      }),
      { numRuns: 500 },
    );
  });

  it('is the same draw for the same seed value and entrants', () => {
    fc.assert(
      fc.property(entrantsArb(0, 40), seedValue, (entrants, value) => {
        expect(drawBracket(entrants, value)).toEqual(drawBracket(structuredClone(entrants), value));
      }),
      { numRuns: 300 },
    );
  });

  it('differs from one seed value to another for eight or more unseeded entrants, nearly always', () => {
    let differ = 0;
    for (let sample = 0; sample < 200; sample += 1) {
      const entrants = Array.from({ length: 8 + (sample % 25) }, (_, i) => ({ id: `u${i}`, club: `Club ${i % 5}` }));
      const a = drawBracket(entrants, sample * 7919);
      const b = drawBracket(entrants, sample * 7919 + 1);
      if (a.slots.join() !== b.slots.join()) differ += 1;
    }
    expect(differ).toBeGreaterThanOrEqual(195);
  });

  it('draws 128 entrants of a few clubs, four seeds among them, in well under 50 ms', () => {
    const entrants = Array.from({ length: 128 }, (_, i) => ({
      id: `f${i}`,
      club: `Club ${(i * 7) % 5}`,
      ...(i < 4 ? { seed: (i + 1) as 1 | 2 | 3 | 4 } : {}),
    }));
    drawBracket(entrants, 0);
    const started = performance.now();
    for (let value = 1; value <= 20; value += 1) drawBracket(entrants, value);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});
