import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED = 'v1.';

/** The AES-256 key of TWO_FACTOR_KEY (HKDF-SHA256), or null when it is unset and secrets are kept as they are. */
export function secretKey(configured: string | undefined): Buffer | null {
  if (!configured) return null;
  return Buffer.from(hkdfSync('sha256', configured, '', 'academy two-factor secrets', 32));
}

/**
 * An authenticator secret as stored: sealed with AES-256-GCM under the key, bound to its account (a sealed
 * secret copied onto another account's row does not open), or as it is without a key.
 */
export function sealSecret(secret: string, accountId: string, key: Buffer | null): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(accountId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEALED + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/**
 * The secret of a stored value, sealed or not (secrets enrolled before TWO_FACTOR_KEY was set stay readable).
 * Throws when a sealed one meets no key or another key: the operator changed TWO_FACTOR_KEY, which only resetting
 * the second factors mends (npm run admin -- --reset-two-factor).
 */
export function openSecret(stored: string, accountId: string, key: Buffer | null): string {
  if (!stored.startsWith(SEALED)) return stored;
  if (!key) throw new Error('a two-factor secret is sealed but TWO_FACTOR_KEY is not set');
  const [iv, tag, sealed] = stored
    .slice(SEALED.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!).setAAD(Buffer.from(accountId)).setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}
