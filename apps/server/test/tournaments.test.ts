import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_OPEN_PROFILE,
  drawCategory,
  ENDPOINTS,
  EXPORT_DATA_FILE,
  WKF_2023_PROFILE,
  type CategoryDraw,
  type CategoryReply,
  type TournamentReply,
  type TournamentResultsReply,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { FIGHTER_PASSWORD, signUpAndLogin } from './helpers/fighter-accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { unzip } from './helpers/zip.ts';
import { addEntriesViaApi, bornForAge, CADETS, cadetEntry, tournamentViaApi } from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

const url = (path: string, id: string) => path.replace(':id', id);
const post = (path: string, id: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: url(path, id),
    headers: { 'x-auth-token': owner, 'accept-language': language },
    payload,
  });

describe('setting up a tournament', () => {
  it('offers the built-in rule profiles', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetRuleProfiles.path,
      headers: { 'x-auth-token': owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.map((p: { name: string }) => p.name)).toEqual([
      WKF_2023_PROFILE.name,
      ACADEMY_OPEN_PROFILE.name,
    ]);
  });

  it('answers null for an event that is not a tournament, and 404 for no event', async () => {
    const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(3 * DAY_MS) });
    const res = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(res.json()).toMatchObject({ status: 1, tournament: null, entries: [] });
    const missing = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, 'no-such-event'),
      headers: { 'x-auth-token': owner },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('generates the categories of the profile, named in the reader language, and keeps entered ones when the rules change', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    expect(tournament.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tournament.categories.map((c) => c.name)).toEqual([
      'Kata · Male · Cadets (14–15)',
      'Kata · Female · Cadets (14–15)',
      'Kumite · Male · Cadets (14–15) · −52 kg',
      'Kumite · Male · Cadets (14–15) · −57 kg',
      'Kumite · Male · Cadets (14–15) · −63 kg',
      'Kumite · Male · Cadets (14–15) · −70 kg',
      'Kumite · Male · Cadets (14–15) · +70 kg',
      'Kumite · Female · Cadets (14–15) · −47 kg',
      'Kumite · Female · Cadets (14–15) · −54 kg',
      'Kumite · Female · Cadets (14–15) · −61 kg',
      'Kumite · Female · Cadets (14–15) · +61 kg',
    ]);
    const kumite57 = tournament.categories[3]!;
    await addEntriesViaApi(t.app, owner, event._id, 'Kaizen Karate Academy', [
      cadetEntry('Ira Kale', [kumite57.id], { gender: 'male', weightKg: 55 }),
    ]);

    const hindi = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner, 'accept-language': 'hi' },
    });
    expect(hindi.json().tournament.categories[0].name).toBe('काता · पुरुष · कैडेट (14–15 वर्ष)');

    // Kata only now: the kumite categories go, except the one an athlete is entered in, which stays last.
    const res = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, disciplines: ['kata'] });
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as TournamentReply).tournament!;
    expect(after.categories.map((c) => [c.id === kumite57.id ? 'kept' : c.name, c.entries])).toEqual([
      ['Kata · Male · Cadets (14–15)', 0],
      ['Kata · Female · Cadets (14–15)', 0],
      ['kept', 1],
    ]);
    expect(after.categories[0]!.id).toBe(tournament.categories[0]!.id);
  });

  it('refuses an age group the profile does not have, and an empty choice, in the reader language', async () => {
    const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(3 * DAY_MS) });
    const unknown = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, ageGroups: ['masters'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('That age group is not in the rule profile.');
    const none = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, disciplines: [] }, 'mr');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('किमान एक प्रकार निवडा.');
  });
});

