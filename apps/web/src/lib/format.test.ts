import { afterAll, describe, expect, it } from 'vitest';
import {
  formatAdminDateTime,
  formatEventsPageDate,
  formatInr,
  formatIst,
  formatListDate,
  formatTableDateTime,
  istLocalToUtcIso,
  utcIsoToIstLocal,
} from './format.ts';
import { activateLanguage } from './i18n.ts';

describe('IST formatting', () => {
  it('reads a datetime-local value as IST and returns ISO UTC', () => {
    expect(istLocalToUtcIso('2026-12-25T18:30')).toBe('2026-12-25T13:00:00.000Z');
  });
  it('round-trips an instant back to the IST datetime-local value', () => {
    expect(utcIsoToIstLocal('2026-12-25T13:00:00.000Z')).toBe('2026-12-25T18:30');
  });
  it('shows dates in IST with the fixed date patterns', () => {
    expect(formatEventsPageDate('2026-12-25T13:00:00.000Z')).toBe('25 December 2026, 06:30 PM');
    expect(formatTableDateTime('2026-12-31T20:00:00.000Z')).toBe('01 Jan, 2027 01:30 AM');
  });
  it('formats fees as INR', () => {
    expect(formatInr(1500)).toBe('₹1,500.00');
  });
});

const OTHER_LANGUAGES = [
  {
    language: 'hi',
    eventsPage: '25 दिसंबर 2026, शाम 6:30',
    table: '1 जनवरी, 2027 रात 1:30',
    admin: '15 जून, 2026, दोपहर 12:00',
    list: '1 मार्च, 2026',
    current: ['15 अगस्त, 2026', '15 अगस्त 2026, सुबह 10:00'],
  },
  {
    language: 'mr',
    eventsPage: '25 डिसेंबर 2026, संध्याकाळ 6:30',
    table: '1 जानेवारी, 2027 रात्र 1:30',
    admin: '15 जून, 2026, मध्यान्ह 12:00',
    list: '1 मार्च, 2026',
    current: ['15 ऑगस्ट, 2026', '15 ऑगस्ट 2026, सकाळ 10:00'],
  },
] as const;

describe.each(OTHER_LANGUAGES)('$language formatting', ({ language, eventsPage, table, admin, list, current }) => {
  afterAll(() => activateLanguage('en'));

  it("writes dates and times in full, in IST, with the language's month names and digits 0-9", () => {
    expect(formatEventsPageDate('2026-12-25T13:00:00.000Z', language)).toBe(eventsPage);
    expect(formatTableDateTime('2026-12-31T20:00:00.000Z', language)).toBe(table);
    expect(formatAdminDateTime('2026-06-15T06:30:00.000Z', language)).toBe(admin);
    expect(formatListDate('2026-02-28T18:30:00.000Z', language)).toBe(list);
  });

  it('follows the current language when none is given', async () => {
    await activateLanguage(language);
    expect(formatListDate('2026-08-15T04:30:00.000Z')).toBe(current[0]);
    expect(formatEventsPageDate('2026-08-15T04:30:00.000Z')).toBe(current[1]);
    await activateLanguage('en');
    expect(formatListDate('2026-08-15T04:30:00.000Z')).toBe('15 Aug, 2026');
  });

  it('refuses a pattern letter it cannot word instead of printing it', () => {
    expect(() => formatIst('2026-08-15T04:30:00.000Z', 'EEE dd MMM', language)).toThrow(/Unsupported letter E/);
  });
});

describe('rupees', () => {
  it('are written with Indian digit grouping whatever the language', async () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      await activateLanguage(language);
      expect(formatInr(100000)).toBe('₹1,00,000.00');
      expect(formatInr(12345678.5)).toBe('₹1,23,45,678.50');
    }
    await activateLanguage('en');
  });
});
