import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogPartFiles, readCatalog } from '../../../packages/contract/src/i18n/catalog-parts.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../../packages/contract/src/i18n/languages.ts';

const PREFIX = 'virtual:messages/';

/**
 * The parts of a catalog the web app loads apart (keys `public.*`, `form.*`, ...); `api.*` and `email.*` are the
 * server's. `public` (the site's frame, the home page, titles) ships with the entry; each other public page brings
 * its own part, so /home carries no other page's words.
 */
export const WEB_AREAS = [
  'public',
  'about',
  'gallery',
  'events',
  'privacy',
  'consent',
  'classes',
  'form',
  'account',
  'admin',
  'ranks',
  'gradings',
  'payments',
  'tournaments',
] as const;

/**
 * Areas the signed-in screens load (the staff's and the families' own), and a tournament's public results, whose
 * words are the tournaments' (events/public/results). English's table of them comes with the first of them (SIGNED_IN_TABLE), so the entry
 * every public page loads, /home's budget included, does not carry their chunk names.
 */
const SIGNED_IN_AREAS = [
  'account',
  'admin',
  'gradings',
  'tournaments',
] as const satisfies readonly (typeof WEB_AREAS)[number][];
const SIGNED_IN_TABLE = `${DEFAULT_LANGUAGE}-signed-in-areas`;

/**
 * The web app's messages, compiled at build time (Lingui's compileMessage), so the browser gets plain arrays and
 * neither the ICU parser nor `new Function`. `virtual:messages/<language>/<area>` is the part of a catalog whose
 * keys start with `<area>.`: a page loads only its areas, and a language only when it is chosen.
 * `virtual:messages/loaders` exports `loadArea(language, area)`. English's areas' dynamic imports are in it, except the
 * public part, which the entry imports statically (src/lib/i18n.ts): a module imported both ways is split out of the
 * entry by the bundler, one more file and request on /home. Any other language is one dynamic import, of its public
 * part, which also holds the table of its other areas: the entry, which every page loads, would otherwise carry
 * thirteen hashed chunk names per language (about 0.2 KB of gzip each), and a language's pages load its public part
 * first anyway.
 */
export function catalogsPlugin(): Plugin {
  return {
    name: 'academy-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const rest = id.slice(PREFIX.length + 1);
      const areaImports = (language: string, areas: readonly string[]) =>
        areas.map((area) => `${area}: () => import('${PREFIX}${language}/${area}')`).join(',');
      const allAreas = WEB_AREAS.filter((area) => area !== 'public');
      if (rest === SIGNED_IN_TABLE) return `export const AREAS = {${areaImports(DEFAULT_LANGUAGE, SIGNED_IN_AREAS)}};`;
      if (rest === 'loaders') {
        const others = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).map(
          (language) => `${JSON.stringify(language)}: () => import('${PREFIX}${language}/public')`,
        );
        const publicPages = allAreas.filter((area) => !(SIGNED_IN_AREAS as readonly string[]).includes(area));
        return `const ENGLISH = {${areaImports(DEFAULT_LANGUAGE, publicPages)}};
const OTHERS = {${others.join(',')}};
export async function loadArea(language, area) {
  let areas = ENGLISH;
  if (language !== ${JSON.stringify(DEFAULT_LANGUAGE)}) {
    const own = await OTHERS[language]?.();
    if (own && area === 'public') return own.default;
    areas = own?.AREAS ?? {};
  } else if (!(area in ENGLISH)) {
    areas = (await import('${PREFIX}${SIGNED_IN_TABLE}')).AREAS;
  }
  const load = areas[area];
  if (!load) throw new Error(\`no catalog for \${language}/\${area}\`);
  return (await load()).default;
}`;
      }
      const [language, area] = rest.split('/');
      // A language's catalog is each feature's part (packages/contract/src/<feature>/messages/<language>.json).
      for (const file of catalogPartFiles(language!)) this.addWatchFile(file);
      const catalog = readCatalog(language!);
      const compiled = Object.fromEntries(
        Object.entries(catalog)
          .filter(([key]) => key.startsWith(`${area}.`))
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      const table =
        area === 'public' && language !== DEFAULT_LANGUAGE
          ? `\nexport const AREAS = {${areaImports(language!, allAreas)}};`
          : '';
      return `export default ${JSON.stringify(compiled)};${table}`;
    },
  };
}
