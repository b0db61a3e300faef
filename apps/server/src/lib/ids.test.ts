import { describe, expect, it } from 'vitest';
import { newBookingCode } from './ids.ts';

describe('newBookingCode', () => {
  it('is short, prefixed and free of ambiguous characters', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newBookingCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^KKA-[A-HJKMNP-Z2-9]{6}$/);
  });
});
