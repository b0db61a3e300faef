import { compactTranslations, textIn, type Language, type Translations } from '@academy/contract';

/**
 * A row's `translations` column (decision 048) read back. The column holds only what the contract's schema gave,
 * but a value that is not JSON of an object reads as none rather than failing the page that shows the row.
 */
export function storedTranslations<F extends string>(json: string | null | undefined): Translations<F> {
  if (!json) return {};
  try {
    return compactTranslations<F>(JSON.parse(json) as Translations<F>);
  } catch {
    return {};
  }
}

/** The column's value: null when no text is translated, as every row was before translations. */
export function translationsColumn(translations: Translations<string>): string | null {
  const compact = compactTranslations(translations);
  return Object.keys(compact).length === 0 ? null : JSON.stringify(compact);
}

/** One text of a row in a language, from its English and the row's translations column. */
export function storedTextIn(english: string, json: string | null | undefined, field: string, language: Language) {
  return textIn(english, storedTranslations(json), field, language);
}

/** A row read with its `translations` column, its listed texts in a language: for an email written from the row. */
export function rowIn<T extends { translations: string | null }>(
  row: T,
  fields: readonly string[],
  language: Language,
): T {
  const translations = storedTranslations(row.translations);
  const shown: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const english = (row as Record<string, unknown>)[field];
    if (typeof english === 'string') shown[field] = textIn(english, translations, field, language);
  }
  return shown as T;
}
