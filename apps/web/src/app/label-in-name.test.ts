// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@academy/contract';

/**
 * WCAG 2.5.3 (label in name): a control whose accessible name adds to its visible words (to say which row it acts
 * on) keeps those words in it, in every language, so a voice-control user who says what they see reaches it. The
 * pairs are read off the web's source: an element with `aria-label={t('label', ...)}` whose text is `{t('visible')}`
 * (after an icon, if any).
 */
const src = path.resolve(import.meta.dirname, '..');
const contract = path.resolve(src, '../../../packages/contract/src');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

function catalog(language: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const area of fs.readdirSync(contract)) {
    const file = path.join(contract, area, 'messages', `${language}.json`);
    if (fs.existsSync(file)) Object.assign(all, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return all;
}

// aria-label={t('key', ...)}, then the tag's other one-line attributes, then '>' and the text's key.
const PAIR =
  /aria-label=\{t\('([\w.]+)'[^\n]*?\}\s*(?:[\w-]+=(?:\{[^\n]*\}|"[^"]*")\s*)*>\s*(?:<[^>]*\/>\s*)?\{t\('([\w.]+)'\)\}/g;

const pairs = files(src).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(PAIR)].map(([, label, visible]) => ({
    file: path.relative(src, file),
    label: label!,
    visible: visible!,
  })),
);

/** A message as a reader meets it: placeholders stand for some name, spaces as one. */
const words = (message: string) =>
  message
    .replace(/\{[^{}]*\}/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

describe('label in name', () => {
  it('finds the labelled controls in the source', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  for (const language of LANGUAGE_CODES) {
    it(`every labelled control's accessible name holds its visible words in ${language}`, () => {
      const messages = catalog(language);
      const missing = pairs
        .filter(({ label, visible }) => messages[label] !== undefined && messages[visible] !== undefined)
        .filter(({ label, visible }) => !words(messages[label]!).includes(words(messages[visible]!)))
        .map(({ file, label, visible }) => `${file}: "${messages[visible]}" not in "${messages[label]}" (${label})`);
      expect(missing).toEqual([]);
    });
  }
});
