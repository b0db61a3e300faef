import { describe, expect, it } from 'vitest';
import { academyToday } from '../families/family-rules.ts';
import {
  ATTENDANCE_MARKS,
  ATTENDED_MARKS,
  isAttended,
  addDays,
  checkinCodeOf,
  isClassDay,
  nextClassDay,
  classDaysBetween,
  classDayStartsAt,
  weekdayOf,
} from './class-rules.ts';

const MON_WED_FRI = { weekdays: ['mon', 'wed', 'fri'] as const, startDate: '2026-01-01', endDate: null };

describe('a batch schedule in IST', () => {
  it('names the weekday of a calendar date, across month, year and leap-day ends', () => {
    expect(weekdayOf('2026-11-30')).toBe('mon');
    expect(weekdayOf('2026-12-31')).toBe('thu');
    expect(weekdayOf('2027-01-01')).toBe('fri');
    expect(weekdayOf('2028-02-29')).toBe('tue');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('holds class days on its weekdays across a month end, from its start, up to its end, not on closed days', () => {
    expect(classDaysBetween(MON_WED_FRI, '2026-11-27', '2026-12-04')).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
    const late = { ...MON_WED_FRI, startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(classDaysBetween(late, '2026-11-27', '2026-12-31')).toEqual(['2026-12-02']);
    expect(classDaysBetween(MON_WED_FRI, '2026-11-27', '2026-12-04', new Set(['2026-11-30']))).toEqual([
      '2026-11-27',
      '2026-12-02',
      '2026-12-04',
    ]);
    expect(isClassDay(MON_WED_FRI, '2026-12-01')).toBe(false);
  });

  it('finds the next class day, skipping closed days; none for a schedule that has ended', () => {
    expect(nextClassDay(MON_WED_FRI, '2026-12-05')).toBe('2026-12-07');
    expect(nextClassDay(MON_WED_FRI, '2026-12-07', new Set(['2026-12-07']))).toBe('2026-12-09');
    expect(nextClassDay({ ...MON_WED_FRI, endDate: '2026-12-04' }, '2026-12-05')).toBeNull();
  });

  it("finds the same next class day as the first of the year's class days, for schedules that start or end near it", () => {
    const closed = new Set(['2026-12-07', '2026-12-08', '2027-11-29']);
    const schedules = [
      MON_WED_FRI,
      { weekdays: ['sun'] as const, startDate: '2026-01-01', endDate: null },
      { weekdays: ['tue', 'thu'] as const, startDate: '2026-12-20', endDate: '2027-01-10' },
      { weekdays: ['mon'] as const, startDate: '2027-11-29', endDate: null },
      { weekdays: ['mon'] as const, startDate: '2028-01-01', endDate: null },
      { weekdays: ['tue'] as const, startDate: '2026-01-01', endDate: '2026-12-08' },
    ];
    for (const schedule of schedules) {
      for (let day = '2026-11-25'; day <= '2027-01-15'; day = addDays(day, 1)) {
        const year = classDaysBetween(schedule, day, addDays(day, 366), closed)[0] ?? null;
        expect(nextClassDay(schedule, day, closed), `${schedule.weekdays.join()} ${schedule.startDate} ${day}`).toBe(
          year,
        );
      }
    }
  });

  it('takes the class day in IST: 00:30 on Monday in India is still Sunday in UTC', () => {
    const mondayJustAfterMidnightIst = new Date('2026-11-29T19:00:00Z');
    expect(academyToday(mondayJustAfterMidnightIst)).toBe('2026-11-30');
    expect(isClassDay(MON_WED_FRI, academyToday(mondayJustAfterMidnightIst))).toBe(true);
    const sundayLateEveningIst = new Date('2026-11-29T18:29:00Z');
    expect(isClassDay(MON_WED_FRI, academyToday(sundayLateEveningIst))).toBe(false);
    expect(classDayStartsAt('2026-11-30', '06:00').toISOString()).toBe('2026-11-30T00:30:00.000Z');
  });

  it('reads a check-in code from a QR text or a typed code, and nothing else', () => {
    expect(checkinCodeOf('KKA1:ABCD2345')).toBe('ABCD2345');
    expect(checkinCodeOf(' abcd-2345 ')).toBe('ABCD2345');
    expect(checkinCodeOf('ABCD0345')).toBeNull();
    expect(checkinCodeOf('https://example.com')).toBeNull();
    expect(checkinCodeOf('KKA1:ABCD23456')).toBeNull();
  });
});

describe('what counts as attending a class', () => {
  it('is being marked present or late; absent or not marked is not', () => {
    expect(ATTENDANCE_MARKS.filter(isAttended)).toEqual(['present', 'late']);
    expect(ATTENDED_MARKS).toEqual(['present', 'late']);
    expect(isAttended('absent')).toBe(false);
    expect(isAttended(null)).toBe(false);
    expect(isAttended(undefined)).toBe(false);
  });
});