describe('entries', () => {
  it('enters athletes who fit, and names the one who does not', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const [kataMale, , kumiteMale52] = tournament.categories;
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Shotokan Pune', [
      cadetEntry('Aarav Shah', [kataMale!.id, kumiteMale52!.id], { gender: 'male', weightKg: 50 }),
      cadetEntry('Kabir Rao', [kumiteMale52!.id], { gender: 'male', weightKg: 51.9 }),
    ]);
    expect(added.message).toBe('3 entries added.');
    expect(added.tournament!.categories.slice(0, 3).map((c) => c.entries)).toEqual([1, 0, 2]);
    expect(added.entries.map((e) => [e.athleteName, e.age, e.weightKg, e.club])).toEqual([
      ['Aarav Shah', 14, 50, 'Shotokan Pune'],
      ['Aarav Shah', 14, 50, 'Shotokan Pune'],
      ['Kabir Rao', 14, 51.9, 'Shotokan Pune'],
    ]);

    const heavy = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Shotokan Pune',
      athletes: [
        cadetEntry('Neel Joshi', [kataMale!.id], { gender: 'male', weightKg: 49 }),
        cadetEntry('Rohan Das', [kumiteMale52!.id], { gender: 'male', weightKg: 60 }),
      ],
    });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toBe(
      'Rohan Das cannot enter Kumite · Male · Cadets (14–15) · −52 kg: their weight is outside it.',
    );
    // All or nothing: Neel Joshi, who fitted, was not entered either.
    const now = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(now.json().entries.map((e: { athleteName: string }) => e.athleteName)).not.toContain('Neel Joshi');

    const again = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Other',
      athletes: [cadetEntry('Kabir Rao', [kumiteMale52!.id], { gender: 'male', weightKg: 51 })],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Kabir Rao is already entered in Kumite · Male · Cadets (14–15) · −52 kg.');

    const young = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Other',
      athletes: [
        { ...cadetEntry('Tiny Tim', [kataMale!.id], { gender: 'male', weightKg: 30 }), dateOfBirth: bornForAge(11) },
      ],
    });
    expect(young.json().message).toBe(
      'Tiny Tim cannot enter Kata · Male · Cadets (14–15): their age on the tournament day is outside it.',
    );
  });

  it('refuses entries once the tournament day is over, saying so, and enters nobody', async () => {
    const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(-2 * DAY_MS), totalSeats: 500 });
    const setUp = await post(ENDPOINTS.SetUpTournament.path, event._id, CADETS);
    const [kataMale] = setUp.json().tournament.categories;
    const late = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Shotokan Pune',
      athletes: [cadetEntry('Aarav Shah', [kataMale.id])],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      status: 0,
      message: 'The tournament day is over: athletes can no longer be entered.',
    });
    const inHindi = await post(
      ENDPOINTS.AddEntries.path,
      event._id,
      { club: 'Shotokan Pune', athletes: [cadetEntry('Aarav Shah', [kataMale.id])] },
      'hi',
    );
    expect(inHindi.json().message).toBe('टूर्नामेंट का दिन बीत चुका है: अब खिलाड़ियों की प्रविष्टि नहीं हो सकती।');
    const after = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(after.json().entries).toEqual([]);
  });

  it('moves an entry within its discipline, merges and splits categories, each in the audit log', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const [kataMale, kataFemale, kumiteMale52, kumiteMale57] = tournament.categories;
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadetEntry('Veer Patil', [kataMale!.id, kumiteMale52!.id], { gender: 'male', weightKg: 50 }),
      cadetEntry('Om Kulkarni', [kumiteMale52!.id], { gender: 'male', weightKg: 51 }),
      cadetEntry('Jay More', [kumiteMale52!.id], { gender: 'male', weightKg: 50.5 }),
    ]);
    const veerKumite = added.entries.find((e) => e.athleteName === 'Veer Patil' && e.categoryId === kumiteMale52!.id)!;
    const veerKata = added.entries.find((e) => e.athleteName === 'Veer Patil' && e.categoryId === kataMale!.id)!;

    const across = await post(ENDPOINTS.MoveEntry.path, veerKumite.id, { categoryId: kataFemale!.id });
    expect(across.statusCode).toBe(400);
    const moved = await post(ENDPOINTS.MoveEntry.path, veerKumite.id, { categoryId: kumiteMale57!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as TournamentReply).entries.find((e) => e.id === veerKumite.id)!.categoryId).toBe(
      kumiteMale57!.id,
    );

    const merged = await post(ENDPOINTS.MergeCategories.path, kataFemale!.id, { intoId: kataMale!.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const afterMerge = (merged.json() as TournamentReply).tournament!;
    expect(afterMerge.categories.find((c) => c.id === kataFemale!.id)).toBeUndefined();
    expect(afterMerge.categories.find((c) => c.id === kataMale!.id)!.name).toBe('Kata · Mixed · Cadets (14–15)');

    const jay = added.entries.find((e) => e.athleteName === 'Jay More')!;
    const all = await post(ENDPOINTS.SplitCategory.path, kumiteMale52!.id, {
      entryIds: [jay.id, added.entries.find((e) => e.athleteName === 'Om Kulkarni')!.id],
    });
    expect(all.statusCode).toBe(400);
    const split = await post(ENDPOINTS.SplitCategory.path, kumiteMale52!.id, { entryIds: [jay.id] });
    expect(split.statusCode, split.body).toBe(200);
    const afterSplit = (split.json() as TournamentReply).tournament!;
    const at = afterSplit.categories.findIndex((c) => c.id === kumiteMale52!.id);
    expect(afterSplit.categories[at + 1]!.name).toBe(afterSplit.categories[at]!.name);
    expect(afterSplit.categories[at + 1]!.entries).toBe(1);
    expect(afterSplit.categories.map((c) => c.position)).toEqual(afterSplit.categories.map((_, i) => i + 1));

    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'subjectId'])
      .where('action', 'like', 'tournament.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'tournament.moveEntry', subjectId: veerKumite.id },
        { action: 'tournament.merge', subjectId: kataMale!.id },
        { action: 'tournament.split', subjectId: kumiteMale52!.id },
        { action: 'tournament.addEntries', subjectId: veerKata.id },
        { action: 'tournament.setUp', subjectId: event._id },
      ]),
    );
  });
});

