import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema, loginReplySchema, loginRequestSchema } from '@academy/contract';
import { adminLogin } from './service.ts';

export async function authRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/Admin/AdminLogin',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Admin login; answers a JWT to send as x-auth-token',
        body: loginRequestSchema,
        response: { 200: loginReplySchema, 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => adminLogin(app.db, app.tokens, request.body),
  );
}
