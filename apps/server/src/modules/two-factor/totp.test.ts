import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; its 8-digit codes end in these 6 digits.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const AT = (seconds: number) => seconds * 1000;
/** 59 s is in step 1; 1111111109 s in step 37037036. */
const VECTORS = [
  { time: AT(59), step: 1, code: '287082' },
  { time: AT(1111111109), step: 37037036, code: '081804' },
  { time: AT(1234567890), step: 41152263, code: '005924' },
];

describe('verifyTotp, on a fixed clock', () => {
  it.each(VECTORS)("accepts RFC 6238's code at $time ms as step $step", ({ time, step, code }) => {
    expect(verifyTotp(RFC_SECRET, code, time, null)).toEqual({ step });
  });

  it.each(VECTORS)(
    'accepts the code of the step before and of the step after (one step of drift)',
    ({ time, step, code }) => {
      expect(verifyTotp(RFC_SECRET, code, time + 30_000, null)).toEqual({ step });
      expect(verifyTotp(RFC_SECRET, code, time - 30_000, null)).toEqual({ step });
    },
  );

  it.each(VECTORS)('refuses the code of a step two away, either way', ({ time, code }) => {
    expect(verifyTotp(RFC_SECRET, code, time + 60_000, null)).toBe('wrong');
    expect(verifyTotp(RFC_SECRET, code, time - 60_000, null)).toBe('wrong');
  });

  it('refuses a code of a step already used (a replay), and an older one once a newer was used', () => {
    const { time, step, code } = VECTORS[1]!;
    expect(verifyTotp(RFC_SECRET, code, time, step)).toBe('used');
    const next = TOTP.generate({ secret: Secret.fromBase32(RFC_SECRET), timestamp: time + 30_000 });
    expect(verifyTotp(RFC_SECRET, next, time, step)).toEqual({ step: step + 1 });
    expect(verifyTotp(RFC_SECRET, code, time, step + 1)).toBe('used');
  });

  it('refuses a code that is not the step’s, and one of another length', () => {
    const { time, code } = VECTORS[0]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(RFC_SECRET, wrong, time, null)).toBe('wrong');
    expect(verifyTotp(RFC_SECRET, `${code}0`, time, null)).toBe('wrong');
  });
});

describe('a new secret', () => {
  it('holds 160 random bits, and its otpauth:// address is what an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'sensei@kaizen.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kaizen Karate Academy:sensei@kaizen.test');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Kaizen Karate Academy',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
