import fs from 'node:fs';
import path from 'node:path';

/**
 * Node only (the web app's build and the tests; never imported by index.ts): where a language's catalog lives on
 * disk. Each feature keeps its own messages beside its code, `<feature>/messages/<language>.json`, and shared/
 * holds what several features use (the form kit, the site's frame, the server's generic errors); catalogs/<language>.ts
 * assembles the same parts for the server and ENGLISH.
 */
const CONTRACT_SRC = path.resolve(import.meta.dirname, '..');

/** The files of a language's catalog, one per feature folder with messages, in folder order. */
export function catalogPartFiles(language: string): string[] {
  return fs
    .readdirSync(CONTRACT_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(CONTRACT_SRC, entry.name, 'messages', `${language}.json`))
    .filter((file) => fs.existsSync(file))
    .sort();
}

/** A language's whole catalog read from its parts, its keys sorted; a key in two parts is an error. */
export function readCatalog(language: string): Record<string, string> {
  const whole: Record<string, string> = {};
  for (const file of catalogPartFiles(language)) {
    const part = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(part)) {
      if (Object.hasOwn(whole, key)) throw new Error(`${key} is in two parts of the ${language} catalog (${file})`);
      whole[key] = message;
    }
  }
  return Object.fromEntries(Object.entries(whole).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
