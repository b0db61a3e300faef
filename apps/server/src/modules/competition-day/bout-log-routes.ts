import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { appendBoutEvents, boutLog } from './bout-log.ts';

/** The table's scoring console: a kumite bout's log of events, its state, and its result into the bracket. */
export async function boutLogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'AppendBoutEvents', {
      summary: "Events of a kumite bout from the table's console, each stored once, in the order they arrive",
      description:
        "Events whose id the bout's log holds already (a resend) are not stored again; the rest are appended in the order given, atomically, each with the next sequence number. The reply is the whole log and the state replayed from it at its latest event's time (the console's clock). A log that ends the bout writes its result as RecordResult does; one that reopens it (an undo) removes that result while no later bout counts on it. Only for a published kumite category's bout whose two athletes are known (400 for kata, 409 otherwise, and for a bout decided on the results form). Audited once per call that stores something. With `consoleId` (decision 061): a tatami another console holds refuses the call (409, nothing stored); a free one becomes this console's. A table official appends only on their own tatami's categories (403 otherwise).",
      tatami: (request) => ({ category: request.params.id }),
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const log = await appendBoutEvents(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.boutEventsAppended', { count: log.appended }),
        ...log,
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetBoutLog', {
      summary: "A kumite bout's log in the server's order, with its state",
      description:
        "The same reply as AppendBoutEvents, for a console that reconnects and a scoreboard. 400 for kata, 404 for no such bout, 409 before the draw is published or while the two athletes are not known. A table official reads only their own tatami's categories (403 otherwise).",
      tatami: (request) => ({ category: request.params.id }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.boutLogFetched'),
      ...(await boutLog(app, request.params.id, request.query.boutId)),
    }),
  });
}
