import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Placings } from './bracket.ts';
import { medalTable } from './medals.ts';

const clubOf = (id: string) => id.split(':')[0] as string;

describe('the medal table', () => {
  it('orders by golds, silvers, bronzes, then name, level clubs sharing the rank, each named as first met', () => {
    const table = medalTable([
      { placings: { first: 'Sakura:a', second: 'Tiger:b', third: ['lotus:c', 'Cobra:d'] }, clubOf },
      { placings: { first: ' sakura :e', second: 'Lotus:f', third: ['Tiger:g'] }, clubOf },
      { placings: { first: 'Tiger:h', second: 'Cobra:i', third: [] }, clubOf },
      { placings: { first: null, second: null, third: ['Asoka:j'] }, clubOf },
    ]);
    expect(table.map((r) => `${r.rank} ${r.club} ${r.gold}-${r.silver}-${r.bronze}`)).toEqual([
      '1 Sakura 2-0-0',
      '2 Tiger 1-1-1',
      '3 Cobra 0-1-1',
      '3 lotus 0-1-1',
      '5 Asoka 0-0-1',
    ]);
  });

  it('counts every placing given once, and ranks by the medals only', () => {
    const idArb = fc
      .tuple(fc.constantFrom('Sakura', 'SAKURA ', 'Tiger', 'Lotus', 'Cobra'), fc.nat(99))
      .map(([c, n]) => `${c}:${n}`);
    const placingsArb: fc.Arbitrary<Placings> = fc.record({
      first: fc.option(idArb, { nil: null }),
      second: fc.option(idArb, { nil: null }),
      third: fc.array(idArb, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(placingsArb, { maxLength: 20 }), (all) => {
        const table = medalTable(all.map((placings) => ({ placings, clubOf })));
        const count = (pick: (p: Placings) => (string | null)[]) =>
          all.flatMap(pick).filter((id) => id !== null).length;
        expect(table.reduce((sum, r) => sum + r.gold, 0)).toBe(count((p) => [p.first]));
        expect(table.reduce((sum, r) => sum + r.silver, 0)).toBe(count((p) => [p.second]));
        expect(table.reduce((sum, r) => sum + r.bronze, 0)).toBe(count((p) => p.third));
        expect(new Set(table.map((r) => r.club.toLowerCase())).size).toBe(table.length);
        table.forEach((row, i) => {
          const above = table[i - 1];
          const medals = (r: typeof row) => r.gold * 10_000 + r.silver * 100 + r.bronze;
          expect(row.rank).toBe(1 + table.filter((other) => medals(other) > medals(row)).length);
          if (above) expect(medals(above)).toBeGreaterThanOrEqual(medals(row));
        });
      }),
      { numRuns: 500 },
    );
  });
});
