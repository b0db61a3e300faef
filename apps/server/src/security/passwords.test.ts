import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashSecret, passwordHashOptions, verifySecret } from './passwords.ts';

describe('password hashing', () => {
  it('is Argon2id at 19 MiB and 2 passes unless the test cost is asked for', () => {
    expect(passwordHashOptions({})).toEqual({ algorithm: 2, parallelism: 1, memoryCost: 19456, timeCost: 2 });
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'standard' })).toMatchObject({ memoryCost: 19456, timeCost: 2 });
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'test' })).toMatchObject({ algorithm: 2, memoryCost: 1024 });
  });

  it('checks a hash made at either cost, and refuses the wrong password and a damaged hash', async () => {
    const standard = await hash('kata-2026', passwordHashOptions({}));
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mine = await hashSecret('kata-2026');
    expect(mine).toMatch(/^\$argon2id\$/);
    for (const hashed of [standard, mine]) {
      expect(await verifySecret(hashed, 'kata-2026')).toBe(true);
      expect(await verifySecret(hashed, 'kata-2027')).toBe(false);
    }
    expect(await verifySecret('not a hash', 'kata-2026')).toBe(false);
  });
});
