import { setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, formattingLocale, LANGUAGES, type Language, type MessageKey } from '@academy/contract';
import englishPublic from 'virtual:messages/en/public';
import { loadArea } from 'virtual:messages/loaders';

/**
 * The parts of a catalog loaded apart: the site's frame and home page, each other public page, form messages, the
 * fighter's pages, the admin's, the belts' words that the profile, the admin and the public certificate check share,
 * a grading's results and reasons, and paying the academy (build/catalogs-plugin.ts).
 */
export type Area =
  | 'public'
  | 'about'
  | 'gallery'
  | 'events'
  | 'privacy'
  | 'consent'
  | 'classes'
  | 'form'
  | 'account'
  | 'admin'
  | 'ranks'
  | 'gradings'
  | 'payments'
  | 'tournaments';
export type MessageValues = Record<string, string | number>;

/** English public texts ship with the entry: the first paint of /home waits for nothing. */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  locales: [formattingLocale(DEFAULT_LANGUAGE)],
  messages: { [DEFAULT_LANGUAGE]: englishPublic },
});

const loaded = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}/public`, Promise.resolve()]]);
const ready = new Set<string>([`${DEFAULT_LANGUAGE}/public`]);
/** The areas the app has asked for so far: a language change loads these in the new language. */
const inUse = new Set<Area>(['public']);

function loadPart(language: Language, area: Area): Promise<void> {
  const id = `${language}/${area}`;
  let part = loaded.get(id);
  if (!part) {
    part = loadArea(language, area).then((messages) => {
      i18n.load(language, messages);
      ready.add(id);
    });
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

/**
 * Downloads the page's fonts for a language's script (its own name as the sample, regular and bold), so its text is
 * first laid out with them: Chromium draws text laid out while its font is on its way as empty boxes, and does not
 * always lay it out again once the font is there. A browser that cannot load fonts shows the language anyway.
 */
function loadScriptFonts(language: Language): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  const family = getComputedStyle(document.body).fontFamily;
  const sample = LANGUAGES[language].name;
  return Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${family}`, sample))).then(
    () => undefined,
    () => undefined,
  );
}

/** Downloads a language's messages for every area in use, and its fonts, without switching to it yet. */
export function preloadLanguage(language: Language): Promise<void> {
  return Promise.all([...[...inUse].map((area) => loadPart(language, area)), loadScriptFonts(language)]).then(
    () => undefined,
  );
}

function switchTo(language: Language) {
  if (i18n.locale !== language) i18n.activate(language, [formattingLocale(language)]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches to a language once its messages for every area in use are there: at once (in the same render) when
 * they already are, so a page never paints in the language it is leaving.
 */
export function activateLanguage(language: Language): Promise<void> {
  if ([...inUse].every((area) => ready.has(`${language}/${area}`))) {
    switchTo(language);
    return Promise.resolve();
  }
  return preloadLanguage(language).then(() => switchTo(language));
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
