import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorReplySchema,
  loginReplySchema,
  loginRequestSchema,
  SESSION_MESSAGES,
} from '@academy/contract';
import { adminLogin } from './service.ts';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/Admin/AdminLogin',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'AdminLogin',
        tags: ['auth'],
        summary: 'Admin login; answers a JWT to send as x-auth-token',
        body: loginRequestSchema,
        response: { 200: loginReplySchema, 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => adminLogin(app.db, app.tokens, request.body),
  );

  api.post(
    '/Sessions/LogoutEverywhere',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'LogoutEverywhere',
        tags: ['auth'],
        summary: "Ends every session of the caller's account (admin or fighter), on every device, this one included",
        security: [{ token: [] }],
        response: { 200: envelopeSchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      await app.sessions.end(request.user!);
      return { status: 1 as const, message: SESSION_MESSAGES.loggedOutEverywhere };
    },
  );
}
