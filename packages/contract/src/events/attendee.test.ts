import { describe, expect, it } from 'vitest';
import { attendeeOf, normalizeAttendeeName, normalizeEmail } from './attendee.ts';

describe('the attendee as duplicates are compared', () => {
  it('reads a name the same whatever its spacing, case or Unicode form', () => {
    expect(normalizeAttendeeName('  Aarav   Shah ')).toBe('aarav shah');
    expect(normalizeAttendeeName('AARAV\tSHAH')).toBe('aarav shah');
    // "é" typed as one code point or as "e" and a combining accent is one name.
    expect(normalizeAttendeeName('Ren\u00e9')).toBe(normalizeAttendeeName('Rene\u0301'));
    expect(normalizeAttendeeName('Aarav Shah')).not.toBe(normalizeAttendeeName('Aarav Shahh'));
  });

  it('reads an email without its case or surrounding spaces', () => {
    expect(normalizeEmail(' Parent@Example.COM ')).toBe('parent@example.com');
  });

  it('keys an attendee by both, so one email books two children apart', () => {
    const first = attendeeOf({ email: 'Parent@example.com', fighterName: 'Aarav Shah' });
    expect(first).toEqual({ emailNormalized: 'parent@example.com', nameNormalized: 'aarav shah' });
    expect(attendeeOf({ email: 'parent@example.com ', fighterName: ' aarav  SHAH' })).toEqual(first);
    expect(attendeeOf({ email: 'parent@example.com', fighterName: 'Diya Shah' })).not.toEqual(first);
  });
});
