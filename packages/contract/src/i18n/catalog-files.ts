import type { Catalog } from './catalog.ts';
import type { Language } from './languages.ts';

const catalog = (module: { default: Record<string, string> }) => module.default as Catalog;

/**
 * Each language's whole catalog, for the server and the tests. Apart from LANGUAGES, so the web app, which loads
 * its catalogs in parts (apps/web/build/catalogs-plugin.ts), never carries a reference to the whole files.
 */
const CATALOG_FILES: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./catalogs/en.json', { with: { type: 'json' } }).then(catalog),
  hi: () => import('./catalogs/hi.json', { with: { type: 'json' } }).then(catalog),
  mr: () => import('./catalogs/mr.json', { with: { type: 'json' } }).then(catalog),
};

export function loadCatalog(language: Language): Promise<Catalog> {
  return CATALOG_FILES[language]();
}
