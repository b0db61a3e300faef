import { describe, expect, it } from 'vitest';
import {
  formatEventsPageDate,
  formatInr,
  formatTableDateTime,
  istLocalToUtcIso,
  utcIsoToIstLocal,
  orPlaceholder,
} from './format.ts';

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
  it('uses the placeholder only for empty values', () => {
    expect(orPlaceholder(null, 'NA')).toBe('NA');
    expect(orPlaceholder('', 'N/A')).toBe('N/A');
    expect(orPlaceholder(0, 'NA')).toBe('0');
  });
});
