import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract';
import { firstDayRun, nextMonth, runsOn, type BatchRun } from './fee-months.ts';

const batch = (overrides: Partial<BatchRun> = {}): BatchRun => ({
  startDate: '2026-01-15',
  endDate: null,
  pauses: [],
  ...overrides,
});

describe('the months a batch is billed for', () => {
  it('bills nothing before the first day, and the first month from that day', () => {
    expect(firstDayRun(batch(), '2025-11', '2026-12-31')).toBeNull();
    expect(firstDayRun(batch(), '2026-01', '2026-01-14')).toBeNull();
    expect(firstDayRun(batch(), '2026-01', '2026-01-15')).toBe('2026-01-15');
    expect(firstDayRun(batch(), '2026-02', '2026-02-01')).toBe('2026-02-01');
  });

  it('bills nothing from the month after the end, and the month it ends in only if it ran in it', () => {
    const ended = batch({ endDate: '2026-04-30' });
    expect(firstDayRun(ended, '2026-04', '2026-12-31')).toBe('2026-04-01');
    expect(firstDayRun(ended, '2026-05', '2026-12-31')).toBeNull();
    expect(firstDayRun(batch({ endDate: '2026-05-01' }), '2026-05', '2026-12-31')).toBe('2026-05-01');
  });

  it('bills no month paused throughout, and a month with a day of classes from that day', () => {
    const paused = batch({ pauses: [{ fromDay: '2026-03-20', untilDay: '2026-05-11' }] });
    expect(firstDayRun(paused, '2026-03', '2026-12-31')).toBe('2026-03-01');
    expect(firstDayRun(paused, '2026-04', '2026-12-31')).toBeNull();
    expect(firstDayRun(paused, '2026-05', '2026-05-10')).toBeNull();
    expect(firstDayRun(paused, '2026-05', '2026-05-11')).toBe('2026-05-11');
    const still = batch({ pauses: [{ fromDay: '2026-03-01', untilDay: null }] });
    expect(firstDayRun(still, '2026-03', '2026-12-31')).toBeNull();
    expect(firstDayRun(still, '2026-09', '2026-12-31')).toBeNull();
    // Paused and opened again on one day: no day without classes.
    expect(
      firstDayRun(batch({ pauses: [{ fromDay: '2026-06-01', untilDay: '2026-06-01' }] }), '2026-06', '2026-06-01'),
    ).toBe('2026-06-01');
  });

  it('never bills a day the batch does not run, nor a month one pause covers', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
    const run = fc.record({
      startDate: day,
      endDate: fc.option(day, { nil: null }),
      pauses: fc.array(fc.record({ fromDay: day, untilDay: fc.option(day, { nil: null }) }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(run, day, day, (b, inMonth, today) => {
        const period = inMonth.slice(0, 7);
        const monthStart = `${period}-01`;
        const nextStart = `${nextMonth(period)}-01`;
        const first = firstDayRun(b, period, today);
        if (first !== null) {
          expect(first >= monthStart && first < nextStart && first <= today && first >= b.startDate).toBe(true);
          expect(b.endDate === null || first <= b.endDate).toBe(true);
          expect(b.pauses.some((p) => p.fromDay <= first && (p.untilDay === null || first < p.untilDay))).toBe(false);
          expect(runsOn(b, first)).toBe(true);
        }
        const coveredByAPause = b.pauses.some(
          (p) => p.fromDay <= monthStart && (p.untilDay === null || p.untilDay >= nextStart),
        );
        if (coveredByAPause || b.startDate >= nextStart || (b.endDate !== null && b.endDate < monthStart)) {
          expect(first).toBeNull();
        }
      }),
    );
  });
});
