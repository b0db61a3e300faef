import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boutLogReplySchema,
  consoleReplySchema,
  ENDPOINTS,
  endpointUrl,
  tatamiOfficialsReplySchema,
  type BoutEvent,
} from '@academy/contract';
import { adminToken, insertStaffWithToken } from './helpers/auth.ts';
import { drawViaApi, enteredTournamentViaApi } from './helpers/tournament-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

const CONSOLE_A = randomUUID();
const CONSOLE_B = randomUUID();

const start = (at = 1_000): BoutEvent => ({ id: randomUUID(), at, kind: 'clock', action: 'start' });
const yuko = (side: 'aka' | 'ao', at: number): BoutEvent => ({
  id: randomUUID(),
  at,
  kind: 'score',
  side,
  technique: 'yuko',
});

function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
}

const claim = (eventId: string, body: { tatami: number; consoleId: string; take?: boolean }, token = owner) =>
  call('POST', endpointUrl(ENDPOINTS.ClaimTatami, { id: eventId }), token, body);
const getConsole = (eventId: string, tatami: number, token = owner) =>
  call('GET', `${endpointUrl(ENDPOINTS.GetConsole, { id: eventId })}?tatami=${tatami}`, token);
const append = (categoryId: string, events: BoutEvent[], consoleId?: string, token = owner) =>
  call('POST', endpointUrl(ENDPOINTS.AppendBoutEvents, { id: categoryId }), token, {
    boutId: 'P-1',
    events,
    ...(consoleId ? { consoleId } : {}),
  });
const getLog = (categoryId: string, token = owner) =>
  call('GET', `${endpointUrl(ENDPOINTS.GetBoutLog, { id: categoryId })}?boutId=P-1`, token);
const setOfficials = (eventId: string, officials: Array<{ userId: string; tatami: number | null }>, token = owner) =>
  call('POST', endpointUrl(ENDPOINTS.SetTatamiOfficials, { id: eventId }), token, { officials });

/** A published pool of two (its one bout P-1) on tatami 1 of two; another published pool on tatami 2. */
async function dayOnTwoTatamis() {
  const first = await enteredTournamentViaApi(t.app, owner, 2);
  await drawViaApi(t.app, owner, first.categoryId, true);
  const eventId = first.event._id;
  const set = await call('POST', endpointUrl(ENDPOINTS.SetTatamis, { id: eventId }), owner, {
    tatamis: [{ categoryIds: [first.categoryId] }, { categoryIds: [] }],
  });
  expect(set.statusCode, set.body).toBe(200);
  return { eventId, categoryId: first.categoryId };
}

async function storedCount(categoryId: string) {
  const rows = await t.app.db
    .selectFrom('tournamentBoutEvents')
    .select('eventId')
    .where('categoryId', '=', categoryId)
    .execute();
  return rows.length;
}

