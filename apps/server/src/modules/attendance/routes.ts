import { istClock } from '../../lib/day-format.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { attendanceRegister, checkIn, getClassDay, markAttendance } from './service.ts';

/** The instructor's side of a class day: its roster, one tap per mark, and QR check-in. */
export async function attendanceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetClassDay', {
      summary: "One class day of a batch (admin): whether it is held and each fighter's mark",
      description: 'A class day exists on each day of the weekly schedule (IST); nobody creates it.',
      taught: (request) => ({ batches: [request.params.id] }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.classDayFetched'),
      ...(await getClassDay(app, request.params.id, request.query.day)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'MarkAttendance', {
      summary: 'Marks a fighter present, late or absent at a held class day, today or earlier (a correction)',
      description:
        '404 for a fighter who does not exist; 409 for a day ahead, a day the batch does not meet, or a fighter not in the batch. Audited.',
      taught: (request) => ({ batches: [request.body.batchId] }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.attendanceMarked'),
      entry: await markAttendance(app, actorOf(request), request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CheckIn', {
      summary: "Checks a fighter in by their QR card's content or typed short code",
      description:
        'Present, or late 10 minutes after the start. 404 for a code that is no fighter’s (forged), 409 for a fighter not in the batch. A second scan answers already: true with the first time.',
      taught: (request) => ({ batches: [request.body.batchId] }),
    }),
    handler: async (request) => {
      const result = await checkIn(app, actorOf(request), request.body);
      const time = istClock(result.entry.markedAt);
      const message = result.already
        ? request.t('api.alreadyCheckedIn', { name: result.fighterName, time })
        : request.t('api.checkedIn', { name: result.fighterName });
      return { status: 1 as const, message, ...result };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetAttendanceRegister', {
      summary: "A batch's register for a month (admin): its class days up to today and each fighter's marks",
      description: 'The admin screen shows it as a grid and exports it as CSV for the accountant.',
      taught: (request) => ({ batches: [request.params.id] }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.registerFetched'),
      ...(await attendanceRegister(app, request.params.id, request.query.month)),
    }),
  });
}
