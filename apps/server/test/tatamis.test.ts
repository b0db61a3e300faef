import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  academyToday,
  CHANGEOVER_SECONDS,
  endpointUrl,
  ENDPOINTS,
  tatamisReplySchema,
  WKF_2023_PROFILE,
  type SetTatamisRequest,
  type TatamisReply,
} from '@academy/contract';
import { adminToken, insertStaffWithToken } from './helpers/auth.ts';
import { DAY_MS } from './helpers/events-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { addEntriesViaApi, cadetEntry, drawViaApi, tournamentViaApi } from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

/** Cadets' bouts while nothing is measured: their 120 s and the changeover. */
const CADET_BOUT = WKF_2023_PROFILE.ageGroups.find((group) => group.key === 'cadets')!.boutSeconds + CHANGEOVER_SECONDS;

const get = (eventId: string, token = owner) =>
  t.app.inject({
    method: 'GET',
    url: endpointUrl(ENDPOINTS.GetTatamis, { id: eventId }),
    headers: { 'x-auth-token': token },
  });
const set = (eventId: string, payload: SetTatamisRequest, token = owner) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.SetTatamis, { id: eventId }),
    headers: { 'x-auth-token': token },
    payload,
  });
const reply = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return tatamisReplySchema.parse(res.json()) as TatamisReply;
};
const minutesFrom = (at: string, start: string | null) => (Date.parse(start!) - Date.parse(at)) / 60_000;

/**
 * A cadets' tournament: male kata with five athletes (points, one pool: five performances), kumite −52 kg with two
 * (a pool of one bout, 'P-1') and kumite −57 kg with four (a bracket).
 */
async function tournament() {
  const { event, tournament: setUp } = await tournamentViaApi(t.app, owner);
  const [kata, , kumite52, kumite57] = setUp.categories.map((category) => category.id);
  const { entries } = await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
    ...['Arjun Mehta', 'Kiran Bose', 'Dev Rao', 'Ishaan Kale', 'Om Sathe'].map((name) => cadetEntry(name, [kata!])),
    cadetEntry('Veer Patil', [kumite52!]),
    cadetEntry('Jay More', [kumite52!]),
    ...['Aman Joshi', 'Rohan Iyer', 'Sahil Das', 'Yash Kulkarni'].map((name) =>
      cadetEntry(name, [kumite57!], { weightKg: 55 }),
    ),
  ]);
  return {
    eventId: event._id,
    startsAt: event.eventDateTime,
    kata: kata!,
    kumite52: kumite52!,
    kumite57: kumite57!,
    entries: entries!,
  };
}

