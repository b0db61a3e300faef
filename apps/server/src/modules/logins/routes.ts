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
import { rateLimits } from '../../http/rate-limits.ts';

export async function loginsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = rateLimits(app.config);

  api.post(
    '/Admin/AdminLogin',
    {
      config: limits.auth,
      schema: {
        operationId: 'AdminLogin',
        tags: ['auth'],
        summary: 'Admin login; answers a JWT to send as x-auth-token',
        body: loginRequestSchema,
        response: { 200: loginReplySchema, 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => adminLogin(app, request.body),
  );

  api.post(
    '/Sessions/LogoutEverywhere',
    {
      preHandler: app.requireUser,
      config: limits.auth,
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
