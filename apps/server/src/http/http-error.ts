import { API_MESSAGES } from '@academy/contract';

/** A failure the client can act on: its status code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = API_MESSAGES.loginRequired) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
