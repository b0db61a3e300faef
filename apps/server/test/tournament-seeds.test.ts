import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type CategoryReply, type SeedProposalReply, type TournamentReply } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { publishedPlaces } from '../src/modules/tournaments/results.ts';
import { profileOf } from '../src/modules/tournaments/tournament-view.ts';
import { addEntriesViaApi, bornForAge, CADETS, cadetEntry } from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

async function call<Reply>(method: 'GET' | 'POST', path: string, id: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: path.replace(':id', id),
    headers: { 'x-auth-token': owner },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reply;
}

/** A cadets' tournament `days` from now: its kata category (index 0) and its male kumite up to 52 kg (index 2). */
async function tournamentIn(days: number) {
  const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(days * DAY_MS), totalSeats: 500 });
  const reply = await call<TournamentReply>('POST', ENDPOINTS.SetUpTournament.path, event._id, CADETS);
  const [kata, , kumite] = reply.tournament!.categories;
  return { eventId: event._id, kata: kata!.id, kumite: kumite!.id };
}

/**
 * Enters athletes (Kaizen, 14 years old unless a date of birth is given), draws and publishes the category, and
 * fights it out so the athletes place in the order given: each pool bout won by the one listed first.
 */
async function foughtPool(eventId: string, categoryId: string, order: (string | [string, string])[]) {
  const athletes = order.map((each) => (typeof each === 'string' ? [each, bornForAge(14)] : each));
  await addEntriesViaApi(
    t.app,
    owner,
    eventId,
    'Kaizen',
    athletes.map(([name, born]) => ({ ...cadetEntry(name!, [categoryId]), dateOfBirth: born! })),
  );
  await call('POST', ENDPOINTS.DrawCategory.path, categoryId, {});
  let reply = await call<CategoryReply>('POST', ENDPOINTS.PublishDraw.path, categoryId);
  const rank = (id: string | null) =>
    athletes.findIndex(([name]) => name === reply.entries.find((e) => e.id === id)?.athleteName);
  for (const bout of reply.bouts) {
    reply = await call<CategoryReply>('POST', ENDPOINTS.RecordResult.path, categoryId, {
      boutId: bout.id,
      winner: rank(bout.aka) < rank(bout.ao) ? 'aka' : 'ao',
      method: 'points',
    });
  }
  return reply;
}

const propose = (categoryId: string) => call<SeedProposalReply>('GET', ENDPOINTS.ProposeSeeds.path, categoryId);

