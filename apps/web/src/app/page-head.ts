import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  PUBLIC_URL_PLACEHOLDER,
  SHARE_IMAGE,
  type Language,
  languageOfPath,
  languagePath,
  stripLanguage,
} from '@academy/contract';
import { academy } from '../config/academy.ts';
import { t } from '../lib/i18n.ts';
import { pageTitle } from './page-titles.ts';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Open Graph writes a locale with an underscore: hi-IN -> hi_IN. */
const ogLocale = (language: Language) => LANGUAGES[language].locale.replace('-', '_');

/**
 * The <head> tags of a prerendered public page in its language, for search engines and link previews: the
 * description, Open Graph and the hreflang alternates (the page in every language, x-default the English one).
 * Links must be absolute, and only the server knows the site's address: they start with PUBLIC_URL_PLACEHOLDER,
 * which it replaces (apps/server/src/http/spa-hosting.ts). Call it with the page's language active.
 */
export function pageHead(address: string): string {
  const language = languageOfPath(address);
  const path = stripLanguage(address);
  const absolute = (to: string) => `${PUBLIC_URL_PLACEHOLDER}${to}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  const description = t('public.meta.description', { name: academy.name });
  return [
    meta('name', 'description', description),
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${absolute(languagePath(code, path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${absolute(languagePath(DEFAULT_LANGUAGE, path))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', academy.name),
    meta('property', 'og:title', pageTitle(address)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absolute(address)),
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGE_CODES.filter((code) => code !== language).map((code) =>
      meta('property', 'og:locale:alternate', ogLocale(code)),
    ),
    meta('property', 'og:image', absolute(SHARE_IMAGE.path)),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', t('public.meta.imageAlt', { name: academy.name })),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
