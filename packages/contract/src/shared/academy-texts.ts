import { z } from 'zod';
import { fieldMessage } from '../i18n/field-messages.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../i18n/languages.ts';

/**
 * Texts the academy types (a batch's name, an event's description, a rank's name) are typed in English and may be
 * given in each other language too; a reader of a language whose text is empty reads the English (decision 048).
 */
// DEFAULT_LANGUAGE is typed as any Language, so its code is named here.
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);

/** A record's texts in other languages, only those given: `{ hi: { name: 'शुरुआती' } }`. */
export type Translations<F extends string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;

/** A translatable field's English limit, which its translations share, and the message that says it. */
export interface TranslatedField {
  max: number;
  tooLong: MessageKey;
}

/**
 * The translations a staff form sends and a staff reply carries: each field trimmed and held to its English
 * field's limit; blank fields, and languages left with none, are dropped, so that "no translation" has one shape.
 */
export function translationsSchema<F extends string>(fields: Record<F, TranslatedField>) {
  const entries = Object.entries(fields) as [F, TranslatedField][];
  const oneLanguage = z.object(
    Object.fromEntries(
      entries.map(([field, { max, tooLong }]) => [
        field,
        z.string().trim().max(max, fieldMessage(tooLong, { max })).optional(),
      ]),
    ) as Record<F, z.ZodOptional<z.ZodString>>,
  );
  return z
    .object(
      Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, oneLanguage.optional()])) as Record<
        TranslatedLanguage,
        z.ZodOptional<typeof oneLanguage>
      >,
    )
    .transform((given) => compactTranslations<F>(given as Translations<F>));
}

/** The translations as a staff reply carries them (already compact: the server stores only what the schema gave). */
export function translationsReplySchema<F extends string>(fields: readonly F[]) {
  const oneLanguage = z.object(
    Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<F, z.ZodOptional<z.ZodString>>,
  );
  return z.object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, oneLanguage.optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<typeof oneLanguage>
    >,
  );
}

/** The translations without blank texts or empty languages. */
export function compactTranslations<F extends string>(given: Translations<F> | null | undefined): Translations<F> {
  const compact: Translations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const inLanguage: unknown = given?.[language];
    if (!inLanguage || typeof inLanguage !== 'object') continue;
    const texts = Object.entries(inLanguage).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (texts.length > 0) compact[language] = Object.fromEntries(texts) as Partial<Record<F, string>>;
  }
  return compact;
}

/** One text in a language: its translation when given, else the English as typed. */
export function textIn<F extends string>(
  english: string,
  translations: Translations<F> | null | undefined,
  field: F,
  language: Language,
): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const text = translations?.[language as TranslatedLanguage]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}

/**
 * A record as a reader of a language sees it: each listed text in that language (English where none is given), and
 * without its translations, which only the staff's forms need.
 */
export function inLanguage<T extends { translations?: Translations<F> | null }, F extends keyof T & string>(
  record: T,
  fields: readonly F[],
  language: Language,
): Omit<T, 'translations'> {
  const { translations, ...rest } = record;
  const shown = { ...rest } as Record<string, unknown>;
  for (const field of fields) {
    const english = record[field];
    // A nullable text (a batch's level) stays null: a translation of nothing is not shown.
    if (typeof english === 'string') shown[field] = textIn(english, translations, field, language);
  }
  return shown as Omit<T, 'translations'>;
}
