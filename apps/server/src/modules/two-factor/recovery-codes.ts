import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, TWO_FACTOR } from '@academy/contract';

/** One recovery code: TWO_FACTOR.recoveryCodeLength characters drawn uniformly from Crockford's base32. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < TWO_FACTOR.recoveryCodeLength; i++) code += RECOVERY_CODE_ALPHABET[randomInt(32)];
  return code;
}

/** A fresh set of recovery codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR.recoveryCodes) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * What is kept of a recovery code (normalized, as the contract's schema reads it): its SHA-256. Each code holds 80
 * random bits, so no one can search for it from its hash, fast hash or slow; argon2id's cost is for passwords,
 * which people choose. A fast hash also lets a code be found by one indexed lookup.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
