import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema, healthReplySchema } from '@academy/contract';
import { isReachable } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports that the server runs and its database answers',
        response: { 200: healthReplySchema, 503: healthReplySchema.or(errorReplySchema) },
      },
    },
    async (_request, reply) => {
      const reachable = await isReachable(app.db);
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 1 : 0,
        message: reachable ? 'ok' : 'database unreachable',
        database: { dialect: app.dialect, reachable },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
