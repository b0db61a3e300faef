import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageOfPath, languagePath, stripLanguage } from './languages.ts';

describe("a public page's address in each language", () => {
  it('prefixes every language but the default and keeps the rest of the address', () => {
    expect(languagePath('en', '/events#top')).toBe('/events#top');
    expect(languagePath('hi', '/events#top')).toBe('/hi/events#top');
    expect(languagePath('mr', '/classes/abc?day=2026-12-02')).toBe('/mr/classes/abc?day=2026-12-02');
  });

  it('is undone by stripLanguage, and languageOfPath reads its language back', () => {
    for (const language of LANGUAGE_CODES) {
      const address = languagePath(language, '/events/abc');
      expect(stripLanguage(address)).toBe('/events/abc');
      expect(languageOfPath(address)).toBe(language);
    }
  });
});
