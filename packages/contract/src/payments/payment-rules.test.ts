import { describe, expect, it } from 'vitest';
import { formatPaise, isOverdue } from './payment-rules.ts';

describe('when a fee is overdue', () => {
  it('is from the day after its due day, across a month and a year end', () => {
    expect(isOverdue('2026-11-10', '2026-11-09')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-10')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-11')).toBe(true);
    expect(isOverdue('2026-11-30', '2026-12-01')).toBe(true);
    expect(isOverdue('2026-12-31', '2027-01-01')).toBe(true);
  });
});

describe('an amount in paise as a page writes it', () => {
  it('groups the digits the Indian way, with paise, and keeps its formatter from the first call on', () => {
    expect(formatPaise(150_000)).toBe('₹1,500.00');
    expect(formatPaise(1_00_00_000_50)).toBe('₹1,00,00,000.50');
    expect(formatPaise(99, 'Rs. ')).toBe('Rs. 0.99');
    expect(formatPaise(150_000)).toBe('₹1,500.00');
  });
});