describe("an athlete's data", () => {
  it('is in their export, and their erasure leaves the entry in its category under a name that is nobody', async () => {
    const athlete = await signUpAndLogin(t.app, { fullName: 'Sara Khan' });
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadetEntry('Sara Khan', [tournament.categories[1]!.id], { gender: 'female', weightKg: 46 }),
      cadetEntry('Rhea Sen', [tournament.categories[1]!.id], { gender: 'female', weightKg: 45 }),
    ]);
    const sara = added.entries.find((e) => e.athleteName === 'Sara Khan')!;
    // Entries made through a family's booking carry the profile; by hand, the organiser links none.
    await t.app.db.updateTable('tournamentEntries').set({ fighterId: athlete.id }).where('id', '=', sara.id).execute();

    const exported = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.ExportFighterData.path, athlete.id),
      headers: { 'x-auth-token': athlete.token },
    });
    const data = JSON.parse((await unzip(exported.rawPayload)).get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.tournamentEntries).toEqual([
      expect.objectContaining({
        athleteName: 'Sara Khan',
        weightKg: 46,
        club: 'Kaizen',
        event: { id: event._id, name: event.eventName },
      }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: url(ENDPOINTS.EraseFighter.path, athlete.id),
      headers: { 'x-auth-token': athlete.token },
      payload: { password: FIGHTER_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await t.app.db.selectFrom('tournamentEntries').selectAll().where('eventId', '=', event._id).execute();
    const saraNow = after.find((e) => e.id === sara.id)!;
    const rhea = after.find((e) => e.id !== sara.id)!;
    expect([saraNow.athleteName, saraNow.dateOfBirth, saraNow.weightGrams, saraNow.fighterId]).toEqual([
      expect.not.stringContaining('Sara'),
      '1900-01-01',
      null,
      null,
    ]);
    expect([rhea.athleteName, rhea.weightGrams]).toEqual(['Rhea Sen', 45000]);
    expect(after.every((e) => e.categoryId === tournament.categories[1]!.id)).toBe(true);
  });
});

