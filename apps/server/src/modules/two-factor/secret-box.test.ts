import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKey } from './secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const KEY = secretKey('a-two-factor-key-of-at-least-32-characters');

describe('the authenticator secret at rest', () => {
  it('is sealed under TWO_FACTOR_KEY, differently each time, and opens for its own account', () => {
    const sealed = sealSecret(SECRET, 'staff-1', KEY);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(SECRET, 'staff-1', KEY)).not.toBe(sealed);
    expect(openSecret(sealed, 'staff-1', KEY)).toBe(SECRET);
  });

  it('does not open for another account, under another key, or without a key', () => {
    const sealed = sealSecret(SECRET, 'staff-1', KEY);
    expect(() => openSecret(sealed, 'staff-2', KEY)).toThrow();
    expect(() => openSecret(sealed, 'staff-1', secretKey('another-key-another-key-another-key-1'))).toThrow();
    expect(() => openSecret(sealed, 'staff-1', null)).toThrow(/TWO_FACTOR_KEY/);
  });

  it('stays as it is without a key, and such a secret still opens once a key is set', () => {
    expect(sealSecret(SECRET, 'staff-1', null)).toBe(SECRET);
    expect(openSecret(SECRET, 'staff-1', KEY)).toBe(SECRET);
    expect(secretKey(undefined)).toBeNull();
  });
});
