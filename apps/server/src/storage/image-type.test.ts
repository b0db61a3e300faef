import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffImageType', () => {
  it('recognises the four accepted formats by their signatures', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
  });
  it('refuses anything else, whatever its name would say', () => {
    expect(sniffImageType(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
