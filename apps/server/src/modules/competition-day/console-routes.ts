import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { consoleView } from './console-view.ts';
import { claimTatami, setTatamiOfficials, tatamiOfficials } from './consoles.ts';

/** A tatami's scoring console and its lease, and the table officials' tatamis (decision 061). */
export async function consoleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetConsole', {
      summary: "A tatami's console: which console holds the tatami, and the board (its bout now and on deck)",
      description:
        '404 for no such event, tournament or tatami. A table official reaches only the tatami the owner gave them in this tournament (403 for another).',
      tatami: (request) => ({ eventId: request.params.id, tatami: request.query.tatami }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.consoleFetched'),
      ...(await consoleView(app, request.params.id, request.query.tatami, request.language)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ClaimTatami', {
      summary: 'Claims a tatami for this console, or takes it from another console',
      description:
        "A free tatami becomes this console's; one it holds stays so. One another console holds: 409, saying whose since when, unless `take`, which moves it here (the organiser's spare tablet, a console that broke). A table official claims only their own tatami (403 for another). Audited when the lease changes.",
      tatami: (request) => ({ eventId: request.params.id, tatami: request.body.tatami }),
    }),
    handler: async (request) => {
      await claimTatami(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.tatamiClaimed', { tatami: request.body.tatami }),
        ...(await consoleView(app, request.params.id, request.body.tatami, request.language)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetTatamiOfficials', {
      summary: "The academy's table officials, with each one's tatami in this tournament",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.tatamiOfficialsFetched'),
      ...(await tatamiOfficials(app.db, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetTatamiOfficials', {
      summary: 'Gives table officials their tatami for the tournament (null: none)',
      description:
        'Officials not named keep theirs. 400 when one is not an active table official of the academy. Audited.',
    }),
    handler: async (request) => {
      await setTatamiOfficials(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.tatamiOfficialsSaved'),
        ...(await tatamiOfficials(app.db, request.params.id)),
      };
    },
  });
}
