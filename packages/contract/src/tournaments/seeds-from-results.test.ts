import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byEarlierMedals, seedsFromResults, type EarlierMedals } from './seeds-from-results.ts';

const athlete = (entryId: string, medals: [number, number, number], lastMedalDay: string | null = '2025-10-04') => ({
  entryId,
  gold: medals[0],
  silver: medals[1],
  bronze: medals[2],
  lastMedalDay: medals.some((n) => n > 0) ? lastMedalDay : null,
});

describe('seeds from earlier results', () => {
  it('ranks golds, then silvers, then bronzes, then the most recent medal, and seeds the first four', () => {
    const seeds = seedsFromResults([
      athlete('bronzes', [0, 0, 5]),
      athlete('none', [0, 0, 0]),
      athlete('gold-old', [1, 0, 0], '2024-02-11'),
      athlete('silver', [0, 2, 0]),
      athlete('gold-new', [1, 0, 0], '2025-12-20'),
      athlete('two-golds', [2, 0, 1]),
    ]);
    expect(seeds).toEqual([
      { entryId: 'two-golds', seed: 1 },
      { entryId: 'gold-new', seed: 2 },
      { entryId: 'gold-old', seed: 3 },
      { entryId: 'silver', seed: 4 },
    ]);
  });

  it('leaves unseeded every entrant level across the fourth place, and never seeds one without a medal', () => {
    const level = (id: string) => athlete(id, [0, 1, 0], '2025-10-04');
    expect(
      seedsFromResults([
        athlete('a', [1, 0, 0]),
        athlete('b', [1, 0, 0], '2024-01-01'),
        level('c'),
        level('d'),
        level('e'),
      ]),
    ).toEqual([
      { entryId: 'a', seed: 1 },
      { entryId: 'b', seed: 2 },
    ]);
    // Level inside the four: consecutive seeds in the order given.
    expect(seedsFromResults([level('c'), level('d'), athlete('x', [0, 0, 0])])).toEqual([
      { entryId: 'c', seed: 1 },
      { entryId: 'd', seed: 2 },
    ]);
    expect(seedsFromResults([athlete('x', [0, 0, 0])])).toEqual([]);
  });

  it('holds for any entrants: at most four seeds numbered from 1, each better than everyone left with a medal', () => {
    const medals = fc.record({
      gold: fc.nat({ max: 2 }),
      silver: fc.nat({ max: 2 }),
      bronze: fc.nat({ max: 2 }),
      day: fc.constantFrom('2024-03-01', '2025-01-15', '2025-10-04'),
    });
    const entrants = fc.array(medals, { maxLength: 12 }).map((list) =>
      list.map((m, i): EarlierMedals => ({
        entryId: `e${i}`,
        gold: m.gold,
        silver: m.silver,
        bronze: m.bronze,
        lastMedalDay: m.gold + m.silver + m.bronze > 0 ? m.day : null,
      })),
    );
    fc.assert(
      fc.property(entrants, (list) => {
        const seeds = seedsFromResults(list);
        expect(seeds.length).toBeLessThanOrEqual(4);
        expect(seeds.map((s) => s.seed)).toEqual(seeds.map((_, i) => i + 1));
        const byId = new Map(list.map((a) => [a.entryId, a]));
        const seeded = seeds.map((s) => byId.get(s.entryId)!);
        for (const [i, a] of seeded.entries()) {
          expect(a.gold + a.silver + a.bronze).toBeGreaterThan(0);
          if (i > 0) expect(byEarlierMedals(seeded[i - 1]!, a)).toBeLessThanOrEqual(0);
        }
        const left = list.filter(
          (a) => !seeds.some((s) => s.entryId === a.entryId) && a.gold + a.silver + a.bronze > 0,
        );
        for (const a of seeded) for (const b of left) expect(byEarlierMedals(a, b)).toBeLessThan(0);
        // Four seeds whenever four or more medallists can be told apart at the fourth place.
        const medallists = list.filter((a) => a.gold + a.silver + a.bronze > 0).sort(byEarlierMedals);
        if (medallists.length >= 4 && (!medallists[4] || byEarlierMedals(medallists[3]!, medallists[4]) < 0)) {
          expect(seeds).toHaveLength(4);
        }
        // The order the entrants come in changes only the seed numbers of the level, never who is seeded.
        const ids = (proposal: { entryId: string }[]) => proposal.map((s) => s.entryId).sort();
        expect(ids(seedsFromResults([...list].reverse()))).toEqual(ids(seeds));
      }),
    );
  });
});
