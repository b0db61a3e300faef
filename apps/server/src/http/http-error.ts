import { ENGLISH, type MessageKey } from '@academy/contract';
import type { MessageValues } from '../i18n/translator.ts';

/**
 * What a refusal says: a catalog message, or a form's field messages (the contract's schemas give them as
 * fieldMessage strings); either is said in the request's language.
 */
export type Said = { key: MessageKey; values?: MessageValues } | { fields: string[] };

/** A failure the client can act on: its status code and what to tell the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Said,
  ) {
    // The log reads the English template; the client gets the message in its own language.
    super('key' in said ? ENGLISH[said.key] : said.fields.join(' '));
    this.name = 'HttpError';
  }
}

const refusal = (statusCode: number) => (key: MessageKey, values?: MessageValues) =>
  new HttpError(statusCode, { key, ...(values ? { values } : {}) });

export const badRequest = refusal(400);
export const unauthorized = (key: MessageKey = 'api.loginRequired') => new HttpError(401, { key });
export const forbidden = (key: MessageKey = 'api.forbidden') => new HttpError(403, { key });
export const notFound = refusal(404);
export const conflict = refusal(409);
export const tooLarge = refusal(413);
export const tooManyRequests = refusal(429);
export const unsupportedMedia = refusal(415);
export const unavailable = refusal(503);

/** A form's field messages, as the contract's schemas give them. */
export const invalidInput = (messages: string[]) => new HttpError(400, { fields: messages });