describe(`tatami consoles on ${testDialect}`, () => {
  it('gives a free tatami to the first console, keeps it there, refuses another, and moves it on take', async () => {
    const { eventId } = await dayOnTwoTatamis();
    const free = consoleReplySchema.parse((await getConsole(eventId, 1)).json());
    expect(free.lease).toBeNull();
    expect(free.board.tatamis[0]!.now).toMatchObject({ boutId: 'P-1', discipline: 'kumite' });
    expect(free.board.tatamis[0]!.now!.aka).toMatchObject({ name: expect.any(String) });

    const claimed = await claim(eventId, { tatami: 1, consoleId: CONSOLE_A });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(consoleReplySchema.parse(claimed.json()).lease).toMatchObject({ consoleId: CONSOLE_A });
    expect((await claim(eventId, { tatami: 1, consoleId: CONSOLE_A })).statusCode).toBe(200);

    const refused = await claim(eventId, { tatami: 1, consoleId: CONSOLE_B });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Tatami 1 is scored on another console/);

    const taken = await claim(eventId, { tatami: 1, consoleId: CONSOLE_B, take: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(consoleReplySchema.parse(taken.json()).lease).toMatchObject({ consoleId: CONSOLE_B });
    const audits = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('subjectId', '=', eventId)
      .where('action', '=', 'tournament.console')
      .execute();
    expect(audits).toHaveLength(2);

    expect((await claim(eventId, { tatami: 3, consoleId: CONSOLE_A })).statusCode).toBe(404);
    expect((await getConsole(eventId, 3)).statusCode).toBe(404);
  });

  it('refuses events from a console that does not hold the tatami, storing none, and takes a free one on the first', async () => {
    const { eventId, categoryId } = await dayOnTwoTatamis();
    const first = await append(categoryId, [start()], CONSOLE_A);
    expect(first.statusCode, first.body).toBe(200);
    expect(consoleReplySchema.parse((await getConsole(eventId, 1)).json()).lease).toMatchObject({
      consoleId: CONSOLE_A,
    });

    const other = await append(categoryId, [yuko('ao', 2_000)], CONSOLE_B);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/another console/);
    expect(await storedCount(categoryId)).toBe(1);

    // Without a console id (not a console), the lease is not looked at.
    expect((await append(categoryId, [yuko('aka', 3_000)])).statusCode).toBe(200);
    expect(await storedCount(categoryId)).toBe(2);
  });

  it('stores a resend from the console once', async () => {
    const { categoryId } = await dayOnTwoTatamis();
    const events = [start(), yuko('aka', 2_000), yuko('ao', 3_000)];
    expect((await append(categoryId, events.slice(0, 2), CONSOLE_A)).statusCode).toBe(200);
    // The reply was lost: the console sends all it has not seen acknowledged, with the same ids.
    const again = boutLogReplySchema.parse((await append(categoryId, events, CONSOLE_A)).json());
    expect(again.appended).toBe(1);
    expect(again.events.map((e) => e.event.id)).toEqual(events.map((e) => e.id));
    expect(again.state.points).toEqual({ aka: 1, ao: 1 });
  });

  it('lets one of two consoles racing for a free tatami score it, the other hearing 409', async () => {
    const { categoryId } = await dayOnTwoTatamis();
    const [a, b] = await Promise.all([
      append(categoryId, [start(), yuko('aka', 2_000)], CONSOLE_A),
      append(categoryId, [start(), yuko('ao', 2_000)], CONSOLE_B),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const log = boutLogReplySchema.parse((await getLog(categoryId)).json());
    expect(log.events).toHaveLength(2);
    const winner = a.statusCode === 200 ? 'aka' : 'ao';
    expect(log.state.points[winner]).toBe(1);
  });

  it('lets a table official score their own tatami only, and the owner assign them', async () => {
    const { eventId, categoryId } = await dayOnTwoTatamis();
    const official = await insertStaffWithToken(t.app, 'tableOfficial', { name: 'Ravi Table' });
    const desk = await insertStaffWithToken(t.app, 'frontDesk');

    // Before the owner gives them a tatami, none is theirs.
    expect((await getConsole(eventId, 1, official.token)).statusCode).toBe(403);
    const listed = tatamiOfficialsReplySchema.parse(
      (await call('GET', endpointUrl(ENDPOINTS.GetTatamiOfficials, { id: eventId }), owner)).json(),
    );
    expect(listed.officials).toContainEqual({ userId: official.id, name: 'Ravi Table', tatami: null });
    expect((await setOfficials(eventId, [{ userId: desk.id, tatami: 1 }])).statusCode).toBe(400);
    expect((await setOfficials(eventId, [{ userId: official.id, tatami: 2 }], desk.token)).statusCode).toBe(403);

    const saved = await setOfficials(eventId, [{ userId: official.id, tatami: 2 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(tatamiOfficialsReplySchema.parse(saved.json()).officials).toContainEqual({
      userId: official.id,
      name: 'Ravi Table',
      tatami: 2,
    });
    // Tatami 2, not tatami 1 (whose category this is).
    expect((await getConsole(eventId, 2, official.token)).statusCode).toBe(200);
    expect((await getConsole(eventId, 1, official.token)).statusCode).toBe(403);
    expect((await claim(eventId, { tatami: 1, consoleId: CONSOLE_A }, official.token)).statusCode).toBe(403);
    expect((await append(categoryId, [start()], CONSOLE_A, official.token)).statusCode).toBe(403);
    expect((await getLog(categoryId, official.token)).statusCode).toBe(403);
    expect(await storedCount(categoryId)).toBe(0);

    // Moved to tatami 1: now its console, its category's bout.
    expect((await setOfficials(eventId, [{ userId: official.id, tatami: 1 }])).statusCode).toBe(200);
    expect((await claim(eventId, { tatami: 1, consoleId: CONSOLE_A }, official.token)).statusCode).toBe(200);
    expect((await append(categoryId, [start()], CONSOLE_A, official.token)).statusCode).toBe(200);
    expect((await getLog(categoryId, official.token)).statusCode).toBe(200);
    // Nothing else of the admin area.
    expect((await call('GET', endpointUrl(ENDPOINTS.GetTatamis, { id: eventId }), official.token)).statusCode).toBe(
      403,
    );

    // Their home lists the console.
    const account = await call('GET', endpointUrl(ENDPOINTS.GetMyStaffAccount, {}), official.token);
    expect(account.json().member).toMatchObject({
      role: 'tableOfficial',
      consoles: [{ eventId, tatami: 1 }],
    });

    const audits = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('subjectId', '=', eventId)
      .where('action', '=', 'tournament.tatamiOfficials')
      .execute();
    expect(audits).toHaveLength(2);
  });
});
