// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { needsShaping } from './shaped-pdf-text.ts';

describe('needsShaping', () => {
  it('leaves to jsPDF what its standard fonts write, so an English PDF stays vector text as before', () => {
    for (const text of ['Winter Kata Championship', 'Rohan D’Souza – “Kumite” …', 'José Müller', 'INR 1,500.00', '']) {
      expect(needsShaping(text), text).toBe(false);
    }
  });

  it('gives the browser every string with letters those fonts lack: Devanagari, the rupee sign, other scripts', () => {
    for (const text of ['क्षितिज प्रधान', 'Entry Fee: ₹1,500.00', '25 दिस॰, 2026', 'தமிழ்', 'Kabir (कबीर)']) {
      expect(needsShaping(text), text).toBe(true);
    }
  });
});
