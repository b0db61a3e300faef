import type { Catalog } from './catalog.ts';

const catalog = (module: { default: Record<string, string> }) => module.default as Catalog;

/**
 * The product's languages. Adding one (Marathi, Tamil, ...) is its catalog file in `catalogs/` and its line
 * here; `npm test` fails until that catalog has exactly the keys of the English one.
 */
export const LANGUAGES = {
  en: {
    locale: 'en-IN',
    name: 'English',
    load: () => import('./catalogs/en.json', { with: { type: 'json' } }).then(catalog),
  },
  hi: {
    locale: 'hi-IN',
    name: 'हिन्दी',
    load: () => import('./catalogs/hi.json', { with: { type: 'json' } }).then(catalog),
  },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of the product's own texts, and of a request that names none the product speaks. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}
