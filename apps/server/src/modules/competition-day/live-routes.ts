import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requireTournament } from '../tournaments/entries.ts';
import { sayTo } from '../tournaments/tournament-view.ts';
import { createDisplay, listDisplays, openDisplay, revokeDisplay } from './displays.ts';
import { liveAthletes } from './live-board.ts';
import { liveBoard, liveHubOf } from './live-feed.ts';

/** The number a reconnecting page has: the Last-Event-ID header EventSource sends, or `?lastEventId=`. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['last-event-id'] ?? query?.lastEventId;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** Hands the reply to the hub as a stream; once hijacked, a failure can only end it (the page reconnects). */
async function stream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  eventId: string,
  displayId: string | null,
) {
  reply.hijack();
  try {
    await liveHubOf(app).open(reply.raw, {
      eventId,
      language: request.language,
      displayId,
      lastEventId: lastEventIdOf(request),
    });
  } catch (error) {
    request.log.warn({ err: error }, 'live stream failed');
    reply.raw.end();
  }
}

/** The competition day, live: the public board and its stream, and the display links that open a screen. */
export async function liveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hub = liveHubOf(app);

  api.route({
    ...endpointRoute(app, 'GetLiveBoard', {
      summary: "A tournament's live board: each tatami's bout now and on deck, the queues, the latest results",
      description:
        "Public. Every tatami's bout under way (its log has events that stand), else the next ready one, and the one on deck, with the athletes' names and clubs, the kumite clock and the bout's stored events; the queues with estimated starts as GetTatamis; the latest 30 results of published categories. `seq` is the live feed's number the board is current at (decision 060). 404 for no such event or tournament.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.liveBoardFetched'),
      board: await liveBoard(app, request.params.id, request.language),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetLiveAthletes', {
      summary: 'The athletes of the published draws, with their categories and tatamis',
      description:
        'Public, for following one fighter: each athlete once (name and club), their published categories and the tatami each is fought on. 404 for no such event or tournament.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.liveAthletesFetched'),
      ...(await liveAthletes(app.db, request.params.id, sayTo(request))),
    }),
  });

  api.route({
    ...endpointRoute(app, 'LiveStream', {
      summary: "A tournament's live feed as Server-Sent Events",
      description:
        'text/event-stream. First the board (`event: board`), or, with a Last-Event-ID header (or `?lastEventId=`) the feed still reaches back to, the messages after it; then `board` and `bout` messages as they are written, each with its feed number as the id, and a comment every 10 s. A `bout` carries new events of one bout (LiveBoutMessage); a `board` replaces the whole picture. A message may come twice after a reconnect: bout events merge by their seq. 404 for no such event or tournament.',
    }),
    handler: async (request, reply) => {
      await requireTournament(app.db, request.params.id);
      await stream(app, request, reply, request.params.id, null);
      return reply;
    },
  });

  api.route({
    ...endpointRoute(app, 'GetDisplay', {
      summary: 'What a display link opens: its screen and the board',
      description: "Public, by the link's token. 404 for a token no link has, or a revoked link's.",
    }),
    handler: async (request) => {
      const display = await openDisplay(app.db, request.params.token);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.displayFetched'),
        display,
        board: await liveBoard(app, display.eventId, request.language),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'DisplayStream', {
      summary: "A display link's live feed, as LiveStream",
      description:
        "As LiveStream, for the tournament of the link. When the link is revoked, `event: revoked` and the stream ends, on every server. 404 for a token no link has, or a revoked link's.",
    }),
    handler: async (request, reply) => {
      const display = await openDisplay(app.db, request.params.token);
      await stream(app, request, reply, display.eventId, display.id);
      return reply;
    },
  });

  api.route({
    ...endpointRoute(app, 'ListDisplays', {
      summary: "A tournament's display links, newest first, revoked ones included",
      description: '404 for no such event or tournament.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.displaysFetched'),
      displays: await listDisplays(app.db, request.params.id),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CreateDisplay', {
      summary: "A new display link: a tatami's scoreboard, or the call-up screen of every tatami",
      description:
        "The reply lists the tournament's links, the new one first, with its token (the link opens /display/<token>). 400 for a scoreboard of a tatami the tournament does not have; 404 for no such event or tournament. Audited.",
    }),
    handler: async (request) => {
      await createDisplay(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.displayCreated'),
        displays: await listDisplays(app.db, request.params.id),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'RevokeDisplay', {
      summary: 'Ends a display link: its screens say so at once, on every server',
      description:
        "Revoking again changes nothing. 404 for a link not the tournament's, or no such event or tournament. Audited.",
    }),
    handler: async (request) => {
      await revokeDisplay(app, actorOf(request), request.params.id, request.body.displayId);
      hub.revoked(request.body.displayId);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.displayRevoked'),
        displays: await listDisplays(app.db, request.params.id),
      };
    },
  });
}