describe('seeds from earlier results', () => {
  it("ranks the entrants by their medals at earlier tournaments, in the category's discipline only", async () => {
    const first = await tournamentIn(2);
    await foughtPool(first.eventId, first.kumite, ['Aarav Kale', 'Bhavesh Rao']);
    // Dev's kata gold says nothing of his kumite.
    await addEntriesViaApi(t.app, owner, first.eventId, 'Kaizen', [
      cadetEntry('Dev Naik', [first.kata]),
      cadetEntry('Jay More', [first.kata]),
    ]);
    await call('POST', ENDPOINTS.DrawCategory.path, first.kata, {});
    const kata = await call<CategoryReply>('POST', ENDPOINTS.PublishDraw.path, first.kata);
    for (const entry of kata.entries) {
      const score = entry.athleteName === 'Dev Naik' ? 9 : 8;
      await call('POST', ENDPOINTS.RecordKataScore.path, first.kata, {
        round: 1,
        entryId: entry.id,
        scores: Array.from({ length: 7 }, () => score),
      });
    }
    const second = await tournamentIn(4);
    await foughtPool(second.eventId, second.kumite, ['Chirag Shah', 'Dev Naik', 'Bhavesh Rao']);
    // After the tournament being drawn: does not count.
    const later = await tournamentIn(10);
    await foughtPool(later.eventId, later.kumite, ['Eshan Pawar', 'Farhan Khan']);

    const now = await tournamentIn(7);
    await addEntriesViaApi(t.app, owner, now.eventId, 'Shotokan', [
      ...['Aarav Kale', 'Bhavesh Rao', 'Chirag Shah', 'Dev Naik', 'Eshan Pawar'].map((name) =>
        cadetEntry(name, [now.kumite]),
      ),
      // Aarav's namesake, a year older: someone else.
      { ...cadetEntry('aarav  KALE', [now.kumite]), dateOfBirth: bornForAge(15) },
    ]);
    const proposal = await propose(now.kumite);
    const reply = await call<CategoryReply>('GET', ENDPOINTS.GetCategory.path, now.kumite);
    const nameOf = (id: string) => {
      const entry = reply.entries.find((e) => e.id === id)!;
      return `${entry.athleteName} ${entry.dateOfBirth === bornForAge(14) ? 14 : 15}`;
    };
    expect(proposal.athletes.map((a) => [nameOf(a.entryId), a.gold, a.silver, a.bronze, a.lastMedalDay])).toEqual([
      ['Chirag Shah 14', 1, 0, 0, expect.any(String)],
      ['Aarav Kale 14', 1, 0, 0, expect.any(String)],
      ['Bhavesh Rao 14', 0, 1, 1, expect.any(String)],
      ['Dev Naik 14', 0, 1, 0, expect.any(String)],
    ]);
    // The most recent medal breaks the tie of golds.
    expect(proposal.athletes[0]!.lastMedalDay! > proposal.athletes[1]!.lastMedalDay!).toBe(true);
    expect(proposal.seeds.map((s) => [nameOf(s.entryId), s.seed])).toEqual([
      ['Chirag Shah 14', 1],
      ['Aarav Kale 14', 2],
      ['Bhavesh Rao 14', 3],
      ['Dev Naik 14', 4],
    ]);

    // The organiser draws with the proposal, through the draw's own path (audited).
    const drawn = await call<CategoryReply>('POST', ENDPOINTS.DrawCategory.path, now.kumite, {
      seeds: proposal.seeds,
    });
    expect(drawn.entries.filter((e) => e.seed !== null).map((e) => [nameOf(e.id), e.seed])).toEqual(
      expect.arrayContaining([
        ['Chirag Shah 14', 1],
        ['Dev Naik 14', 4],
      ]),
    );
  });

  it('matches by fighter profile when both entries have one, else by name and date of birth', async () => {
    const kabir = await signUpAndLogin(t.app, { email: 'kabir.seeds@example.com' });
    const om = await signUpAndLogin(t.app, { email: 'om.seeds@example.com' });
    const omsNamesake = await signUpAndLogin(t.app, { email: 'om.other@example.com' });
    const earlier = await tournamentIn(1);
    const fought = await foughtPool(earlier.eventId, earlier.kumite, ['Kabir Rao', 'Om Rane']);
    const tie = async (entries: { id: string; athleteName: string }[], name: string, fighterId: string) =>
      t.app.db
        .updateTable('tournamentEntries')
        .set({ fighterId })
        .where('id', '=', entries.find((e) => e.athleteName === name)!.id)
        .execute();
    await tie(fought.entries, 'Kabir Rao', kabir.id);
    await tie(fought.entries, 'Om Rane', om.id);

    const now = await tournamentIn(6);
    const entered = await addEntriesViaApi(t.app, owner, now.eventId, 'Kaizen', [
      // Renamed on his profile since: still Kabir.
      { ...cadetEntry('Kabir S. Rao', [now.kumite]), dateOfBirth: bornForAge(15) },
      // Same name and birthday as the silver medallist, but another profile: someone else.
      cadetEntry('Om Rane', [now.kumite]),
      cadetEntry('Jay Kulkarni', [now.kumite]),
    ]);
    await tie(entered.entries, 'Kabir S. Rao', kabir.id);
    await tie(entered.entries, 'Om Rane', omsNamesake.id);
    const kabirNow = entered.entries.find((e) => e.athleteName === 'Kabir S. Rao')!.id;

    const proposal = await propose(now.kumite);
    expect(proposal.athletes).toEqual([
      { entryId: kabirNow, gold: 1, silver: 0, bronze: 0, lastMedalDay: expect.any(String) },
    ]);
    expect(proposal.seeds).toEqual([{ entryId: kabirNow, seed: 1 }]);
  });

  it('proposes nothing for entrants new to the academy, and 404 for no such category', async () => {
    const now = await tournamentIn(9);
    await addEntriesViaApi(t.app, owner, now.eventId, 'Kaizen', [cadetEntry('Nobody Before', [now.kumite])]);
    expect(await propose(now.kumite)).toMatchObject({
      athletes: [],
      seeds: [],
      message: 'Seeds proposed from earlier results.',
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.ProposeSeeds.path.replace(':id', 'no-such-category'),
      headers: { 'x-auth-token': owner },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("works out an earlier category's places alone as it does among the whole tournament's", async () => {
    const earlier = await tournamentIn(3);
    await foughtPool(earlier.eventId, earlier.kumite, ['Gopal Iyer', 'Hari Menon', 'Ishan Das']);
    await addEntriesViaApi(t.app, owner, earlier.eventId, 'Kaizen', [
      cadetEntry('Kata One', [earlier.kata]),
      cadetEntry('Kata Two', [earlier.kata]),
    ]);
    await call('POST', ENDPOINTS.DrawCategory.path, earlier.kata, {});
    await call('POST', ENDPOINTS.PublishDraw.path, earlier.kata);
    const tournament = await t.app.db
      .selectFrom('tournaments')
      .select('profile')
      .where('eventId', '=', earlier.eventId)
      .executeTakeFirstOrThrow();
    const all = await publishedPlaces(t.app.db, earlier.eventId, profileOf(tournament));
    expect(all.map((each) => each.category.id).sort()).toEqual([earlier.kata, earlier.kumite].sort());
    const alone = await publishedPlaces(t.app.db, earlier.eventId, profileOf(tournament), [earlier.kumite]);
    expect(alone).toEqual(all.filter((each) => each.category.id === earlier.kumite));
    expect(alone[0]!.finished).toBe(true);
    expect(await publishedPlaces(t.app.db, earlier.eventId, profileOf(tournament), [])).toEqual([]);
  });
});
