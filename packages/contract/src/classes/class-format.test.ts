import { describe, expect, it } from 'vitest';
import { formattingLocale } from '../i18n/languages.ts';
import { batchPagePath, classDayDate, clockTime, classTime, formatRupees } from './class-format.ts';

describe("a batch's time and fee", () => {
  it('writes a 24-hour time on the 12-hour clock, noon and midnight included', () => {
    expect(clockTime('06:05')).toBe('6:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('00:30')).toBe('12:30 AM');
    expect(clockTime('18:30')).toBe('6:30 PM');
    expect(classTime({ startTime: '18:00', endTime: '19:15' })).toBe('6:00 PM – 7:15 PM');
  });

  it('says the part of the day first in Hindi and Marathi, once when start and end share it, in digits 0-9', () => {
    expect(clockTime('17:00', 'hi')).toBe('शाम 5:00');
    expect(clockTime('06:30', 'hi')).toBe('सुबह 6:30');
    expect(clockTime('13:15', 'hi')).toBe('दोपहर 1:15');
    expect(clockTime('18:30', 'mr')).toBe('संध्याकाळ 6:30');
    expect(classTime({ startTime: '17:30', endTime: '18:45' }, 'hi')).toBe('शाम 5:30 – 6:45');
    expect(classTime({ startTime: '19:30', endTime: '20:30' }, 'hi')).toBe('शाम 7:30 – रात 8:30');
    expect(classTime({ startTime: '07:00', endTime: '08:00' }, 'mr')).toBe('सकाळ 7:00 – 8:00');
  });

  it('writes every minute of the day in Hindi and Marathi as Intl does, from its own table', () => {
    for (const language of ['hi', 'mr'] as const) {
      const intl = new Intl.DateTimeFormat(formattingLocale(language), {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      });
      for (let minute = 0; minute < 24 * 60; minute++) {
        const hours = Math.floor(minute / 60);
        const parts = intl.formatToParts(Date.UTC(2000, 0, 1, hours, minute % 60));
        const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
        const time = `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        expect(clockTime(time, language), `${language} ${time}`).toBe(
          `${part('dayPeriod')} ${part('hour')}:${part('minute')}`,
        );
      }
    }
  });

  it("writes a class day's date in each language, with and without its year, as Intl does, from its own table", () => {
    expect(classDayDate('2026-11-30', false)).toBe('30 Nov');
    expect(classDayDate('2027-01-05', true)).toBe('5 Jan 2027');
    for (const language of ['hi', 'mr'] as const) {
      for (const withYear of [false, true]) {
        const intl = new Intl.DateTimeFormat(formattingLocale(language), {
          timeZone: 'UTC',
          day: 'numeric',
          month: 'long',
          ...(withYear ? { year: 'numeric' } : {}),
        });
        for (let month = 1; month <= 12; month++) {
          const day = `2027-${String(month).padStart(2, '0')}-${month + 10}`;
          expect(classDayDate(day, withYear, language), `${language} ${day}`).toBe(
            intl.format(Date.UTC(2027, month - 1, month + 10)),
          );
        }
      }
    }
  });

  it('writes whole rupees with Indian grouping, as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 500, 1500, 99999, 150000, 12345678]) {
      expect(formatRupees(amount)).toBe(intl.format(amount));
    }
  });

  it("escapes a batch's id in its page's path", () => {
    expect(batchPagePath('abc/d')).toBe('/classes/abc%2Fd');
  });
});
