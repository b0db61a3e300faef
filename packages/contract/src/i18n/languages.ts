/**
 * The product's languages. Adding one (Marathi, Tamil, ...) is its part of each feature's messages
 * (`<feature>/messages/<language>.json`), their assembler in `catalogs/`, its line here and its loader in
 * catalog-files.ts; `npm test` fails until each part has exactly the keys of the English one.
 */
export const LANGUAGES = {
  en: { locale: 'en-IN', name: 'English' },
  hi: { locale: 'hi-IN', name: 'हिन्दी' },
  mr: { locale: 'mr-IN', name: 'मराठी' },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of the product's own texts, and of a request that names none the product speaks. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The language a public address is in: /hi/events is Hindi, /events English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/**
 * A public page's address in a language, the inverse of stripLanguage: ('hi', '/events#top') -> '/hi/events#top';
 * the default language's has no prefix. The web's links, the server's rendered heads and sitemap, and the links in
 * emails all build it here.
 */
export function languagePath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

/** The address without its language prefix: /hi/events -> /events. */
export function stripLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === DEFAULT_LANGUAGE ? pathname : pathname.slice(language.length + 1) || '/';
}

/**
 * The query parameter by which a request names its language, ahead of its Accept-Language. The public lists cached
 * per language carry it (the web's fetch of them, and a prerendered page's preload, which cannot send the page's
 * Accept-Language): one address is then one language's reply, whoever reuses it (decision 048).
 */
export const LANGUAGE_PARAM = 'lang';

/** A list's address in a language: `/api/Classes/GetClasses?lang=hi`. */
export function addressInLanguage(url: string, language: Language): string {
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;
}

/**
 * The locale Intl writes a language's dates, numbers and plurals' `#` with: its own month names and day periods,
 * but digits 0-9 in every language. Marathi's own default is Devanagari digits (२५ डिसेंबर २०२६), which would sit
 * beside the 0-9 of the product's codes, mobile numbers, class times and the catalogs' figures ("20+"), and whose
 * rupee format groups ₹१५०,०००.०० rather than by lakh.
 */
export function formattingLocale(language: Language): string {
  return `${LANGUAGES[language].locale}-u-nu-latn`;
}
