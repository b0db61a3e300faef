/**
 * The product's languages. Adding one (Marathi, Tamil, ...) is its catalog file in `catalogs/`, its line here
 * and its loader in catalog-files.ts; `npm test` fails until that catalog has exactly the keys of the English one.
 */
export const LANGUAGES = {
  en: { locale: 'en-IN', name: 'English' },
  hi: { locale: 'hi-IN', name: 'हिन्दी' },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of the product's own texts, and of a request that names none the product speaks. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}
