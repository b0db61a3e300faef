import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { assertOwnRecord } from '../../security/guards.ts';
import { eraseAccount } from './erasure.ts';
import { exportAccountData } from './export.ts';

/** A person's data rights: a copy of everything kept about their account, and its erasure. */
export async function dataRightsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth: authLimit } = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'ExportFighterData', {
      summary:
        "A zip of everything kept about the account: data.json, its photos and a README in the account's language (the fighter themself, or an admin on the person's request)",
      description: 'Answers application/zip as an attachment; the export is audited (fighter.export).',
    }),
    handler: async (request, reply) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: true });
      const { filename, stream } = await exportAccountData(app, actorOf(request), request.params.id);
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // The reply schema documents the body as binary text; Fastify sends a stream as it is, unserialized.
          .send(stream as unknown as string)
      );
    },
  });

  api.route({
    ...endpointRoute(app, 'EraseFighter', {
      summary:
        'Erases the account: personal data, photos, reset codes, pending emails and sessions; bookings stay as anonymous seats',
      description:
        "The fighter confirms with their password (403 when it is wrong); an admin, acting on a person's request, sends none. Audited as fighter.erase with counts only.",
    }),
    // Password guessing through this route meets the same limit as the login.
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: true });
      await eraseAccount(app, actorOf(request), request.params.id, request.body.password);
      return { status: 1 as const, message: request.t('api.accountErased') };
    },
  });
}
