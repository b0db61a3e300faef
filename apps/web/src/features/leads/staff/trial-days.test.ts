import { describe, expect, it } from 'vitest';
import { nextClassDays, trialDayLabel } from './trial-days.ts';

describe('nextClassDays', () => {
  const schedule = { weekdays: ['tue', 'sat'] as const, startDate: '2026-01-05', endDate: null, closedDays: [] };

  it("lists a batch's next six class days from today, today included", () => {
    // 1 December 2026 is a Tuesday.
    expect(nextClassDays(schedule, '2026-12-01')).toEqual([
      '2026-12-01',
      '2026-12-05',
      '2026-12-08',
      '2026-12-12',
      '2026-12-15',
      '2026-12-19',
    ]);
  });

  it('leaves out the class days the academy has cancelled', () => {
    const closedDays = [
      { day: '2026-12-05', reason: 'Tournament at Balewadi' },
      { day: '2026-12-12', reason: 'Hall closed' },
    ];
    expect(nextClassDays({ ...schedule, closedDays }, '2026-12-01')).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-19',
      '2026-12-22',
      '2026-12-26',
    ]);
  });

  it('offers nothing for a batch with no class days', () => {
    expect(nextClassDays({ ...schedule, weekdays: [] }, '2026-12-01')).toEqual([]);
  });
});

describe('trialDayLabel', () => {
  const t = (key: string) => key.replace('classes.weekday.', '');
  it('writes the day as the staff screens do, in each language', () => {
    expect(trialDayLabel('2026-12-05', t, 'en')).toBe('sat, 05 Dec');
    expect(trialDayLabel('2026-12-05', t, 'hi')).toBe('sat, 5 दिसंबर');
    expect(trialDayLabel('2026-12-05', t, 'mr')).toBe('sat, 5 डिसेंबर');
  });
});
