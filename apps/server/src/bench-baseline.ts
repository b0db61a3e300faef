import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fighterReplySchema, idParamSchema } from '@academy/contract';
import { getFighter } from './modules/fighters/service.ts';
import { unauthorized } from './http/http-error.ts';
import { assertFamilyProfile } from './security/family-access.ts';

/**
 * Benchmark reference routes, loaded only when BENCH_BASELINE=true (a production server does not even import them): the bench stores a real route's reply bytes here and
 * loads GET /__bench/baseline/:key, which answers the same bytes from memory. The ratio of a real route's
 * throughput to its baseline is a figure that holds across machines. A route may also have a baseline that
 * does the same work minus one step, to price that step.
 */
export async function benchBaselineRoutes(app: FastifyInstance) {
  const stored = new Map<string, { body: Buffer; contentType: string }>();
  const keyParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,40}$/) });

  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.put('/__bench/baseline/:key', async (request, reply) => {
    const { key } = keyParams.parse(request.params);
    const contentType = String(request.headers['x-baseline-content-type'] ?? 'application/json; charset=utf-8');
    stored.set(key, { body: request.body as Buffer, contentType });
    return reply.code(204).send();
  });

  app.get('/__bench/baseline/:key', async (request, reply) => {
    const { key } = keyParams.parse(request.params);
    const entry = stored.get(key);
    if (!entry) return reply.code(404).send({ status: 0, message: 'no baseline stored' });
    return reply.type(entry.contentType).send(entry.body);
  });

  // GetFighterDetailsById as it was before sessions were revocable: the token's signature and expiry only, no
  // read of the account's session version, and the same family check and profile read. The bench compares the
  // real route with this one: the difference is the session check alone.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/__bench/session-free/fighter/:id',
      { schema: { params: idParamSchema, response: { 200: fighterReplySchema } } },
      async (request) => {
        const claims = await app.tokens.verify(String(request.headers['x-auth-token'] ?? ''));
        if (!claims) throw unauthorized();
        await assertFamilyProfile(app, { id: claims.id, role: claims.role }, request.params.id, { adminAllowed: true });
        return {
          status: 1 as const,
          message: request.t('api.fighterDetails'),
          fighter: await getFighter(app, request.params.id),
        };
      },
    );
}
