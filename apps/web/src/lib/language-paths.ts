import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOfPath, languagePath, type Language } from '@academy/contract';
import { preferredLanguage } from './language-choice.ts';
import { useLanguage } from './i18n.ts';

/** The languages whose public pages live under their own prefix (/hi/events); English keeps the bare paths. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The admin and fighter areas, and the display links' screens: their addresses carry no language. */
export const PRIVATE_AREA = /^\/(admin|fighter|live)(\/|$)/;

/** Links in the language being read: a public page's address gets its prefix, /fighter/signup stays as it is. */
export function usePublicPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => (PRIVATE_AREA.test(path) ? path : languagePath(language, path));
}

/** The language a page is in: a public page's address says it; the admin and fighter areas use the choice. */
export function pageLanguage(pathname: string): Language {
  return PRIVATE_AREA.test(pathname) ? preferredLanguage() : languageOfPath(pathname);
}
