import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ranksReplySchema } from '@academy/contract';
import { actorOf } from '../../audit/audit-log.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { certificate, fighterRanks, rankClaims, recordPromotion, saveRanks, verifyCertificate } from './service.ts';
import { listRanks } from './syllabus.ts';

/** The academy's syllabus, each fighter's rank and promotions, certificates and their public check. */
export async function ranksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetRanks', {
      summary: 'The syllabus, lowest rank first; 304 to a matching If-None-Match',
      description:
        "Names in the request's language; for an admin token, as typed with their translations (the ranks editor), " +
        'never cached.',
    }),
    handler: async (request, reply) => {
      if (request.user?.role === 'admin') {
        return { status: 1 as const, message: request.t('api.ranksFetched'), ranks: await listRanks(app) };
      }
      const snapshot = await app.lists.snapshot('ranks', request.language, ranksReplySchema, async () => ({
        body: { status: 1, message: request.t('api.ranksFetched'), ranks: await listRanks(app, request.language) },
      }));
      return sendCachedBytes(request, reply, snapshot);
    },
  });

  api.route({
    ...endpointRoute(app, 'SaveRanks', {
      summary: 'Saves the whole syllabus in order (admin); ranks left out are removed',
      description: '409 to remove a rank that a fighter holds, a promotion records or a grading tests.',
    }),
    config: { invalidates: ['ranks', 'fighters'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.ranksSaved'),
      ranks: await saveRanks(app, actorOf(request), request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetRankClaims', {
      summary: 'Belts typed by fighters that the academy has not confirmed, with the rank their words name',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.rankClaimsFetched'),
      claims: await rankClaims(app),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetFighterRanks', {
      summary: "A profile's rank and promotions, newest first",
      description: "The family's own profiles, or any for the admin; 403 for another family's.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.fighterRanksFetched'),
      ...(await fighterRanks(app, request.user, request.params.id, request.language)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'RecordPromotion', {
      summary: 'Records a promotion outside a grading (admin): a rank a fighter joined with, or a past one',
      description:
        'Gives the next certificate number of the year. 400 for a day before 1950; 409 when the fighter already has that rank on that day, for a day before their birth, for a rank not above the one they held by that day (a demotion is not a promotion), or not below one they were promoted to later.',
    }),
    config: { invalidates: ['fighters'] },
    handler: async (request, reply) =>
      reply.code(201).send({
        status: 1,
        message: request.t('api.promotionRecorded'),
        promotion: await recordPromotion(app, actorOf(request), request.body),
      }),
  });

  api.route({
    ...endpointRoute(app, 'GetCertificate', {
      summary: "What a promotion's certificate shows, for its PDF (the family, or the admin)",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.certificateFetched'),
      certificate: await certificate(app, request.user, request.params.id, request.language),
    }),
  });

  api.route({
    ...endpointRoute(app, 'VerifyCertificate', {
      summary: "Checks a certificate number: the fighter's name, what was awarded and the day only",
      description:
        'A rank, or a tournament with its category and place (kind tells which: both share one number series); ' +
        '404 for a number that no certificate has; rate-limited per client.',
    }),
    config: rateLimits(app.config).auth,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.certificateVerified'),
      certificate: await verifyCertificate(app, request.params.number, request.language),
    }),
  });
}
