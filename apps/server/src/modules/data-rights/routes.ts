import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { assertFamilyProfile } from '../../security/family-access.ts';
import { eraseAccount, eraseChildProfile } from './erasure.ts';
import { exportAccountData } from './export.ts';

/** A person's data rights: a copy of everything kept about their account, and its erasure. */
export async function dataRightsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth: authLimit } = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'ExportFighterData', {
      summary:
        "A zip of everything kept about the family: data.json (the account, every profile, bookings, consent records, audit entries), the photos and a README in the account's language (the guardian or fighter, or an admin on the person's request); a child's id exports the family holding it",
      description: 'Answers application/zip as an attachment; the export is audited (fighter.export).',
    }),
    handler: async (request, reply) => {
      const { accountId } = await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: true });
      const { filename, stream } = await exportAccountData(app, actorOf(request), accountId);
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
        "Erases the account with its children's profiles (personal data, photos, consent records, reset codes, pending emails, sessions), or, for a child's id, that child's profile alone; bookings stay as anonymous seats",
      description:
        "The fighter confirms with the account's password (403 when it is wrong); an admin, acting on a person's request, sends none. Audited as fighter.erase with counts only.",
    }),
    // Password guessing through this route meets the same limit as the login.
    config: { ...authLimit, invalidates: ['fighters', 'tournaments'] },
    handler: async (request) => {
      const place = await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: true });
      if (place.isChild) {
        const childId = request.params.id;
        await eraseChildProfile(app, actorOf(request), { accountId: place.accountId, childId }, request.body.password);
        return { status: 1 as const, message: request.t('api.profileErased') };
      }
      await eraseAccount(app, actorOf(request), request.params.id, request.body.password);
      return { status: 1 as const, message: request.t('api.accountErased') };
    },
  });
}
