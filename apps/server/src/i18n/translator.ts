import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  LANGUAGE_CODES,
  LANGUAGES,
  loadCatalog,
  type Catalog,
  type Language,
  type MessageKey,
} from '@academy/contract';

/** The values a message's placeholders take: `{left}` in 'The code is incorrect. {left, plural, ...} left.' */
export type MessageValues = Record<string, string | number>;

/** One language's messages, for words written outside a request's reply (an email). */
export interface Messages {
  language: Language;
  /** The language's Indian locale for Intl's dates and numbers (formattingLocale: en-IN, hi-IN, mr-IN, digits 0-9). */
  locale: string;
  t(key: MessageKey, values?: MessageValues): string;
}

/**
 * Says the product's messages in each of its languages (Lingui, ICU MessageFormat). Every catalog is compiled
 * once at start, so a reply pays only for filling in its values.
 */
export class Translator {
  private constructor(private readonly byLanguage: Record<Language, I18n>) {}

  static async load(): Promise<Translator> {
    const entries = await Promise.all(
      LANGUAGE_CODES.map(async (language) => {
        const { locale } = LANGUAGES[language];
        const catalog: Catalog = await loadCatalog(language);
        const compiled = Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
        const i18n = setupI18n({ locale, locales: [formattingLocale(language)], messages: { [locale]: compiled } });
        return [language, i18n] as const;
      }),
    );
    return new Translator(Object.fromEntries(entries) as Record<Language, I18n>);
  }

  t(language: Language, key: MessageKey, values?: MessageValues): string {
    return this.byLanguage[language]._(key, values);
  }

  in(language: Language): Messages {
    return { language, locale: formattingLocale(language), t: (key, values) => this.t(language, key, values) };
  }

  /** The language of an Accept-Language header among the product's, else the default. */
  negotiate(acceptLanguage: string | undefined): Language {
    if (!acceptLanguage) return DEFAULT_LANGUAGE;
    const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(LANGUAGE_CODES);
    return (chosen as Language | undefined) ?? DEFAULT_LANGUAGE;
  }
}
