import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ENGLISH } from './catalog.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { loadCatalog } from './catalog-files.ts';

const englishKeys = Object.keys(ENGLISH).sort();

/**
 * The placeholders a message fills in, `{left}` and `{left, plural, ...}` alike, read from the compiled message: a
 * plural's branch written as one word (`=0 {Offline}`) is text, not a placeholder.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const branches: unknown = token[2];
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe.each(LANGUAGE_CODES)('the %s catalog', (language) => {
  it('has exactly the English keys, each a well-formed ICU message with the same placeholders', async () => {
    const catalog = await loadCatalog(language);
    expect(Object.keys(catalog).sort()).toEqual(englishKeys);
    for (const key of englishKeys as (keyof typeof ENGLISH)[]) {
      expect(() => compileMessage(catalog[key]), key).not.toThrow();
      expect(new Set(placeholders(catalog[key])), key).toEqual(new Set(placeholders(ENGLISH[key])));
    }
  });
});

describe('the English catalog', () => {
  it('has no key that no source file uses', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const sources = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(root, dir, file),
        ),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Every quoted word of the sources that could be a key, read once: searching the sources' megabytes for each of
    // the thousands of keys took seconds.
    const quoted = new Set(Array.from(sources.matchAll(/'([A-Za-z][\w.-]*)'/g), (match) => match[1]));
    expect(englishKeys.every((key) => /^[A-Za-z][\w.-]*$/.test(key))).toBe(true);
    const unused = englishKeys.filter((key) => !quoted.has(key));
    expect(unused).toEqual([]);
  });
});
