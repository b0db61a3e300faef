import fc from 'fast-check';
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
  it('groups the digits the Indian way, with paise, and the sign before the symbol', () => {
    expect(formatPaise(150_000)).toBe('₹1,500.00');
    expect(formatPaise(1_00_00_000_50)).toBe('₹1,00,00,000.50');
    expect(formatPaise(99, 'Rs. ')).toBe('Rs. 0.99');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(-150_000)).toBe('-₹1,500.00');
  });

  it('writes any amount as Intl writes rupees in en-IN', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const paise = fc.oneof(
      fc.integer({ min: -10_000, max: 10_000 }),
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.constantFrom(99, 100, 101, 99_999, 1_00_000, 9_99_99_999, 10_00_00_000),
    );
    fc.assert(
      fc.property(paise, (amount) => {
        expect(formatPaise(amount)).toBe(inr.format(amount / 100));
      }),
      { numRuns: 3000 },
    );
  });
});
