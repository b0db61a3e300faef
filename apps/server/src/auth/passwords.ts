import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is a const enum, unusable under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

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

/** A real hash to verify against when the account does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | null = null;
function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-account-password');
  return dummyHash;
}

/**
 * A login's password check: against the account's hash, or against a dummy hash when there is no account, so a
 * wrong email and a wrong password take the same time and cannot be told apart.
 */
export async function verifyLoginPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  const ok = await verifySecret(storedHash ?? (await dummySecretHash()), plain);
  return ok && storedHash !== undefined;
}
