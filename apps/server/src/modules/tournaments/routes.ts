import { BUILT_IN_PROFILES } from '@academy/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { mergeCategories, splitCategory } from './category-changes.ts';
import { categoryDetail, drawCategoryNow, publishDraw, recordKataScore, recordResult } from './draws.ts';
import { addEntries, moveEntry, setEntryState, withdrawAbsentees } from './entries.ts';
import { enterTournament, openCategories } from './entering.ts';
import { athleteEntries, weighIn } from './weigh-in.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { findEvent, findTournament } from './queries.ts';
import { cachedTournamentResults } from './results.ts';
import { categoryCertificates, entryCertificate } from './certificates.ts';
import { competitionRecord } from './competition-record.ts';
import { proposeSeeds } from './seed-proposal.ts';
import { setUpTournament } from './setup.ts';
import { sayTo, tournamentView } from './tournament-view.ts';

/** Tournaments: the organiser's rules, categories and entries. */
export async function tournamentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The organiser's view of an event's tournament, in the request's language. */
  async function view(request: FastifyRequest, eventId: string) {
    const event = await findEvent(app.db, eventId);
    if (!event) throw notFound('api.eventNotFound');
    const tournament = await findTournament(app.db, eventId);
    if (!tournament) return { tournament: null, entries: [] };
    return tournamentView(app.db, event, tournament, sayTo(request));
  }

  api.route({
    ...endpointRoute(app, 'GetRuleProfiles', {
      summary: 'The rule profiles an organiser starts from',
      description: 'WKF 2023 (the default) and Academy open; each number names its source or says it is unverified.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.profiles'),
      profiles: [...BUILT_IN_PROFILES],
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetTournament', {
      summary: "An event's tournament: its rules, categories (with counts) and entries",
      description: 'tournament is null while the event is not a tournament; 404 for an event that does not exist.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.fetched'),
      ...(await view(request, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetUpTournament', {
      summary: 'Makes an event a tournament, or changes its rules; the categories follow the profile',
      description:
        'Categories the new rules still define keep their entries; those they drop go unless athletes are in them. 409 once a category is drawn.',
    }),
    // The events list says which events are tournaments.
    config: { invalidates: ['tournaments', 'events'] },
    handler: async (request) => {
      await setUpTournament(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.saved'),
        ...(await view(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'AddEntries', {
      summary: 'Athletes of one club entered by the organiser, each in the categories chosen',
      description:
        'All or nothing: an athlete who does not fit a category on the tournament day (age, gender, weight within the weigh-in tolerance, belt band) refuses the request and is named. 409 when a category is drawn, the athlete is already in it, or the tournament day is over.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const count = await addEntries(app, actorOf(request), request.params.id, request.body, sayTo(request));
      return {
        status: 1 as const,
        message: request.t('api.tournaments.entriesAdded', { count }),
        ...(await view(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'MoveEntry', {
      summary: 'An entry moved to another category of its discipline, before either is drawn',
      description: 'The organiser decides: the fit is not checked. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const eventId = await moveEntry(app, actorOf(request), request.params.id, request.body.categoryId);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.entryMoved'),
        ...(await view(request, eventId)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'MergeCategories', {
      summary: 'A category fought together with another of its discipline',
      description: 'Its entries join intoId, whose criteria widen to cover both; it goes. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const eventId = await mergeCategories(app, actorOf(request), request.params.id, request.body.intoId);
      return { status: 1 as const, message: request.t('api.tournaments.merged'), ...(await view(request, eventId)) };
    },
  });

  api.route({
    ...endpointRoute(app, 'SplitCategory', {
      summary: 'A big category fought in two',
      description: 'The entries given leave for a new category with the same criteria; at least one stays. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const eventId = await splitCategory(app, actorOf(request), request.params.id, request.body.entryIds);
      return { status: 1 as const, message: request.t('api.tournaments.split'), ...(await view(request, eventId)) };
    },
  });

  /** One category in the request's language. */
  const category = (request: FastifyRequest, id: string) => categoryDetail(app.db, id, sayTo(request));

  api.route({
    ...endpointRoute(app, 'GetCategory', {
      summary: 'A category with its entries, draw, bouts, pool table and placings',
      description: 'Bouts and placings are computed from the draw and the results stored; 404 for no such category.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.categoryFetched'),
      ...(await category(request, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'DrawCategory', {
      summary: 'Draws a category, or draws it again, until its draw is published',
      description:
        "A bracket (seeds at the ends, byes to the seeds, club mates apart), a round robin for a small kumite category, or kata pools, from a seed value kept with the draw. A new draw drops the old one's results. 409 once published.",
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      await drawCategoryNow(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.drawn'),
        ...(await category(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'ProposeSeeds', {
      summary: "Up to four seeds for a category from its entrants' medals at the academy's earlier tournaments",
      description:
        'An entrant is matched to earlier entries by fighter profile when both have one, else by name and date of birth; medals count in the same discipline, at events before this one, as their public results give them. More golds, then silvers, then bronzes, then the most recent medal; entrants level across the fourth seed are left out. Nothing is saved: DrawCategory takes the seeds.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.seedsProposed'),
      ...(await proposeSeeds(app.db, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'PublishDraw', {
      summary: "Locks a category's draw and opens it to the public",
      description: '409 before the draw or once published. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      await publishDraw(app, actorOf(request), request.params.id);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.published'),
        ...(await category(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'RecordResult', {
      summary: "A bout's result, or its correction while no later bout counts on it",
      description:
        'Only once the draw is published, for a bout whose two athletes are known. A draw stands only in a pool; kata by flags is decided by flags. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      await recordResult(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.resultSaved'),
        ...(await category(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'RecordKataScore', {
      summary: "A kata performance's judges' scores (kata by points)",
      description:
        "One score per judge of the profile; the highest and lowest are dropped. For an athlete of that round's pools, once the draw is published; a round's scores can be corrected until the next round has a score. Audited.",
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      await recordKataScore(app, actorOf(request), request.params.id, request.body);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.resultSaved'),
        ...(await category(request, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetTournamentResults', {
      summary: "A tournament's public results: each published category's places so far and the clubs' medal table",
      description:
        'Anyone may read it. Only categories whose draw is published appear; places fill in as results are entered. 404 for an event that is not a tournament.',
    }),
    handler: async (request, reply) => {
      const snapshot = await cachedTournamentResults(app, request.params.id, request.language);
      return sendCachedBytes(request, reply, snapshot);
    },
  });

  api.route({
    ...endpointRoute(app, 'GetTournamentCategories', {
      summary:
        'What a visitor needs to enter athletes: the day, the fee per category, the rules and the open categories',
      description: 'Anyone may read it: no entry, only counts. 404 for an event that is not a tournament.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.categoriesFetched'),
      ...(await openCategories(app, request.params.id, sayTo(request))),
    }),
  });

  api.route({
    ...endpointRoute(app, 'EnterTournament', {
      summary: "A parent's children or a club's team entered: a booking (seat and ticket) per athlete, one payment",
      description:
        "All or nothing: an athlete who does not fit a category chosen is named; 409 when a category is drawn, the event is past or full, or an athlete (by the entrant's email and name) is already entered. A fighter token ties the bookings of the family's own profiles to them. Fees go into one pending UPI payment whose link is in the reply and the email.",
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events', 'tournaments'] },
    handler: async (request) => {
      const entered = await enterTournament(
        app,
        actorOf(request),
        request.params.id,
        request.body,
        request.language,
        sayTo(request),
      );
      return {
        status: 1 as const,
        message: request.t('api.tournaments.entered', { count: entered.athletes.length }),
        ...entered,
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetAthleteEntries', {
      summary: "An athlete's entries at the door, by the booking their ticket names",
      description:
        'Each entry with its category, whether the weight taken puts it off weight, and where it could move.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.athleteFetched'),
      ...(await athleteEntries(app, request.params.id, sayTo(request))),
    }),
  });

  api.route({
    ...endpointRoute(app, 'WeighIn', {
      summary: 'The weight taken at the door: the athlete checked in, and what it puts off weight moved or withdrawn',
      description:
        "Entries the weight fits are checked in. One it puts off weight (beyond the profile's tolerance) waits for offWeight: move (to the open category that fits; 409 when none does) or withdraw; 409 when its category is drawn. Audited.",
    }),
    config: { invalidates: ['tournaments', 'events'] },
    handler: async (request) => {
      const { reply, offWeight } = await weighIn(
        app,
        actorOf(request),
        request.params.id,
        request.body,
        sayTo(request),
      );
      const values = { name: reply.athleteName, weight: request.body.weighedKg };
      return {
        status: 1 as const,
        message: offWeight
          ? request.t('api.tournaments.offWeight', { ...values, category: offWeight })
          : request.t('api.tournaments.weighed', values),
        ...reply,
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'WithdrawAbsentees', {
      summary: 'Every entry of a category not checked in is withdrawn, before its draw',
      description: 'Bookings and fees stay. 409 once the category is drawn. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const { eventId, count } = await withdrawAbsentees(app, actorOf(request), request.params.id);
      return {
        status: 1 as const,
        message: request.t('api.tournaments.absenteesWithdrawn', { count }),
        ...(await view(request, eventId)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'SetEntryState', {
      summary: 'An entry marked present, absent or entered again at the table, before its draw',
      description:
        'For athletes without a ticket for the door (entered by hand). Absent withdraws the entry and drops its seed. 409 once the category is drawn. Audited.',
    }),
    config: { invalidates: ['tournaments'] },
    handler: async (request) => {
      const { eventId, athleteName } = await setEntryState(
        app,
        actorOf(request),
        request.params.id,
        request.body.state,
      );
      return {
        status: 1 as const,
        message: request.t('api.tournaments.entryStateSet', { state: request.body.state, name: athleteName }),
        ...(await view(request, eventId)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetCompetitionRecord', {
      summary: "A profile's competition record: each category entered, with the place won",
      description:
        "The family's own profiles, or any for the desk; 403 for another family's. Places are the public results' (published draws only).",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.recordFetched'),
      ...(await competitionRecord(app, request.user, request.params.id, {
        say: sayTo(request),
        language: request.language,
      })),
    }),
  });

  api.route({
    ...endpointRoute(app, 'IssueCompetitionCertificate', {
      summary: "What an entry's competition certificate shows, issuing its number on the first request",
      description:
        "The family of the entry's profile, or the desk (the only way for an athlete without a profile); the same " +
        "certificate to every later request. 409 until the category's places are final, and for a withdrawn entry.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.tournaments.certificateIssued'),
      certificate: await entryCertificate(app, request.user, actorOf(request), request.params.id, {
        say: sayTo(request),
        language: request.language,
      }),
    }),
  });

  api.route({
    ...endpointRoute(app, 'IssueCategoryCertificates', {
      summary: 'Every certificate of a finished category, for the organiser to print, issuing those not yet issued',
      description: "Medallists first, then everyone who competed; 409 until the category's places are final.",
    }),
    handler: async (request) => {
      const certificates = await categoryCertificates(app, actorOf(request), request.params.id, {
        say: sayTo(request),
        language: request.language,
      });
      return {
        status: 1 as const,
        message: request.t('api.tournaments.certificatesIssued', { count: certificates.length }),
        certificates,
      };
    },
  });
}
