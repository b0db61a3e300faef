import type { AuditEntry } from '@academy/contract';

/** One recorded field: its value before the action (absent for a creation) and after it (absent for a deletion). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry changed, in the order the server recorded them: an update lists only the fields whose value
 * differs, a creation every value it set, a deletion every value it removed.
 */
export function fieldChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
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
