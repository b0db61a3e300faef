import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sayTo } from '../tournaments/tournament-view.ts';
import { setTatamis, tatamisView } from './tatamis.ts';

/** Tatamis: the organiser's assignment of categories to mats, and each mat's queue with estimated starts. */
export async function tatamiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetTatamis', {
      summary: "A tournament's tatamis: each one's categories in order, the bout now and on deck, estimated starts",
      description:
        "Bouts left count bouts not decided (kata by points: performances; an undrawn category's as its entries would be drawn). A category's estimated start is now plus the bouts left before it on its tatami times the bout length measured there today (the mean gap between consecutive results, breaks over 15 minutes left out), or, before two results, its age group's bout time plus 60 s. 404 for no such event or tournament.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.tatamisFetched'),
      ...(await tatamisView(app.db, request.params.id, sayTo(request))),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetTatamis', {
      summary: 'How many tatamis, and the categories each fights in order: the whole assignment at once',
      description:
        "Each category of the tournament at most once; those left out are on no tatami. 400 for a category not the tournament's or given twice. Audited.",
    }),
    handler: async (request) => {
      await setTatamis(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.tatamisSaved'),
        ...(await tatamisView(app.db, request.params.id, sayTo(request))),
      };
    },
  });
}
