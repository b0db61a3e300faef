import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthReplySchema } from '@academy/contract';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { isReachable } from '../../db/database.ts';
import { countJobsByState } from '../../jobs/queries.ts';
import { EMAIL_JOB } from '../../mail/outbox.ts';

async function freeBytes(dir: string): Promise<number> {
  const stats = await fs.statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Liveness (/api/health/live): the process answers; a supervisor restarts it when this fails.
 * Readiness (/api/health): the server can do its work (database, disk); a load balancer stops sending it
 * requests while this answers 503, and sends them again once it answers 200.
 */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetLiveness', {
      summary: 'Liveness: the process runs and answers (never looks at the database)',
    }),
    handler: async () => ({ status: 1 as const, message: 'alive', uptimeSeconds: Math.round(process.uptime()) }),
  });

  api.route({
    ...endpointRoute(app, 'GetReadiness', {
      summary: 'Readiness: 200 when the database answers and the disk has room, else 503 with what is wrong',
      errorReplies: { 503: healthReplySchema },
    }),
    handler: async (_request, reply) => {
      const [reachable, free] = await Promise.all([isReachable(app.db), freeBytes(app.config.dataDir)]);
      const diskOk = free >= app.config.minFreeDiskBytes && !app.storageAlarm.isActive();
      const emails = reachable ? await countJobsByState(app.db, EMAIL_JOB).catch(() => null) : null;
      const ready = reachable && diskOk;
      const problems = [!reachable && 'database unreachable', !diskOk && 'disk full'].filter(Boolean);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 1 : 0,
        message: ready ? 'ok' : problems.join(', '),
        database: { dialect: app.dialect, reachable },
        disk: { freeBytes: free, ok: diskOk },
        outbox: emails ? { pending: (emails.pending ?? 0) + (emails.running ?? 0), failed: emails.failed ?? 0 } : null,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
}