describe('the draw and the results', () => {
  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: url(ENDPOINTS.GetCategory.path, id), headers: { 'x-auth-token': owner } });

  /** Five male cadets at -52 kg from three clubs: a bracket of 8 under WKF 2023 (repechage). */
  async function fiveInABracket() {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const kumite52 = tournament.categories[2]!;
    const athletes = [
      ['Aarav', 'Kaizen'],
      ['Bhavesh', 'Kaizen'],
      ['Chirag', 'Shotokan Pune'],
      ['Dev', 'Shotokan Pune'],
      ['Eshan', 'Goju Nashik'],
    ] as const;
    for (const [name, club] of athletes) {
      await addEntriesViaApi(t.app, owner, event._id, club, [
        cadetEntry(`${name} K`, [kumite52.id], { gender: 'male', weightKg: 50 }),
      ]);
    }
    return { event, category: kumite52 };
  }

  it('draws a bracket whose seed value remakes it, with club mates in opposite halves, and redraws until published', async () => {
    const { category } = await fiveInABracket();
    const entries = ((await get(category.id)).json() as CategoryReply).entries;
    const aarav = entries.find((e) => e.athleteName === 'Aarav K')!;
    const drawn = await post(ENDPOINTS.DrawCategory.path, category.id, { seeds: [{ entryId: aarav.id, seed: 1 }] });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const reply = drawn.json() as CategoryReply;
    expect(reply.category.format).toBe('bracket');
    const row = await t.app.db
      .selectFrom('tournamentCategories')
      .select(['draw', 'drawSeedValue'])
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.draw!) as CategoryDraw;
    const again = drawCategory(
      'bracket',
      [...entries]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((e) => ({ id: e.id, club: e.club, ...(e.id === aarav.id ? { seed: 1 as const } : {}) })),
      row.drawSeedValue!,
      WKF_2023_PROFILE.kata,
    );
    expect(again).toEqual(stored);
    if (stored.format !== 'bracket') throw new Error('a bracket was drawn');
    expect(stored.bracket.slots[0]).toBe(aarav.id);
    const clubOf = new Map(entries.map((e) => [e.id, e.club]));
    for (const club of ['Kaizen', 'Shotokan Pune']) {
      const halves = [0, 4].map(
        (from) => stored.bracket.slots.slice(from, from + 4).filter((id) => id && clubOf.get(id) === club).length,
      );
      expect(halves, club).toEqual([1, 1]);
    }
    // Three byes in a bracket of 8, seed 1's among them.
    expect(reply.bouts.filter((b) => b.kind === 'main' && b.round === 1 && b.state === 'bye')).toHaveLength(3);

    expect((await post(ENDPOINTS.DrawCategory.path, category.id, {})).statusCode).toBe(200);
    expect((await post(ENDPOINTS.PublishDraw.path, category.id, {})).statusCode).toBe(200);
    const late = await post(ENDPOINTS.DrawCategory.path, category.id, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The draw is published: it can no longer be drawn again.');
    const moveLate = await post(ENDPOINTS.MoveEntry.path, aarav.id, { categoryId: category.id });
    expect(moveLate.statusCode).toBe(409);
  });

  it('takes results bout by bout to gold, silver and two bronzes, and refuses a correction a later bout counts on', async () => {
    const { category } = await fiveInABracket();
    await post(ENDPOINTS.DrawCategory.path, category.id, {});
    const early = await post(ENDPOINTS.RecordResult.path, category.id, {
      boutId: 'R1-1',
      winner: 'aka',
      method: 'points',
    });
    expect(early.statusCode).toBe(409);
    let reply = (await post(ENDPOINTS.PublishDraw.path, category.id, {})).json() as CategoryReply;
    const fought: string[] = [];
    while (reply.next.length > 0) {
      const boutId = reply.next[0]!;
      fought.push(boutId);
      const res = await post(ENDPOINTS.RecordResult.path, category.id, {
        boutId,
        winner: 'aka',
        method: 'points',
        akaScore: 3,
        aoScore: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      reply = res.json() as CategoryReply;
    }
    expect(reply.placings!.first).not.toBeNull();
    expect(reply.placings!.second).not.toBeNull();
    expect(reply.placings!.third.length).toBeGreaterThanOrEqual(1);
    const medallists = [reply.placings!.first, reply.placings!.second, ...reply.placings!.third];
    expect(new Set(medallists).size).toBe(medallists.length);
    const final = reply.bouts.find((b) => b.id === fought.find((id) => id.startsWith('R3')))!;
    expect(final).toMatchObject({ state: 'done', decision: 'aka', method: 'points', akaScore: 3, aoScore: 1 });

    const firstBout = reply.bouts.find((b) => b.kind === 'main' && b.round === 1 && b.state === 'done')!;
    const correction = await post(ENDPOINTS.RecordResult.path, category.id, {
      boutId: firstBout.id,
      winner: 'ao',
      method: 'senshu',
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().message).toBe('A later bout already counts on this result: correct that one first.');
    const drawInBracket = await post(ENDPOINTS.RecordResult.path, category.id, {
      boutId: final.id,
      winner: 'draw',
      method: 'points',
    });
    expect(drawInBracket.statusCode).toBe(400);
    // The final itself can be corrected: nothing comes after it.
    const corrected = await post(ENDPOINTS.RecordResult.path, category.id, {
      boutId: final.id,
      winner: 'ao',
      method: 'hantei',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as CategoryReply).placings!.first).toBe(final.ao);
  });

  it("shows anyone the published categories' places and the clubs' medal table", async () => {
    const { event, category } = await fiveInABracket();
    const before = await t.app.inject({ method: 'GET', url: url(ENDPOINTS.GetTournamentResults.path, event._id) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ categories: [], medals: [] });
    await post(ENDPOINTS.DrawCategory.path, category.id, {});
    let reply = (await post(ENDPOINTS.PublishDraw.path, category.id, {})).json() as CategoryReply;
    const open = (
      await t.app.inject({ method: 'GET', url: url(ENDPOINTS.GetTournamentResults.path, event._id) })
    ).json();
    expect(open.categories).toEqual([
      expect.objectContaining({ id: category.id, entries: 5, finished: false, first: null }),
    ]);
    while (reply.next.length > 0) {
      reply = (
        await post(ENDPOINTS.RecordResult.path, category.id, { boutId: reply.next[0]!, winner: 'ao', method: 'points' })
      ).json() as CategoryReply;
    }
    const res = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournamentResults.path, event._id),
      headers: { 'accept-language': 'mr' },
    });
    const results = res.json() as TournamentResultsReply;
    const [only] = results.categories;
    expect(only).toMatchObject({
      finished: true,
      name: 'कुमिते · पुरुष · कॅडेट (14–15 वर्षे) · −52 किलो',
      discipline: 'kumite',
    });
    expect(results).toMatchObject({
      eventName: event.eventName,
      eventDateTime: event.eventDateTime,
      address: event.address,
    });
    const champion = reply.entries.find((e) => e.id === reply.placings!.first)!;
    expect(only!.first).toEqual({ entryId: champion.id, athleteName: champion.athleteName, club: champion.club });
    const medals = results.medals.reduce((sum, row) => sum + row.gold + row.silver + row.bronze, 0);
    expect(medals).toBe(2 + only!.third.length);
    expect(results.medals[0]!.gold).toBe(1);
    expect(results.medals[0]!.club).toBe(champion.club);
  });

  it('fights three as a round robin, where a draw may stand, and ranks the pool', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const female47 = tournament.categories[7]!;
    await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadetEntry('Gita', [female47.id], { gender: 'female', weightKg: 45 }),
      cadetEntry('Hema', [female47.id], { gender: 'female', weightKg: 44 }),
      cadetEntry('Isha', [female47.id], { gender: 'female', weightKg: 46 }),
    ]);
    let reply = (await post(ENDPOINTS.DrawCategory.path, female47.id, {})).json() as CategoryReply;
    expect(reply.category.format).toBe('roundRobin');
    expect(reply.bouts.map((b) => b.kind)).toEqual(['pool', 'pool', 'pool']);
    reply = (await post(ENDPOINTS.PublishDraw.path, female47.id, {})).json() as CategoryReply;
    const gita = reply.entries.find((e) => e.athleteName === 'Gita')!.id;
    // Gita wins both her bouts; the other two draw.
    for (const bout of reply.bouts) {
      const winner = bout.aka === gita ? 'aka' : bout.ao === gita ? 'ao' : 'draw';
      const res = await post(ENDPOINTS.RecordResult.path, female47.id, {
        boutId: bout.id,
        winner,
        method: 'points',
        akaScore: 2,
        aoScore: winner === 'draw' ? 2 : 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      reply = res.json() as CategoryReply;
    }
    expect(reply.next).toEqual([]);
    expect(reply.standings!.reduce((sum, s) => sum + s.points, 0)).toBe(6);
    expect(reply.standings!.find((s) => s.id === gita)).toMatchObject({ rank: 1, won: 2, points: 4 });
    expect(reply.placings!.first).toBe(gita);
  });
});

