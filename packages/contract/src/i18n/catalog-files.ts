import type { Catalog } from './catalog.ts';
import type { Language } from './languages.ts';

const catalog = (module: { default: Record<string, string> }) => module.default as Catalog;

/**
 * Each language's whole catalog (catalogs/<language>.ts assembles each feature's part), for the server and the
 * tests. Apart from LANGUAGES, so the web app, which loads its catalogs in areas (apps/web/build/catalogs-plugin.ts),
 * never carries a reference to the whole catalogs.
 */
const CATALOG_FILES: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./catalogs/en.ts').then(catalog),
  hi: () => import('./catalogs/hi.ts').then(catalog),
  mr: () => import('./catalogs/mr.ts').then(catalog),
};

export function loadCatalog(language: Language): Promise<Catalog> {
  return CATALOG_FILES[language]();
}
