import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../shared/constants.ts';
import { academyToday } from './family-rules.ts';

describe('academyToday', () => {
  // The arithmetic stands in for ICU's time-zone data: this holds it to what Intl says of Asia/Kolkata, so a change of
  // the zone's rules (or of TIME_ZONE) fails here rather than on a birthday or a class day.
  it("is the academy's date by Intl at any instant from 1950 to 2100", () => {
    const byIntl = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const instants = fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (now) => {
        expect(academyToday(now)).toBe(byIntl.format(now));
      }),
      { numRuns: 2000 },
    );
  });

  it('turns the date at midnight in India, 18:30 UTC', () => {
    expect(academyToday(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11-30');
    expect(academyToday(new Date('2026-11-30T18:30:00.000Z'))).toBe('2026-12-01');
    expect(academyToday(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });
});
