// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 037: colours, radii and shadows are defined once, in tokens.css, and every other sheet takes them by
 * name. A colour written into a sheet, or a var() with a fallback (which repeats the token's value and goes stale
 * when the token changes), would start the drift again; a sheet past 400 lines wants splitting along the
 * components it styles.
 */
const src = path.resolve(import.meta.dirname, '..');
const TOKENS = path.join(src, 'styles', 'tokens.css');
const MAX_LINES = 400;

function sheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sheets(file);
    return /\.s?css$/.test(entry.name) ? [file] : [];
  });
}

/** The sheet without its comments (and Sass's line comments), which may name colours. */
function code(file: string): string {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return file.endsWith('.scss') ? text.replace(/(^|\s)\/\/.*$/gm, '$1') : text;
}

/** Each declaration's value: text after the first colon of a statement that ends in ; or }, not in { (a selector). */
function values(css: string): string[] {
  return [...css.matchAll(/([^;{}]*)(?=[;}])/g)]
    .map((match) => match[1]!)
    .filter((statement) => statement.includes(':'))
    .map((statement) => statement.slice(statement.indexOf(':') + 1));
}

const all = sheets(src);
const others = all.filter((file) => file !== TOKENS);
const relative = (file: string) => path.relative(src, file);
const defined = new Set(all.flatMap((file) => [...code(file).matchAll(/(--kk-[\w-]+)\s*:/g)].map((m) => m[1]!)));

describe('the stylesheets', () => {
  it('find the tokens sheet and the others', () => {
    expect(fs.existsSync(TOKENS)).toBe(true);
    expect(others.length).toBeGreaterThan(50);
  });

  it('write no colour literal outside tokens.css', () => {
    const found = others.flatMap((file) =>
      values(code(file)).flatMap((value) =>
        [...value.matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi)].map(
          (m) => `${relative(file)}: ${m[0]}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('give no var() a fallback', () => {
    const found = all.flatMap((file) =>
      [...code(file).matchAll(/var\(\s*(--[\w-]+)\s*,/g)].map((m) => `${relative(file)}: ${m[1]}`),
    );
    expect(found).toEqual([]);
  });

  it('use only tokens that are defined', () => {
    const found = all.flatMap((file) =>
      [...code(file).matchAll(/var\(\s*(--kk-[\w-]+)\s*\)/g)]
        .filter((m) => !defined.has(m[1]!))
        .map((m) => `${relative(file)}: ${m[1]}`),
    );
    expect(found).toEqual([]);
  });

  it(`keep each sheet under ${MAX_LINES} lines`, () => {
    const long = all
      .map((file) => ({ file: relative(file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((sheet) => sheet.lines >= MAX_LINES);
    expect(long).toEqual([]);
  });
});