describe('tatamis', () => {
  it('start with none, every category unassigned', async () => {
    const { eventId } = await tournament();
    const tatamis = reply(await get(eventId));
    expect(tatamis.tatamis).toEqual([]);
    expect(tatamis.unassigned).toHaveLength(11);
  });

  it('take the whole assignment in order, and estimate each start from the bouts left before it', async () => {
    const { eventId, startsAt, kata, kumite52, kumite57 } = await tournament();
    const saved = reply(
      await set(eventId, {
        tatamis: [{ categoryIds: [kumite52, kata] }, { categoryIds: [kumite57] }, { categoryIds: [] }],
      }),
    );
    expect(saved.message).toBe('Tatamis saved.');
    // A week ahead: the estimates count from the tournament's start, not from now.
    expect(Date.parse(saved.at)).toBe(Date.parse(startsAt));
    expect(saved.tatamis.map((tatami) => tatami.number)).toEqual([1, 2, 3]);
    expect(saved.unassigned).toHaveLength(8);
    const [one, two, three] = saved.tatamis;
    expect(one!.queue.map((c) => [c.categoryId, c.boutsLeft, c.drawn])).toEqual([
      [kumite52, 1, false],
      [kata, 5, false],
    ]);
    expect(one!.measured).toBe(false);
    expect(one!.boutSeconds).toBe(CADET_BOUT);
    expect(one!.queue.map((c) => minutesFrom(saved.at, c.startsAt))).toEqual([0, CADET_BOUT / 60]);
    expect(two!.queue[0]!.boutsLeft).toBeGreaterThanOrEqual(3);
    expect(three!.queue).toEqual([]);
    // Nothing is published yet: nothing to call.
    expect(one!.now).toBeNull();

    // Moving the kata first: the kumite now waits for its five performances.
    const moved = reply(
      await set(eventId, { tatamis: [{ categoryIds: [kata, kumite52] }, { categoryIds: [kumite57] }] }),
    );
    expect(moved.tatamis).toHaveLength(2);
    expect(moved.tatamis[0]!.queue.map((c) => minutesFrom(moved.at, c.startsAt))).toEqual([0, (5 * CADET_BOUT) / 60]);
    expect(moved.unassigned).toHaveLength(8);

    // The desk reads the same queues.
    const desk = await insertStaffWithToken(t.app, 'frontDesk');
    expect(reply(await get(eventId, desk.token)).tatamis[0]!.queue.map((c) => c.categoryId)).toEqual([kata, kumite52]);
  });

  it("count an undrawn category's bouts as its draw then has them", async () => {
    const { eventId, kumite57 } = await tournament();
    const before = reply(await set(eventId, { tatamis: [{ categoryIds: [kumite57] }] })).tatamis[0]!.queue[0]!;
    const drawn = await drawViaApi(t.app, owner, kumite57, false);
    const after = reply(await get(eventId)).tatamis[0]!.queue[0]!;
    expect(after.drawn).toBe(true);
    expect(after.boutsLeft).toBe(drawn.bouts.filter((bout) => bout.state !== 'bye').length);
    expect(after.boutsLeft).toBe(before.boutsLeft);
  });

  it('call the bout now and on deck, from the first unfinished category on to the next', async () => {
    const { eventId, kata, kumite52 } = await tournament();
    await set(eventId, { tatamis: [{ categoryIds: [kumite52, kata] }] });
    await drawViaApi(t.app, owner, kumite52, true);
    const drawnKata = await drawViaApi(t.app, owner, kata, true);
    const names = new Map(drawnKata.entries.map((entry) => [entry.id, entry.athleteName]));
    const order = drawnKata.kataRounds![0]!.pools[0]!.entrants;

    let tatami = reply(await get(eventId)).tatamis[0]!;
    expect(tatami.now).toMatchObject({ categoryId: kumite52, boutId: 'P-1' });
    expect([tatami.now!.aka, tatami.now!.ao].sort()).toEqual(['Jay More', 'Veer Patil']);
    expect(tatami.onDeck).toMatchObject({ categoryId: kata, round: 1, aka: names.get(order[0]!), ao: null });

    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RecordResult, { id: kumite52 }),
      headers: { 'x-auth-token': owner },
      payload: { boutId: 'P-1', winner: 'aka', method: 'points', akaScore: 3, aoScore: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    tatami = reply(await get(eventId)).tatamis[0]!;
    expect(tatami.queue[0]).toMatchObject({ categoryId: kumite52, boutsLeft: 0, finished: true, startsAt: null });
    expect(tatami.queue[1]).toMatchObject({ categoryId: kata, boutsLeft: 5, finished: false });
    expect(tatami.now).toMatchObject({ categoryId: kata, aka: names.get(order[0]!) });
    expect(tatami.onDeck).toMatchObject({ categoryId: kata, aka: names.get(order[1]!) });
  });

  it("measure the day's bout length from the gaps between results on the tatami, breaks left out", async () => {
    // Results are measured within the academy's day: at tomorrow's noon in India the three below fall on one day
    // whenever the suite runs (at 00:02 in India the 6-minute-old result would be yesterday's).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${academyToday()}T12:00:00+05:30`) + DAY_MS });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { eventId, kata, kumite52, entries } = await tournament();
    await set(eventId, { tatamis: [{ categoryIds: [kata, kumite52] }] });
    await drawViaApi(t.app, owner, kata, true);
    const kataEntries = entries.filter((entry) => entry.categoryId === kata);
    for (const entry of kataEntries.slice(0, 3)) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.RecordKataScore, { id: kata }),
        headers: { 'x-auth-token': owner },
        payload: { round: 1, entryId: entry.id, scores: [8, 8, 8, 8, 8, 8, 8] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // An hour's break, then 4 minutes: the break is left out, a 4-minute bout.
    const now = Date.now();
    const at = [now - 70 * 60_000, now - 6 * 60_000, now - 2 * 60_000];
    for (const [i, entry] of kataEntries.slice(0, 3).entries()) {
      await t.app.db
        .updateTable('tournamentKataScores')
        .set({ recordedAt: new Date(at[i]!).toISOString() })
        .where('entryId', '=', entry.id)
        .execute();
    }
    const tatamis = reply(await get(eventId));
    const tatami = tatamis.tatamis[0]!;
    expect(tatami.measured).toBe(true);
    expect(tatami.boutSeconds).toBe(240);
    expect(tatami.queue.map((c) => c.boutsLeft)).toEqual([2, 1]);
    expect(minutesFrom(tatamis.at, tatami.queue[1]!.startsAt)).toBe(8);
  });

  it('refuse a category not of the tournament, one given twice, and no tatami at all', async () => {
    const { eventId, kata, kumite52 } = await tournament();
    const other = await tournament();
    for (const payload of [
      { tatamis: [{ categoryIds: [kata, other.kata] }] },
      { tatamis: [{ categoryIds: [kata] }, { categoryIds: [kumite52, kata] }] },
      { tatamis: [{ categoryIds: ['no-such-category'] }] },
      { tatamis: [] },
    ]) {
      const res = await set(eventId, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(reply(await get(eventId)).tatamis).toEqual([]);
    expect((await get('no-such-event')).statusCode).toBe(404);
    expect((await set('no-such-event', { tatamis: [{ categoryIds: [] }] })).statusCode).toBe(404);
  });

  it('save two assignments sent at once one after the other, the last one standing', async () => {
    const { eventId, kata, kumite52, kumite57 } = await tournament();
    const replies = await Promise.all([
      set(eventId, { tatamis: [{ categoryIds: [kata] }, { categoryIds: [kumite52] }] }),
      set(eventId, { tatamis: [{ categoryIds: [kumite57, kata] }] }),
      set(eventId, { tatamis: [{ categoryIds: [] }, { categoryIds: [kumite52, kumite57] }, { categoryIds: [kata] }] }),
    ]);
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.app.db
      .selectFrom('tournamentTatamis')
      .select('number')
      .where('eventId', '=', eventId)
      .execute();
    const now = reply(await get(eventId));
    expect(now.tatamis.map((tatami) => tatami.number)).toEqual(rows.map((row) => row.number).sort());
    expect(now.tatamis.flatMap((tatami) => tatami.queue).length + now.unassigned.length).toBe(11);
  });

  it('keep a category on one tatami at one place, by the constraints of the table too', async () => {
    const { eventId, kata, kumite52, kumite57 } = await tournament();
    await set(eventId, { tatamis: [{ categoryIds: [kata, kumite52] }, { categoryIds: [] }] });
    await expect(
      t.app.db
        .insertInto('tournamentTatamiCategories')
        .values({ categoryId: kata, eventId, tatami: 2, position: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .insertInto('tournamentTatamiCategories')
        .values({ categoryId: kumite57, eventId, tatami: 1, position: 2 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .insertInto('tournamentTatamiCategories')
        .values({ categoryId: kumite57, eventId, tatami: 9, position: 1 })
        .execute(),
    ).rejects.toThrow();
    // Fewer tatamis drop the rows of those that go.
    await set(eventId, { tatamis: [{ categoryIds: [kumite52] }] });
    const rows = await t.app.db
      .selectFrom('tournamentTatamiCategories')
      .selectAll()
      .where('eventId', '=', eventId)
      .execute();
    expect(rows).toEqual([{ categoryId: kumite52, eventId, tatami: 1, position: 1 }]);
  });
});
