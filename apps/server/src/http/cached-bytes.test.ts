import { describe, expect, it } from 'vitest';
import { pickEncoding } from './cached-bytes.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
  ] as const)('%j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
