import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthsAfter, type GradingRule, type Rank } from '@academy/contract';
import { assess, monthsBetween } from './eligibility.ts';

const rank = (id: string, position: number): Rank => ({
  id,
  position,
  name: id,
  colour: '#ffffff',
  kind: 'kyu',
  grade: 10 - position,
});
const RANKS = [rank('white', 0), rank('yellow', 1), rank('orange', 2)];
const rules = (list: Omit<GradingRule, 'minAge'>[], minAge = 0) =>
  new Map(list.map((rule) => [rule.rankId, { ...rule, minAge }]));

describe('assess', () => {
  it('tests the rank after the one held, and the first rank for someone without one', () => {
    const all = rules([
      { rankId: 'white', minMonths: 0, minClasses: 0 },
      { rankId: 'yellow', minMonths: 0, minClasses: 0 },
    ]);
    const facts = { since: null, classesAttended: 0, age: 9 };
    expect(assess({ ...facts, rank: null }, RANKS, all, '2026-08-10').targetRank?.id).toBe('white');
    expect(assess({ ...facts, rank: RANKS[0]! }, RANKS, all, '2026-08-10')).toEqual({
      targetRank: RANKS[1],
      eligible: true,
      reasons: [],
    });
  });

  it('counts months on the IST calendar: met on the same date three months on, not the day before', () => {
    const three = rules([{ rankId: 'yellow', minMonths: 3, minClasses: 0 }]);
    const facts = { rank: RANKS[0]!, since: '2026-05-10', classesAttended: 30, age: 9 };
    expect(assess(facts, RANKS, three, '2026-08-10').eligible).toBe(true);
    expect(assess(facts, RANKS, three, '2026-08-09')).toMatchObject({
      eligible: false,
      reasons: [{ code: 'months', have: 2, need: 3 }],
    });
  });

  it('gives every rule not met, with the figures to word it', () => {
    const strict = rules([{ rankId: 'yellow', minMonths: 6, minClasses: 24 }], 8);
    expect(
      assess({ rank: RANKS[0]!, since: '2026-06-01', classesAttended: 12, age: 7 }, RANKS, strict, '2026-08-01')
        .reasons,
    ).toEqual([
      { code: 'months', have: 2, need: 6 },
      { code: 'classes', have: 12, need: 24 },
      { code: 'age', have: 7, need: 8 },
    ]);
    expect(
      assess({ rank: RANKS[0]!, since: '2026-01-01', classesAttended: 30, age: null }, RANKS, strict, '2026-08-01')
        .reasons,
    ).toEqual([{ code: 'ageUnknown', have: 0, need: 8 }]);
  });

  it('says when the grading does not test the next rank, and when there is none', () => {
    const onlyOrange = rules([{ rankId: 'orange', minMonths: 0, minClasses: 0 }]);
    const facts = { since: null, classesAttended: 0, age: 9 };
    expect(assess({ ...facts, rank: RANKS[0]! }, RANKS, onlyOrange, '2026-08-01').reasons[0]?.code).toBe('notTested');
    expect(assess({ ...facts, rank: RANKS[2]! }, RANKS, onlyOrange, '2026-08-01')).toEqual({
      targetRank: null,
      eligible: false,
      reasons: [{ code: 'topRank', have: 0, need: 0 }],
    });
  });
});

describe('monthsBetween', () => {
  it('counts whole months, a month ending on a short month’s last day', () => {
    expect(monthsBetween('2026-01-31', '2026-02-27')).toBe(0);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2025-11-26', '2026-11-26')).toBe(12);
  });

  it('is the last m with monthsAfter(since, m) on or before the day, for any two days', () => {
    const byMonths = (since: string, day: string) => {
      let months = 0;
      while (monthsAfter(since, months + 1) <= day) months += 1;
      return months;
    };
    const day = fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z') })
      .map((date) => date.toISOString().slice(0, 10));
    // Month ends and leap days, where the date months on is cut to the month's last day.
    const edge = fc.constantFrom('2024-01-31', '2024-02-29', '2025-02-28', '2025-03-31', '2026-08-31', '2026-11-30');
    fc.assert(
      fc.property(fc.oneof(day, edge), fc.oneof(day, edge), (since, until) => {
        expect(monthsBetween(since, until)).toBe(byMonths(since, until));
      }),
      { numRuns: 3000 },
    );
  });
});
