import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { sayFieldMessage, type MessageKey } from '@academy/contract';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseFailure } from '../db/failures.ts';
import type { StorageAlarm } from '../db/storage-alarm.ts';
import { HttpError } from './http-error.ts';

/** Fastify's own error codes that map to a clear client message. */
const KNOWN_CODES: Record<string, { status: number; key: MessageKey }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'api.uploadTooLarge' },
  FST_FILES_LIMIT: { status: 400, key: 'api.uploadOneFile' },
  FST_PARTS_LIMIT: { status: 400, key: 'api.uploadTooManyFields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'api.uploadNotMultipart' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'api.unsupportedContentType' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'api.bodyEmpty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'api.bodyNotJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'api.bodyTooLarge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'api.contentLengthInvalid' },
};

/** A form's field messages in the request's language, each distinct one once, joined by spaces. */
function sayFields(request: FastifyRequest, messages: string[]): string {
  const said = messages.map((message) => sayFieldMessage(message, (key, values) => request.t(key, values)));
  return [...new Set(said)].join(' ');
}

/** Seconds a client is asked to wait after a 503 (database away, server busy). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: logs with request context, answers {status: 0, message}, hides 5xx details.
 * A database that is away or full is not the request's fault: 503 with Retry-After, and the real cause logged.
 */
export function registerErrorHandlers(app: FastifyInstance, storage: StorageAlarm) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = 500;
    let message = request.t('api.internalError');
    const databaseFailure = classifyDatabaseFailure(error);

    if (databaseFailure) {
      statusCode = 503;
      message = request.t(databaseFailure === 'storage-full' ? 'api.storageFull' : 'api.unavailable');
      if (databaseFailure === 'storage-full') storage.raise();
    } else if (error instanceof HttpError) {
      statusCode = error.statusCode;
      message =
        'key' in error.said ? request.t(error.said.key, error.said.values) : sayFields(request, error.said.fields);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      message = sayFields(
        request,
        error.validation.map((issue) => issue.message ?? ''),
      );
    } else if (isResponseSerializationError(error)) {
      statusCode = 500;
    } else if (error.code && KNOWN_CODES[error.code]) {
      const known = KNOWN_CODES[error.code]!;
      statusCode = known.status;
      message = request.t(known.key);
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      statusCode = error.statusCode;
      message = error.statusCode === 429 ? request.t('api.tooManyRequests') : error.message;
    }

    // A 503 of our own (the image queue is full) is load, not a fault: a warning, and the client is told when
    // to come back like for a database that is away.
    if (statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (statusCode >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'request failed');
    else if (statusCode >= 500) request.log.warn({ statusCode, message }, 'request refused: server busy');
    else request.log.info({ statusCode, code: error.code, message }, 'request refused');

    return reply.code(statusCode).send({ status: 0, message });
  });
}
