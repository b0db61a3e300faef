// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { verifyAddress } from './certificate-page.ts';

describe('verifyAddress', () => {
  it('is the public check of the number on the site', () => {
    expect(verifyAddress('KKA-2026-00042-X7QP', 'https://kaizen.example')).toBe(
      'https://kaizen.example/verify/KKA-2026-00042-X7QP',
    );
  });
});
