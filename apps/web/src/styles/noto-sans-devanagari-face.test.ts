// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

/**
 * The site's Devanagari face is the package's regular face cut to the letters Hindi and Marathi are written in
 * (devanagari.css says how). A cut that lost a conjunct, a vowel sign's placement or a nukta form would draw words
 * wrong on every phone without the font of its own: each word below must come out of the cut face in the same
 * shapes, at the same places, as out of the whole one.
 */
const repository = path.resolve(import.meta.dirname, '../../../..');
const sheet = fs.readFileSync(path.join(import.meta.dirname, 'devanagari.css'), 'utf8');
const SHIPPED = path.join(import.meta.dirname, '../assets/fonts/noto-sans-devanagari-hindi-marathi-400.woff2');
const WHOLE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json')),
  'files/noto-sans-devanagari-devanagari-400-normal.woff2',
);
const cut = fontkit.create(fs.readFileSync(SHIPPED)) as fontkit.Font;
const whole = fontkit.create(fs.readFileSync(WHOLE)) as fontkit.Font;

/** The code points of the face's unicode-range in devanagari.css. */
function rangeOfTheSheet(): Set<number> {
  const range = /unicode-range:\s*([^;]+);/.exec(sheet)?.[1];
  if (!range) throw new Error('devanagari.css has no unicode-range');
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+/g;
/** Before a letter that starts a syllable: one that is not a sign, and not joined by a virama (or virama and joiner). */
const SYLLABLE_START =
  /(?<!\u094D[\u200C\u200D]?)(?=[\u0904-\u0939\u093D\u0950\u0958-\u0961\u0964-\u0970\u0972-\u097F])/u;

/**
 * Every syllable of the Devanagari the product's sources and messages hold (its texts and its demo content): a
 * Devanagari word is shaped syllable by syllable (the conjunct, its vowel sign's form and place), and fontkit shapes
 * about 12,000 glyphs a second, too slow for each of the 5,000 words twice.
 */
function syllablesOfTheProduct(): Set<string> {
  const syllables = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|ts|tsx)$/.test(entry.name)) {
        for (const [word] of fs.readFileSync(file, 'utf8').matchAll(DEVANAGARI_RUN)) {
          for (const syllable of word.split(SYLLABLE_START)) syllables.add(syllable);
        }
      }
    }
  };
  walk(path.join(repository, 'apps'));
  walk(path.join(repository, 'packages'));
  syllables.delete('');
  return syllables;
}

/** Read once for the file: the walk reads every source file of the repository. */
const PRODUCT_SYLLABLES = syllablesOfTheProduct();

const VIRAMA = '\u094D';
const CONSONANTS = [
  ...Array.from({ length: 0x939 - 0x915 + 1 }, (_, index) => String.fromCodePoint(0x915 + index)),
  ...'\u0958\u0959\u095A\u095B\u095C\u095D\u095E\u095F',
];
const SIGNS = [
  ...'\u093E\u093F\u0940\u0941\u0942\u0943\u0944\u0945\u0946\u0947\u0948\u0949\u094A\u094B\u094C\u0901\u0902\u0903\u093C',
];

/** Each consonant with each vowel sign, in every pair as a conjunct, under a reph, before र, and its half form. */
function clusters(): string[] {
  return CONSONANTS.flatMap((first) => [
    ...SIGNS.map((sign) => first + sign),
    `र${VIRAMA}${first}ं`,
    `${first}${VIRAMA}रु`,
    `${first}${VIRAMA}\u200D`,
    ...CONSONANTS.map((second) => `${first}${VIRAMA}${second}ि`),
  ]);
}

/**
 * The glyphs a face draws a word with, and where. A joiner (ZWJ, ZWNJ) is left out: fontkit puts a space glyph of no
 * width in its place (the cut face, which has no space, its empty glyph), and a browser's shaper draws nothing there.
 */
function glyphsOf(font: fontkit.Font, word: string) {
  const run = font.layout(word);
  return run.glyphs
    .map((glyph, index) => ({ glyph, position: run.positions[index]! }))
    .filter(({ glyph }) => !(glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20));
}

const outlines = new Map<fontkit.Font, Map<number, string>>();

/** How a face draws a word: each glyph's outline and where it goes; the empty box (glyph 0) as such. */
function drawing(font: fontkit.Font, word: string): string {
  const known = outlines.get(font) ?? outlines.set(font, new Map()).get(font)!;
  return glyphsOf(font, word)
    .map(({ glyph, position: { xAdvance, yAdvance, xOffset, yOffset } }) => {
      if (glyph.id === 0) return 'EMPTY BOX';
      const outline = known.get(glyph.id) ?? known.set(glyph.id, glyph.path.toSVG()).get(glyph.id);
      return `${outline} @${xOffset},${yOffset} +${xAdvance},${yAdvance}`;
    })
    .join('|');
}

describe('the Devanagari face the site ships', () => {
  it('has a glyph for each letter its unicode-range claims, and none the range leaves to other fonts', () => {
    // fontkit lists U+FFFF, the end of the font's last cmap segment, as a character.
    const inFace = new Set(cut.characterSet.filter((point) => point >= 0x900 && point < 0xffff));
    const range = rangeOfTheSheet();
    const claimed = [...range].filter((point) => point !== 0x200c && point !== 0x200d);
    expect(claimed.filter((point) => !inFace.has(point))).toEqual([]);
    expect([...inFace].filter((point) => !range.has(point))).toEqual([]);
    expect(inFace.has(0x972)).toBe(true); // ॲ, Marathi's short a in borrowed words
  });

  it('holds each letter of the product’s Hindi and Marathi within its range', () => {
    const range = rangeOfTheSheet();
    const outside = [...PRODUCT_SYLLABLES].filter((word) => [...word].some((char) => !range.has(char.codePointAt(0)!)));
    expect(outside).toEqual([]);
  });

  // About 3.5 s of fontkit's shaping on this 2-core machine alone, past vitest's 5 s beside the PostgreSQL run.
  it('shapes every syllable of the product, and every conjunct, as the whole face does', { timeout: 60_000 }, () => {
    const words = [...PRODUCT_SYLLABLES, ...clusters()];
    expect(words.length).toBeGreaterThan(3_000);
    const drawn = words.map((word) => ({ word, cut: drawing(cut, word), whole: drawing(whole, word) }));
    expect(drawn.filter((word) => word.cut !== word.whole).map(({ word }) => word)).toEqual([]);
    // Nor do both draw a letter as the empty box, as a face without the letter would.
    expect(drawn.filter((word) => word.cut.includes('EMPTY BOX')).map(({ word }) => word)).toEqual([]);
  });

  it('is smaller than the whole face by more than a quarter', () => {
    const bytes = (file: string) => fs.statSync(file).size;
    expect(bytes(SHIPPED)).toBeLessThan(bytes(WHOLE) * 0.75);
  });
});
