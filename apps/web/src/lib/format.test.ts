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

describe('Hindi formatting', () => {
  afterAll(() => activateLanguage('en'));

  it('keeps the fixed date shapes, in IST, with Hindi month names', () => {
    expect(formatEventsPageDate('2026-12-25T13:00:00.000Z', 'hi')).toBe('25 दिसंबर 2026, 06:30 PM');
    expect(formatTableDateTime('2026-12-31T20:00:00.000Z', 'hi')).toBe('01 जन॰, 2027 01:30 AM');
    expect(formatAdminDateTime('2026-06-15T06:30:00.000Z', 'hi')).toBe('15 जून, 2026, 12:00 PM');
    expect(formatListDate('2026-02-28T18:30:00.000Z', 'hi')).toBe('01 मार्च, 2026');
  });

  it('writes rupees with Indian digit grouping in English and in Hindi', () => {
    expect(formatInr(100000, 'en')).toBe('₹1,00,000.00');
    expect(formatInr(100000, 'hi')).toBe('₹1,00,000.00');
    expect(formatInr(12345678.5, 'hi')).toBe('₹1,23,45,678.50');
  });

  it('follows the current language when none is given', async () => {
    await activateLanguage('hi');
    expect(formatListDate('2026-08-15T04:30:00.000Z')).toBe('15 अग॰, 2026');
    expect(formatEventsPageDate('2026-08-15T04:30:00.000Z')).toBe('15 अगस्त 2026, 10:00 AM');
    await activateLanguage('en');
    expect(formatListDate('2026-08-15T04:30:00.000Z')).toBe('15 Aug, 2026');
  });

  it('refuses a pattern letter it cannot word instead of printing it', () => {
    expect(() => formatIst('2026-08-15T04:30:00.000Z', 'EEE dd MMM', 'hi')).toThrow(/Unsupported letter E/);
  });
});