describe('kata by points', () => {
  it('scores each performance by seven judges, drops the highest and lowest, and places the pool', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const kata = tournament.categories[0]!;
    const names = ['Kavya', 'Lakshya', 'Manav', 'Nikhil', 'Omkar'];
    await addEntriesViaApi(
      t.app,
      owner,
      event._id,
      'Kaizen',
      names.map((name) => cadetEntry(name, [kata.id], { gender: 'male', weightKg: 50 })),
    );
    let reply = (await post(ENDPOINTS.DrawCategory.path, kata.id, {})).json() as CategoryReply;
    expect(reply.category.format).toBe('kataPoints');
    reply = (await post(ENDPOINTS.PublishDraw.path, kata.id, {})).json() as CategoryReply;
    expect(reply.kataRounds![0]!.pools[0]!.entrants).toHaveLength(5);
    const idOf = (name: string) => reply.entries.find((e) => e.athleteName === name)!.id;

    const five = await post(ENDPOINTS.RecordKataScore.path, kata.id, {
      round: 1,
      entryId: idOf('Kavya'),
      scores: [8, 8, 8, 8, 8],
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe('Give one score for each of the 7 judges.');

    for (const [i, name] of names.entries()) {
      // The judges' highest (9.9) and lowest (5.0) are dropped: the five 8.x scores count.
      const scores = [9.9, 5.0, 8 - i * 0.1, 8 - i * 0.1, 8 - i * 0.1, 8 - i * 0.1, 8 - i * 0.1].map(
        (n) => Math.round(n * 10) / 10,
      );
      const res = await post(ENDPOINTS.RecordKataScore.path, kata.id, { round: 1, entryId: idOf(name), scores });
      expect(res.statusCode, res.body).toBe(200);
      reply = res.json() as CategoryReply;
    }
    const ranking = reply.kataRounds![0]!.pools[0]!.ranking;
    expect(ranking.map((p) => [p.total, p.dropped])).toEqual(
      names.map((_, i) => [Math.round((8 - i * 0.1) * 50) / 10, { low: 5, high: 9.9 }]),
    );
    expect(reply.placings).toEqual({
      first: idOf('Kavya'),
      second: idOf('Lakshya'),
      third: [idOf('Manav'), idOf('Nikhil')],
    });
  });

  it('has two level at gold perform again, the tie-break deciding gold and silver', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const kata = tournament.categories[0]!;
    const names = ['Pooja', 'Riya', 'Sana'];
    await addEntriesViaApi(
      t.app,
      owner,
      event._id,
      'Kaizen',
      names.map((name) => cadetEntry(name, [kata.id], { gender: 'male', weightKg: 50 })),
    );
    await post(ENDPOINTS.DrawCategory.path, kata.id, {});
    let reply = (await post(ENDPOINTS.PublishDraw.path, kata.id, {})).json() as CategoryReply;
    const idOf = (name: string) => reply.entries.find((e) => e.athleteName === name)!.id;
    const panel = (score: number) => Array.from({ length: 7 }, () => score);
    const score = async (round: number, name: string, mark: number) => {
      const res = await post(ENDPOINTS.RecordKataScore.path, kata.id, {
        round,
        entryId: idOf(name),
        scores: panel(mark),
      });
      expect(res.statusCode, res.body).toBe(200);
      reply = res.json() as CategoryReply;
    };
    await score(1, 'Pooja', 8.2);
    await score(1, 'Riya', 8.2);
    await score(1, 'Sana', 7.6);
    expect(reply.kataRounds!.map((r) => [r.round, r.tieBreak, r.pools[0]!.entrants.length])).toEqual([
      [1, false, 3],
      [2, true, 2],
    ]);
    expect(reply.placings).toEqual({ first: null, second: null, third: [idOf('Sana')] });
    const outsider = await post(ENDPOINTS.RecordKataScore.path, kata.id, {
      round: 2,
      entryId: idOf('Sana'),
      scores: panel(9),
    });
    expect(outsider.statusCode).toBe(409);
    await score(2, 'Riya', 8.4);
    await score(2, 'Pooja', 8.3);
    expect(reply.placings).toEqual({ first: idOf('Riya'), second: idOf('Pooja'), third: [idOf('Sana')] });
    // Round 1 is settled once its tie-break is scored.
    const late = await post(ENDPOINTS.RecordKataScore.path, kata.id, {
      round: 1,
      entryId: idOf('Sana'),
      scores: panel(9),
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it('is refused with a message in the reader language, the tournament unchanged', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const none = await post(ENDPOINTS.AddEntries.path, event._id, { club: 'Kaizen', athletes: [] }, 'hi');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('कम से कम एक खिलाड़ी जोड़ें।');
    const noCategory = await post(ENDPOINTS.MergeCategories.path, tournament.categories[0]!.id, { intoId: '' });
    expect(noCategory.json().message).toBe('Choose a category.');
    const badScore = await post(ENDPOINTS.RecordKataScore.path, tournament.categories[0]!.id, {
      round: 1,
      entryId: 'x',
      scores: [8, 8, 8, 8, 8, 8, 10.5],
    });
    expect(badScore.json().message).toBe('Each score is from 5.0 to 10.0, with one decimal at most.');
    const after = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(after.json().entries).toEqual([]);
  });
});

describe('deleting the event', () => {
  it('takes its tournament with it: categories, entries, draws and results', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const pool = tournament.categories[7]!;
    await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadetEntry('Uma', [pool.id], { gender: 'female', weightKg: 45 }),
      cadetEntry('Vani', [pool.id], { gender: 'female', weightKg: 44 }),
    ]);
    await post(ENDPOINTS.DrawCategory.path, pool.id, {});
    await post(ENDPOINTS.PublishDraw.path, pool.id, {});
    await post(ENDPOINTS.RecordResult.path, pool.id, { boutId: 'P-1', winner: 'aka', method: 'points' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: url(ENDPOINTS.DeleteEvent.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const table of ['tournaments', 'tournamentCategories', 'tournamentEntries'] as const) {
      expect(
        await t.app.db.selectFrom(table).select('eventId').where('eventId', '=', event._id).execute(),
        table,
      ).toEqual([]);
    }
    expect(
      await t.app.db.selectFrom('tournamentResults').select('boutId').where('categoryId', '=', pool.id).execute(),
    ).toEqual([]);
    const results = await t.app.inject({ method: 'GET', url: url(ENDPOINTS.GetTournamentResults.path, event._id) });
    expect(results.statusCode).toBe(404);
  });
});
