import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret given with a request is the one expected, in time that does not depend on where they differ
 * (a signature, a link's hash, a webhook's token). Texts of different lengths differ at once: the length is no secret.
 */
export function sameSecret(given: string, expected: string, encoding: BufferEncoding = 'utf8'): boolean {
  const left = Buffer.from(given, encoding);
  const right = Buffer.from(expected, encoding);
  return left.length === right.length && timingSafeEqual(left, right);
}
