// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The site builds only the Bootstrap it uses (decision 023): base.scss in the entry's stylesheet, the other sheets
 * of this folder with the components that import them. A Bootstrap class written in markup but built by no sheet,
 * or by a sheet the module does not import, renders unstyled, and nothing else would say so.
 */
const here = import.meta.dirname;
const src = path.resolve(here, '../..');
const nodeModules = path.resolve(src, '../../../node_modules');

const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
const bootstrapClasses = classesOf(fs.readFileSync(path.join(nodeModules, 'bootstrap/dist/css/bootstrap.css'), 'utf8'));
const sheets = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.scss') && !file.startsWith('_'))
  .map((file) => ({
    file,
    classes: classesOf(
      compile(path.join(here, file), {
        loadPaths: [nodeModules],
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin'],
      }).css,
    ),
  }));
const base = sheets.find((sheet) => sheet.file === 'base.scss')!.classes;

/** react-bootstrap components whose markup carries a part's classes. */
const COMPONENT_PARTS: Record<string, string> = {
  Modal: 'modal.scss',
  Dropdown: 'dropdown.scss',
  SplitButton: 'dropdown.scss',
  DropdownButton: 'dropdown.scss',
  Tabs: 'tabs-accordion.scss',
  Tab: 'tabs-accordion.scss',
  Nav: 'tabs-accordion.scss',
  Accordion: 'tabs-accordion.scss',
};

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The words of a module's class attributes: their quoted strings and template literals' text. */
function classWords(code: string): Set<string> {
  const words = new Set<string>();
  for (const attribute of code.matchAll(/\b\w*[cC]lassName=(\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*")/g)) {
    for (const literal of attribute[1]!.matchAll(/"([^"]*)"|'([^']*)'|`([^`]*)`/g)) {
      const text = (literal[1] ?? literal[2] ?? literal[3]!).replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
    if (attribute[1]!.startsWith('"')) for (const word of attribute[1]!.slice(1, -1).split(/\s+/)) words.add(word);
  }
  return words;
}

/** The sheets of this folder that a module imports, itself or through the modules it imports statically. */
function importedSheets(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || !fs.existsSync(file)) return found;
  seen.add(file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/^import (?:[^'"]* from )?'(\.[^']*)';$/gm)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    if (path.dirname(target) === here && target.endsWith('.scss')) found.add(path.basename(target));
    else if (/\.tsx?$/.test(target)) for (const sheet of importedSheets(target, seen)) found.add(sheet);
  }
  return found;
}

describe('the Bootstrap sheets', () => {
  const files = modules(src);

  it('build every Bootstrap class the markup uses', () => {
    const built = new Set(sheets.flatMap((sheet) => [...sheet.classes]));
    const missing = files.flatMap((file) =>
      [...classWords(fs.readFileSync(file, 'utf8'))]
        .filter((word) => bootstrapClasses.has(word) && !built.has(word))
        .map((word) => `${path.relative(src, file)}: ${word}`),
    );
    expect(missing, 'add the part or utility to src/styles/bootstrap (utilities: $kk-utilities in base.scss)').toEqual(
      [],
    );
  });

  it('are imported by each module that uses a part beyond the base, or by a module it imports', () => {
    const unimported = files.flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      const imported = importedSheets(file);
      const wanted: string[][] = [];
      for (const word of classWords(code)) {
        if (!bootstrapClasses.has(word) || base.has(word)) continue;
        wanted.push(sheets.filter((sheet) => sheet.classes.has(word)).map((sheet) => sheet.file));
      }
      for (const [component, part] of Object.entries(COMPONENT_PARTS)) {
        if (new RegExp(`from 'react-bootstrap/${component}'`).test(code)) wanted.push([part]);
      }
      const missing = new Set(
        wanted.filter((parts) => !parts.some((part) => imported.has(part))).map((parts) => parts.join(' or ')),
      );
      return [...missing].map((parts) => `${path.relative(src, file)}: import ${parts}`);
    });
    expect(unimported).toEqual([]);
  });
});
