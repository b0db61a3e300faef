import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  ENDPOINTS,
  type BoutLogReply,
  type DisplayReply,
  type TatamisReply,
  type CompetitionRecordReply,
  type TournamentReply,
  type TournamentResultsReply,
} from '@academy/contract';
import { seedDemoContent } from '../src/seed/seed-demo.ts';
import { seedDemoEvents } from '../src/seed/demo-events.ts';
import { seedDemoTournaments } from '../src/seed/demo-tournaments.ts';
import { adminToken } from './helpers/auth.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`the demo's tournaments on ${testDialect}`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoEvents(t.app);
    expect(await seedDemoTournaments(t.app)).toBe(3);
    for (const event of await t.app.db.selectFrom('events').select(['id', 'eventName']).execute())
      ids[event.eventName] = event.id;
  });
  afterAll(() => t?.close());

  const results = async (eventName: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetTournamentResults.path.replace(':id', ids[eventName]!),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TournamentResultsReply;
  };

  it('has the past championship fought to the end: every category placed, and a medal table', async () => {
    const past = await results('All India Open Karate Championship');
    expect(past.categories).toHaveLength(8);
    expect(
      past.categories.every((c) => c.finished && c.first !== null && c.second !== null && c.third.length >= 1),
    ).toBe(true);
    // Each category's discipline, for the results page's filter: the demo fights both.
    expect(new Set(past.categories.map((c) => c.discipline))).toEqual(new Set(['kata', 'kumite']));
    expect(past.categories.filter((c) => c.name.startsWith('Kata')).every((c) => c.discipline === 'kata')).toBe(true);
    const golds = past.medals.reduce((sum, row) => sum + row.gold, 0);
    expect(golds).toBe(8);
    expect(past.medals.length).toBeGreaterThanOrEqual(3);
  });

  it('has the coming kata championship entered and drawn, with nothing fought yet', async () => {
    const coming = await results('Kaizen Winter Kata Championship 2026');
    // The organiser's entries, and the visiting club's three entered online (U10 boys, U12 boys and girls).
    expect(coming.categories.map((c) => c.entries)).toEqual([6, 4, 8, 7, 10, 3]);
    expect(coming.categories.every((c) => !c.finished && c.first === null && c.format === 'kataPoints')).toBe(true);
    expect(coming.medals).toEqual([]);
    expect(coming.categories.every((c) => c.discipline === 'kata')).toBe(true);
  });

  it("has today's cup under way on three tatamis, bouts scored on the console and one half fought", async () => {
    const cup = ids['Kaizen Inter-Dojo Kumite Cup']!;
    const token = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetTatamis.path.replace(':id', cup),
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { tatamis } = res.json() as TatamisReply;
    expect(tatamis.map((tatami) => tatami.queue.length)).toEqual([2, 2, 2]);
    // Three results a tatami, four minutes apart: the estimates use the day's measured bout length. Only results of
    // the academy's today count, so in the first quarter hour after midnight (IST) the earliest are yesterday's.
    if (academyToday(new Date(Date.now() - 15 * 60_000)) === academyToday())
      expect(tatamis.every((tatami) => tatami.measured && tatami.boutSeconds === 240)).toBe(true);
    const bouts = await t.app.db
      .selectFrom('tournamentBoutEvents')
      .select(['categoryId', 'boutId'])
      .groupBy(['categoryId', 'boutId'])
      .execute();
    expect(bouts).toHaveLength(10);
    // Tatami 1's bout now is the one half fought: AKA 3 (Yuko, Waza-ari) with Senshu, AO 2 and a first warning.
    const now = tatamis[0]!.now!;
    const log = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.GetBoutLog.path.replace(':id', now.categoryId)}?boutId=${now.boutId}`,
      headers: { 'x-auth-token': token },
    });
    expect(log.statusCode, log.body).toBe(200);
    const { state } = log.json() as BoutLogReply;
    expect(state.points).toEqual({ aka: 3, ao: 2 });
    expect(state.senshu).toBe('aka');
    expect(state.penalties).toEqual({ aka: null, ao: 0 });
    expect(state.status).toBe('fighting');
    expect(state.clock.running).toBe(false);
    // Its TV opens without an account on the demo's display link, showing that bout with its log.
    const displays = await t.app.db.selectFrom('tournamentDisplays').selectAll().where('eventId', '=', cup).execute();
    expect(displays.map((display) => display.kind).sort()).toEqual(['callUp', 'scoreboard']);
    const tv = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetDisplay.path.replace(':token', displays.find((d) => d.kind === 'scoreboard')!.token),
    });
    expect(tv.statusCode, tv.body).toBe(200);
    const { board } = tv.json() as DisplayReply;
    expect(board.tatamis[0]!.now!.boutId).toBe(now.boutId);
    expect(board.tatamis[0]!.now!.events).toHaveLength(6);
  });

  it('seeds them once', async () => {
    expect(await seedDemoTournaments(t.app)).toBe(0);
  });
});

describe(`the demo's tournaments beside its families, on ${testDialect}`, () => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.app);
    owner = await adminToken(t.app);
    for (const event of await t.app.db.selectFrom('events').select(['id', 'eventName']).execute())
      ids[event.eventName] = event.id;
  }, 120_000);
  afterAll(() => t?.close());

  const get = async <T>(path: string, id: string) => {
    const res = await t.app.inject({ method: 'GET', url: path.replace(':id', id), headers: { 'x-auth-token': owner } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("gives the demo's table official tatami 1 of today's cup: their home leads to its console, as the log says", async () => {
    const official = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'table@example.com')
      .executeTakeFirstOrThrow();
    const { officialConsoles } = await import('../src/modules/competition-day/consoles.ts');
    const consoles = await officialConsoles(t.app.db, official.id);
    expect(consoles.map((each) => [each.eventName, each.tatami])).toEqual([['Kaizen Inter-Dojo Kumite Cup', 1]]);
  });

  it("gives the academy's children who fought the past championship a competition record", async () => {
    const fought = await t.app.db
      .selectFrom('tournamentEntries')
      .select(['fighterId', 'athleteName'])
      .where('eventId', '=', ids['All India Open Karate Championship']!)
      .where('fighterId', 'is not', null)
      .execute();
    expect(fought.length).toBeGreaterThanOrEqual(2);
    for (const entry of fought) {
      const record = await get<CompetitionRecordReply>(ENDPOINTS.GetCompetitionRecord.path, entry.fighterId!);
      expect(record.competitions.map((c) => c.eventName)).toContain('All India Open Karate Championship');
    }
  });

  it('has entries made online in the coming one: a seat and ticket each, one fee unpaid and one team paid', async () => {
    const eventId = ids['Kaizen Winter Kata Championship 2026']!;
    const { entries } = await get<TournamentReply>(ENDPOINTS.GetTournament.path, eventId);
    const online = entries.filter((entry) => entry.paymentState !== null);
    expect(online.map((entry) => [entry.club, entry.paymentState]).sort()).toEqual([
      ['Goju Ryu Nashik', 'paid'],
      ['Goju Ryu Nashik', 'paid'],
      ['Goju Ryu Nashik', 'paid'],
      ['Kaizen Karate Academy', 'pending'],
    ]);
    expect(online.filter((entry) => entry.fighterId !== null)).toHaveLength(1);
    const bookings = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('eventId', '=', eventId)
      .where(
        'id',
        'in',
        online.map((entry) => entry.bookingId!),
      )
      .execute();
    expect(bookings).toHaveLength(4);
  });
});
