import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, type Language, type MessageKey } from '@academy/contract';
import type { MessageValues, Translator } from './translator.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the reply speaks: the request's Accept-Language among the product's languages. */
    language: Language;
    /** A catalog message in the request's language. */
    t(key: MessageKey, values?: MessageValues): string;
  }
}

/**
 * Every request learns its language before anything else runs: the one its address names (`?lang=hi`, which the
 * public lists cached per language carry, decision 048), else its Accept-Language. The web app sends the language
 * its user chose; other clients get their browser's or English. API replies say which (Content-Language) and that
 * it depends on the header (Vary), so no cache hands one language's reply to another.
 */
export const requestLanguagePlugin = fp(
  async (app: FastifyInstance, { translator }: { translator: Translator }) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('t', function (key: MessageKey, values?: MessageValues) {
      return translator.t(this.language, key, values);
    });
    app.addHook('onRequest', async (request, reply) => {
      const named = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
      request.language = isLanguage(named) ? named : translator.negotiate(request.headers['accept-language']);
      if (request.url.startsWith('/api/')) {
        reply.header('content-language', request.language);
        reply.header('vary', 'accept-language');
      }
    });
  },
  { name: 'request-language' },
);
