import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPartFiles, readCatalog } from './catalog-parts.ts';
import { loadCatalog } from './catalog-files.ts';
import { ENGLISH } from './catalog.ts';
import { LANGUAGE_CODES } from './languages.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
/** A part's feature: the folder its messages/ is in. */
const featureOf = (file: string) => path.basename(path.dirname(path.dirname(file)));
const englishParts = catalogPartFiles('en');

describe("the catalogs' parts", () => {
  it('are each in a feature folder, with shared/ among them', () => {
    expect(englishParts.map(featureOf)).toContain('shared');
    expect(englishParts.length).toBeGreaterThan(5);
  });

  it.each(LANGUAGE_CODES)('hold no %s key in two parts', (language) => {
    const seen = new Map<string, string[]>();
    for (const file of catalogPartFiles(language)) {
      for (const key of Object.keys(read(file))) seen.set(key, [...(seen.get(key) ?? []), featureOf(file)]);
    }
    expect([...seen].filter(([, features]) => features.length > 1)).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("give %s, feature by feature, exactly English's keys", (language) => {
    expect(catalogPartFiles(language).map(featureOf)).toEqual(englishParts.map(featureOf));
    for (const file of englishParts) {
      const own = file.replace(/en\.json$/, `${language}.json`);
      expect(Object.keys(read(own)).sort(), featureOf(file)).toEqual(Object.keys(read(file)).sort());
    }
  });

  it('are written as the catalogs always were: sorted keys, two spaces, a newline at the end', () => {
    for (const language of LANGUAGE_CODES) {
      for (const file of catalogPartFiles(language)) {
        const text = readFileSync(file, 'utf8');
        const sorted = Object.fromEntries(Object.entries(read(file)).sort(([a], [b]) => (a < b ? -1 : 1)));
        expect(text, file).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
      }
    }
  });

  it.each(LANGUAGE_CODES)(
    'make, for the server (catalogs/%s.ts), the catalog the web app builds from the same files',
    async (language) => {
      const assembled = await loadCatalog(language);
      expect(JSON.stringify(assembled)).toBe(JSON.stringify(readCatalog(language)));
    },
  );

  it('make ENGLISH', () => {
    expect(JSON.stringify(ENGLISH)).toBe(JSON.stringify(readCatalog('en')));
  });
});
