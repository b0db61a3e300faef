import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET, TWO_FACTOR, groupRecoveryCode, recoveryCodeField } from '@academy/contract';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are ten different codes of 16 Crockford base32 characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toHaveLength(16);
      expect([...code].every((character) => RECOVERY_CODE_ALPHABET.includes(character))).toBe(true);
    }
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('are found by the hash of what the contract reads from a code typed loosely', () => {
    const [code] = newRecoveryCodes();
    const typed = ` ${groupRecoveryCode(code!).toLowerCase()} `;
    expect(hashRecoveryCode(recoveryCodeField.parse(typed))).toBe(hashRecoveryCode(code!));
    expect(hashRecoveryCode(code!)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('read O as 0 and I or L as 1, as Crockford base32 does', () => {
    expect(recoveryCodeField.parse('oooo-iiii-llll-0000')).toBe('0000111111110000');
    expect(recoveryCodeField.safeParse('UUUU-0000-0000-0000').success).toBe(false);
    expect(recoveryCodeField.safeParse('0000-0000-0000').success).toBe(false);
  });
});
