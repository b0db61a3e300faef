import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  WKF_2023_PROFILE,
  type AthleteEntryInput,
  type CategoryReply,
  type SetUpTournamentRequest,
  type TournamentReply,
} from '@academy/contract';
import { createEventViaApi, DAY_MS, fromNow } from './events-fixtures.ts';

/** Kata and kumite for cadets under WKF 2023: 2 kata and 9 kumite categories. */
export const CADETS: SetUpTournamentRequest = {
  profile: WKF_2023_PROFILE,
  disciplines: ['kata', 'kumite'],
  ageGroups: ['cadets'],
  categoryFee: 500,
};

async function call<Reply = TournamentReply>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res.json() as Reply;
}

/** A new event, a week away, set up as a tournament by the owner. */
export async function tournamentViaApi(app: FastifyInstance, token: string, setUp: SetUpTournamentRequest = CADETS) {
  const event = await createEventViaApi(app, token, { eventDateTime: fromNow(7 * DAY_MS), totalSeats: 500 });
  const reply = await call(app, token, 'POST', ENDPOINTS.SetUpTournament.path.replace(':id', event._id), setUp);
  return { event, ...reply, tournament: reply.tournament! };
}

/** A date of birth that makes its athlete `age` on the tournament day a week from now, half a year past a birthday. */
export function bornForAge(age: number): string {
  const born = new Date(Date.now() + 7 * DAY_MS - 182 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - age);
  return born.toISOString().slice(0, 10);
}

export async function addEntriesViaApi(
  app: FastifyInstance,
  token: string,
  eventId: string,
  club: string,
  athletes: AthleteEntryInput[],
) {
  return call(app, token, 'POST', ENDPOINTS.AddEntries.path.replace(':id', eventId), { club, athletes });
}

/** A cadet (14 on the tournament day, 5th level) entering `categoryIds`; 50 kg and male unless told. */
export function cadetEntry(
  athleteName: string,
  categoryIds: string[],
  { gender = 'male', weightKg = 50 }: { gender?: 'male' | 'female'; weightKg?: number } = {},
): AthleteEntryInput {
  return { athleteName, gender, dateOfBirth: bornForAge(14), weightKg, level: 5, categoryIds };
}

/**
 * A fresh cadets' tournament with two male athletes of one club in the category at `index` (0: kata, drawn into a
 * pool of kata by points; 2: kumite up to 52 kg, a pool of two whose bout is 'P-1').
 */
export async function enteredTournamentViaApi(app: FastifyInstance, token: string, index = 0) {
  const { event, tournament } = await tournamentViaApi(app, token);
  const categoryId = tournament.categories[index]!.id;
  const entered = await addEntriesViaApi(app, token, event._id, 'Kaizen', [
    cadetEntry('Arjun Mehta', [categoryId]),
    cadetEntry('Kiran Bose', [categoryId]),
  ]);
  return { event, tournament: entered.tournament!, entries: entered.entries, categoryId };
}

/** Draws a category, and publishes its draw if asked; the reply of the last step. */
export async function drawViaApi(app: FastifyInstance, token: string, categoryId: string, publish: boolean) {
  let reply = await call<CategoryReply>(app, token, 'POST', ENDPOINTS.DrawCategory.path.replace(':id', categoryId), {});
  if (publish) {
    reply = await call<CategoryReply>(app, token, 'POST', ENDPOINTS.PublishDraw.path.replace(':id', categoryId), {});
  }
  return reply;
}

let entrants = 0;

/**
 * A coach's entry of one cadet in a fresh tournament's category at `index`, as any visitor makes it: the event, the
 * category and the athlete's booking (the id their ticket names).
 */
export async function athleteEnteredViaApi(app: FastifyInstance, token: string, index = 0) {
  const { event, tournament } = await tournamentViaApi(app, token);
  const categoryId = tournament.categories[index]!.id;
  entrants += 1;
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.EnterTournament.path.replace(':id', event._id),
    payload: {
      contactName: 'Sensei Ravi Naik',
      email: `entrant${entrants}@tigers.example.in`,
      mobileNumber: '9820123456',
      club: 'Tigers Dojo',
      coachName: 'Sensei Ravi Naik',
      guardiansAgree: true,
      athletes: [cadetEntry(`Entered Athlete ${entrants}`, [categoryId])],
    },
  });
  if (res.statusCode !== 200) throw new Error(`EnterTournament failed: ${res.statusCode} ${res.body}`);
  const booking = await app.db
    .selectFrom('bookings')
    .select('id')
    .where('eventId', '=', event._id)
    .executeTakeFirstOrThrow();
  return { event, categoryId, bookingId: booking.id };
}

/**
 * A fresh cadets' kumite pool of two (up to 52 kg) whose one bout the first entry won: its places are final, so its
 * entries have certificates. That entry belongs to `fighterId`'s profile when one is given.
 */
export async function finishedCategoryViaApi(app: FastifyInstance, token: string, fighterId?: string) {
  const { categoryId, entries } = await enteredTournamentViaApi(app, token, 2);
  const entryId = entries![0]!.id;
  if (fighterId) {
    await app.db.updateTable('tournamentEntries').set({ fighterId }).where('id', '=', entryId).execute();
  }
  const bout = (await drawViaApi(app, token, categoryId, true)).bouts[0]!;
  await call<CategoryReply>(app, token, 'POST', ENDPOINTS.RecordResult.path.replace(':id', categoryId), {
    boutId: bout.id,
    winner: bout.aka === entryId ? 'aka' : 'ao',
    method: 'points',
    akaScore: 3,
    aoScore: 1,
  });
  return { categoryId, entryId };
}
