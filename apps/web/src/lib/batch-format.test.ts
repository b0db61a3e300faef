import { describe, expect, it } from 'vitest';
import { academyToday, addDays } from '@academy/contract';
import { formatClassDay } from './batch-format.ts';
import { activateLanguage, t } from './i18n.ts';

describe('a class day as a timetable writes it', () => {
  // A Monday in this year's December, and one of the next year's January (written with its year).
  const year = Number(academyToday().slice(0, 4));
  const monday = (from: string) => {
    let day = from;
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
    return day;
  };
  const december = monday(`${year}-12-01`);
  const january = monday(`${year + 1}-01-01`);

  it('abbreviates the month in English, and names it in full in Hindi and Marathi (no "नव॰")', async () => {
    expect(formatClassDay(december, t, 'en')).toBe(`Mon, ${Number(december.slice(8))} Dec`);
    await activateLanguage('hi');
    expect(formatClassDay(december, t, 'hi')).toBe(`सोम, ${Number(december.slice(8))} दिसंबर`);
    expect(formatClassDay(january, t, 'hi')).toBe(`सोम, ${Number(january.slice(8))} जनवरी ${year + 1}`);
    await activateLanguage('mr');
    expect(formatClassDay(december, t, 'mr')).toMatch(new RegExp(`^.+, ${Number(december.slice(8))} डिसेंबर$`));
    await activateLanguage('en');
  });
});
