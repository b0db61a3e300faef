import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@academy/contract';

const KEY = 'language';

/** The language the user chose on this device, if they ever did. */
export function chosenLanguage(): Language | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return isLanguage(stored) ? stored : null;
}

export function rememberLanguage(language: Language) {
  localStorage.setItem(KEY, language);
}

/** The first of the browser's languages the product speaks (hi-IN -> hi), else English. */
export function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    const hit = LANGUAGE_CODES.find((language) => language === primary);
    if (hit) return hit;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of the pages whose address does not say it (the admin and fighter areas). */
export function preferredLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}
