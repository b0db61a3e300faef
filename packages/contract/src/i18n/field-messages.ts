import type { MessageKey } from './catalog.ts';

/** The values a message's placeholders take: `{max}` in 'Name must be at most {max} characters.' */
export type FieldMessageValues = Record<string, string | number>;

/**
 * What a schema says when a field fails: the catalog key, with the values of its placeholders written after it as
 * JSON ('form.fullName.tooLong{"max":100}'). The message then travels as one string through zod, react-hook-form
 * and a 400 reply, and the web and the server each word it in their reader's language (sayFieldMessage).
 */
export function fieldMessage(key: MessageKey, values?: FieldMessageValues): string {
  return values ? `${key}${JSON.stringify(values)}` : key;
}

/** A field message's key and values; the keys of field messages are in the `form.` area of the catalogs. */
const FIELD_MESSAGE = /^(form\.[\w.]+)(\{.*\})?$/s;

/**
 * A schema's message worded by `t` (the web's or the request's). Any other text (the validation library's own,
 * a form's own words) is said as it is.
 */
export function sayFieldMessage(message: string, t: (key: MessageKey, values?: FieldMessageValues) => string): string {
  const match = FIELD_MESSAGE.exec(message);
  if (!match) return message;
  return t(match[1] as MessageKey, match[2] ? (JSON.parse(match[2]) as FieldMessageValues) : undefined);
}
