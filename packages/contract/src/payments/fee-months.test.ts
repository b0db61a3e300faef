import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../classes/class-rules.ts';
import { firstDayRun, firstFee, nextMonth, runsOn, type BatchRun } from './fee-months.ts';

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

describe('the first fee of an enrolment', () => {
  const running = batch({ startDate: '2026-01-05' });

  it('is this month’s, due on the due day, when accepted by it; in full, however late in the month', () => {
    expect(firstFee(running, 10, '2026-11-03')).toEqual({ month: '2026-11', dueDay: '2026-11-10', freeUntil: null });
    expect(firstFee(running, 10, '2026-11-10')).toEqual({ month: '2026-11', dueDay: '2026-11-10', freeUntil: null });
  });

  it('is next month’s when accepted after the due day, the rest of this month free', () => {
    expect(firstFee(running, 10, '2026-11-28')).toEqual({
      month: '2026-12',
      dueDay: '2026-12-10',
      freeUntil: '2026-11-30',
    });
  });

  it('is due on the first class day of a batch that starts after the due day', () => {
    const later = batch({ startDate: '2026-12-15' });
    expect(firstFee(later, 10, '2026-11-28')).toEqual({ month: '2026-12', dueDay: '2026-12-15', freeUntil: null });
    expect(firstFee(later, 10, '2026-12-16')).toEqual({
      month: '2027-01',
      dueDay: '2027-01-10',
      freeUntil: '2026-12-31',
    });
  });

  it('is none for a batch that ends before another month is billed', () => {
    expect(firstFee(batch({ startDate: '2026-01-05', endDate: '2026-11-20' }), 10, '2026-11-12')).toBeNull();
    expect(firstFee(batch({ startDate: '2026-01-05', endDate: '2026-12-05' }), 10, '2026-11-12')).toEqual({
      month: '2026-12',
      dueDay: '2026-12-10',
      freeUntil: '2026-11-30',
    });
  });

  it('is the month the monthly fee job would first bill the enrolment for', () => {
    const day = fc.integer({ min: 0, max: 500 }).map((n) => addDays('2026-01-01', n));
    const run = fc.record({
      startDate: day,
      endDate: fc.option(day, { nil: null }),
      pauses: fc.array(fc.record({ fromDay: day, untilDay: fc.option(day, { nil: null }) }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(run, day, fc.integer({ min: 1, max: 28 }), (b, accepted, dueOn) => {
        const fee = firstFee(b, dueOn, accepted);
        // The job's rule, month by month: billed once it ran by the month's end, to those accepted by the due day.
        let billed: string | null = null;
        for (let month = accepted.slice(0, 7), n = 0; n < 24 && billed === null; n += 1, month = nextMonth(month)) {
          const first = firstDayRun(b, month, `${month}-31`);
          if (!first) continue;
          const settingsDay = `${month}-${String(dueOn).padStart(2, '0')}`;
          if (accepted <= (first > settingsDay ? first : settingsDay)) billed = month;
        }
        expect(fee?.month ?? null).toBe(billed);
        if (fee?.freeUntil) expect(fee.freeUntil < `${fee.month}-01` && fee.freeUntil >= accepted).toBe(true);
      }),
    );
  });
});
