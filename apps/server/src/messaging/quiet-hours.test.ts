import { describe, expect, it } from 'vitest';
import { afterQuietHours } from './quiet-hours.ts';

const QUIET = { from: 21, until: 8 };

describe('afterQuietHours', () => {
  it('lets a message go at once during the day in India', () => {
    const noon = new Date('2026-12-01T06:30:00Z'); // 12:00 IST
    expect(afterQuietHours(noon, QUIET)).toEqual(noon);
    const justBefore = new Date('2026-12-01T15:29:59Z'); // 20:59:59 IST
    expect(afterQuietHours(justBefore, QUIET)).toEqual(justBefore);
  });

  it('holds an evening message until 08:00 IST the next morning', () => {
    expect(afterQuietHours(new Date('2026-12-01T15:30:00Z'), QUIET).toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(afterQuietHours(new Date('2026-12-01T18:29:00Z'), QUIET).toISOString()).toBe('2026-12-02T02:30:00.000Z');
  });

  it('holds a message of the small hours until 08:00 IST the same day', () => {
    // 00:30 IST on 2 December is 19:00 UTC on 1 December.
    expect(afterQuietHours(new Date('2026-12-01T19:00:00Z'), QUIET).toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(afterQuietHours(new Date('2026-12-02T02:29:00Z'), QUIET).toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(afterQuietHours(new Date('2026-12-02T02:30:00Z'), QUIET).toISOString()).toBe('2026-12-02T02:30:00.000Z');
  });

  it('keeps no quiet hours when they are off, and reads hours within one day', () => {
    const late = new Date('2026-12-01T17:00:00Z'); // 22:30 IST
    expect(afterQuietHours(late, null)).toEqual(late);
    // 13:00-15:00 IST: at 14:00 IST (08:30 UTC) the message waits for 15:00 IST (09:30 UTC).
    expect(afterQuietHours(new Date('2026-12-01T08:30:00Z'), { from: 13, until: 15 }).toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
  });
});
