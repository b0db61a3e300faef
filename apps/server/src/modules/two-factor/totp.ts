import { Secret, TOTP } from 'otpauth';
import { ACADEMY_NAME, TWO_FACTOR } from '@academy/contract';

/** RFC 6238 as authenticator apps expect it by default: HMAC-SHA1, 6 digits, a 30-second step. */
function totpOf(secret: string, accountName = '') {
  return new TOTP({
    issuer: ACADEMY_NAME,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/** The time step `now` falls in: the number of whole periods since 1970. */
function totpStep(now: number): number {
  return TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp: now });
}

/**
 * The time step of `code` if it is the code of now's step or of one within TWO_FACTOR.driftSteps either side;
 * 'used' when that step is not after `lastUsedStep`, the last one a code was accepted in (a replay, or an older
 * code once a newer was used); 'wrong' otherwise. The step, not the code, is what is remembered.
 */
export function verifyTotp(
  secret: string,
  code: string,
  now: number,
  lastUsedStep: number | null,
): { step: number } | 'wrong' | 'used' {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TWO_FACTOR.driftSteps });
  if (delta === null) return 'wrong';
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? 'used' : { step };
}
