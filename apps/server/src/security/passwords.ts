import { hash, verify } from '@node-rs/argon2';

/** Argon2id at OWASP's recommended minimum: 19 MiB of memory and 2 passes, about 30 ms a hash on a server core. */
const STANDARD = { memoryCost: 19456, timeCost: 2 };

/**
 * The test suites' cost (PASSWORD_HASH_COST=test, set by vitest's configuration): still Argon2id, still a real hash
 * and check, but the thousand sign-ups and logins of a run no longer spend a third of its time in it. A hash records
 * its own cost, so either kind verifies under either setting. The server refuses this setting in production.
 */
const TEST = { memoryCost: 1024, timeCost: 1 };

/** Read from the environment directly: the seeds and scripts that hash without a running server follow it too. */
export function passwordHashOptions(env: Record<string, string | undefined> = process.env) {
  return {
    algorithm: 2 /* Argon2id; the enum is a const enum, unusable under verbatimModuleSyntax */,
    parallelism: 1,
    ...(env.PASSWORD_HASH_COST === 'test' ? TEST : STANDARD),
  };
}

const OPTIONS = passwordHashOptions();

export function hashSecret(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
