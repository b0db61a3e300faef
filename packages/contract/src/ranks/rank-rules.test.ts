import { describe, expect, it } from 'vitest';
import {
  monthsAfter,
  normaliseCertificateNumber,
  rankNamedBy,
  rankText,
  CERTIFICATE_NUMBER_PATTERN,
} from './rank-rules.ts';

const RANKS = [
  { name: 'White', kind: 'kyu', grade: 10 },
  { name: 'Yellow', kind: 'kyu', grade: 9 },
  { name: 'Brown', kind: 'kyu', grade: 3 },
  { name: 'Brown', kind: 'kyu', grade: 2 },
  { name: 'Black', kind: 'dan', grade: 1 },
  { name: 'Black', kind: 'dan', grade: 2 },
] as const;

describe('rankNamedBy', () => {
  it('reads a kyu or dan number first, then a name, the lowest of that name', () => {
    expect(rankNamedBy('Brown 2 kyu', RANKS)).toBe(RANKS[3]);
    expect(rankNamedBy('2nd Dan black belt', RANKS)).toBe(RANKS[5]);
    expect(rankNamedBy('brown belt', RANKS)).toBe(RANKS[2]);
    expect(rankNamedBy('YELLOW', RANKS)).toBe(RANKS[1]);
  });
  it('names nothing for words outside the syllabus', () => {
    expect(rankNamedBy('Red (other dojo)', RANKS)).toBeNull();
    expect(rankNamedBy('7th kyu', RANKS)).toBeNull();
    expect(rankNamedBy('Whiteish', RANKS)).toBeNull();
  });
  it('round-trips the text a form sends for each rank', () => {
    for (const rank of RANKS) expect(rankNamedBy(rankText(rank), RANKS)).toBe(rank);
  });
});

describe('monthsAfter', () => {
  it('counts calendar months as people do, a short month ending on its last day', () => {
    expect(monthsAfter('2026-05-10', 3)).toBe('2026-08-10');
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsAfter('2028-01-31', 1)).toBe('2028-02-29');
    expect(monthsAfter('2026-11-15', 2)).toBe('2027-01-15');
    expect(monthsAfter('2026-11-15', 0)).toBe('2026-11-15');
  });
});

describe('certificate numbers', () => {
  it('accepts a number typed in lower case with spaces, and nothing else', () => {
    expect(normaliseCertificateNumber(' kka-2026-00042-x7qp ')).toBe('KKA-2026-00042-X7QP');
    expect(CERTIFICATE_NUMBER_PATTERN.test('KKA-2026-00042-X7QP')).toBe(true);
    expect(CERTIFICATE_NUMBER_PATTERN.test('KKA-2026-42-X7QP')).toBe(false);
    expect(CERTIFICATE_NUMBER_PATTERN.test('KKA-2026-00042-X7Q0')).toBe(false);
  });
});
