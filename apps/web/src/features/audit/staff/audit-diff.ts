import { TRANSLATED_LANGUAGES, type AuditEntry, type TranslatedLanguage } from '@academy/contract';

/** One recorded field: its value before the action (absent for a creation) and after it (absent for a deletion). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The field of one text in one language, within a record's recorded translations: `translations.hi.name`. */
const TRANSLATED_FIELD = /^translations\.(\w+)\.(\w+)$/;

/** A translated text's field, its language and the field it translates; null for any other field. */
export function translatedField(field: string): { language: TranslatedLanguage; of: string } | null {
  const [, language, of] = TRANSLATED_FIELD.exec(field) ?? [];
  const known = TRANSLATED_LANGUAGES.find((code) => code === language);
  return known && of ? { language: known, of } : null;
}

const textsOf = (value: unknown, language: string): Record<string, unknown> => {
  const texts = value && typeof value === 'object' ? (value as Record<string, unknown>)[language] : undefined;
  return texts && typeof texts === 'object' ? (texts as Record<string, unknown>) : {};
};

/**
 * A record's translations (decision 048) as one change per text and language, each labelled like its English
 * field: the object as a whole would read as JSON. A text not given reads as empty.
 */
function translationChanges(had: boolean, has: boolean, before: unknown, after: unknown): FieldChange[] {
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const was = textsOf(before, language);
    const is = textsOf(after, language);
    return [...new Set([...Object.keys(was), ...Object.keys(is)])].flatMap((of) => {
      const old = was[of] ?? '';
      const now = is[of] ?? '';
      if (had && has && old === now) return [];
      return [
        { field: `translations.${language}.${of}`, ...(had ? { before: old } : {}), ...(has ? { after: now } : {}) },
      ];
    });
  });
}

/**
 * The fields an entry changed, in the order the server recorded them: an update lists only the fields whose value
 * differs, a creation every value it set, a deletion every value it removed.
 */
export function fieldChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
    if (field === 'translations') return translationChanges(had, has, before?.[field], after?.[field]);
    if (had && has && same(before[field], after[field])) return [];
    return [{ field, ...(had ? { before: before[field] } : {}), ...(has ? { after: after[field] } : {}) }];
  });
}

/**
 * The name of what an entry is about (an event's, a fighter's, a batch's or a grading's name, a picture's title),
 * when it recorded one.
 */
export function subjectName({ before, after }: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const values of [after, before]) {
    for (const field of ['eventName', 'title', 'fullName', 'fighterName', 'name']) {
      const name = values?.[field];
      if (typeof name === 'string' && name) return name;
    }
  }
  return null;
}
