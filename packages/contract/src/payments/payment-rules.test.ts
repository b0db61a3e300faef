import { describe, expect, it } from 'vitest';
import { isOverdue } from './payment-rules.ts';

describe('when a fee is overdue', () => {
  it('is from the day after its due day, across a month and a year end', () => {
    expect(isOverdue('2026-11-10', '2026-11-09')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-10')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-11')).toBe(true);
    expect(isOverdue('2026-11-30', '2026-12-01')).toBe(true);
    expect(isOverdue('2026-12-31', '2027-01-01')).toBe(true);
  });
});
