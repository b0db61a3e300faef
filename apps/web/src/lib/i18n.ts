import { setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type MessageKey } from '@academy/contract';
import englishPublic from 'virtual:messages/en/public';
import { LOADERS } from 'virtual:messages/loaders';

/** The parts of a catalog loaded apart: public pages, form messages, the fighter's pages, the admin's. */
export type Area = 'public' | 'form' | 'account' | 'admin';
export type MessageValues = Record<string, string | number>;

/** English public texts ship with the entry: the first paint of /home waits for nothing. */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  locales: [LANGUAGES[DEFAULT_LANGUAGE].locale],
  messages: { [DEFAULT_LANGUAGE]: englishPublic },
});

const loaded = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}/public`, Promise.resolve()]]);
/** The areas the app has asked for so far: a language change loads these in the new language. */
const inUse = new Set<Area>(['public']);

function loadPart(language: Language, area: Area): Promise<void> {
  const id = `${language}/${area}`;
  let part = loaded.get(id);
  if (!part) {
    const load = LOADERS[language]?.[area];
    if (!load) return Promise.reject(new Error(`no catalog for ${id}`));
    part = load().then((module) => i18n.load(language, module.default));
    // A failed download (a flaky phone connection) is tried again the next time it is needed.
    part.catch(() => loaded.delete(id));
    loaded.set(id, part);
  }
  return part;
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/** Makes areas' messages ready in the current language; lazy pages ask for theirs before they render. */
export async function loadAreas(...areas: Area[]): Promise<void> {
  for (const area of areas) inUse.add(area);
  await Promise.all(areas.map((area) => loadPart(currentLanguage(), area)));
}

const activations = new Map<Language, Promise<void>>();

/**
 * Loads every area in use in a language, then switches to it. The same promise is handed out while it runs,
 * so a component can suspend on it (React's `use`).
 */
export function activateLanguage(language: Language): Promise<void> {
  let activation = activations.get(language);
  if (!activation) {
    activation = Promise.all([...inUse].map((area) => loadPart(language, area))).then(() => {
      if (i18n.locale !== language) i18n.activate(language, [LANGUAGES[language].locale]);
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    activation.finally(() => activations.delete(language)).catch(() => undefined);
    activations.set(language, activation);
  }
  return activation;
}

/** A message in the current language; keys are checked against the English catalog at build time. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/** `t`, for a component that re-renders when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}

/** The current language, for a component that re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
