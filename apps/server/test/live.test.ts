import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  displayReplySchema,
  displaysReplySchema,
  endpointUrl,
  ENDPOINTS,
  kumiteBout,
  liveAthletesReplySchema,
  liveBoardReplySchema,
  liveBoardSchema,
  liveBoutMessageSchema,
  type BoutEvent,
  type LiveBoard,
} from '@academy/contract';
import { liveHubOf } from '../src/modules/competition-day/live-feed.ts';
import { adminToken } from './helpers/auth.ts';
import { SseStream } from './helpers/sse.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import {
  addEntriesViaApi,
  cadetEntry,
  drawViaApi,
  enteredTournamentViaApi,
  tournamentViaApi,
} from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;
let origin: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  // fetch opens a spare connection after a stream it aborted, which never sends a request: Node's close would wait
  // for it until its headers time out.
  t.app.server.closeAllConnections();
  await t.close();
});

const asOwner = () => ({ 'x-auth-token': owner });
async function waitUntil(done: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const start = (at: number): BoutEvent => ({ id: randomUUID(), at, kind: 'clock', action: 'start' });
const score = (side: 'aka' | 'ao', at: number): BoutEvent => ({
  id: randomUUID(),
  at,
  kind: 'score',
  side,
  technique: 'yuko',
});
const kiken = (side: 'aka' | 'ao', at: number): BoutEvent => ({ id: randomUUID(), at, kind: 'kiken', side });

async function append(categoryId: string, events: BoutEvent[], boutId = 'P-1') {
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.AppendBoutEvents, { id: categoryId }),
    headers: asOwner(),
    payload: { boutId, events },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A published cadets' kumite pool of two (bout 'P-1') on tatami 1 of two, and the tournament's event id. */
async function liveTournament() {
  const { event, categoryId } = await enteredTournamentViaApi(t.app, owner, 2);
  await drawViaApi(t.app, owner, categoryId, true);
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }),
    headers: asOwner(),
    payload: { tatamis: [{ categoryIds: [categoryId] }, { categoryIds: [] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { eventId: event._id, categoryId };
}

async function board(eventId: string): Promise<LiveBoard> {
  const res = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetLiveBoard, { id: eventId }) });
  expect(res.statusCode, res.body).toBe(200);
  return liveBoardReplySchema.parse(res.json()).board;
}

async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await SseStream.open(`${origin}${path}`, headers);
  streams.push(stream);
  return stream;
}
const liveStream = (eventId: string, headers: Record<string, string> = {}) =>
  open(endpointUrl(ENDPOINTS.LiveStream, { id: eventId }), headers);

describe(`the competition day, live, on ${testDialect}`, () => {
  it('shows each tatami its bout with names, clubs, the clock and the log, and nothing private', async () => {
    const { eventId, categoryId } = await liveTournament();
    const before = await board(eventId);
    expect(before.tatamis).toHaveLength(2);
    const now = before.tatamis[0]!.now!;
    expect(now).toMatchObject({
      categoryId,
      boutId: 'P-1',
      discipline: 'kumite',
      settings: { boutSeconds: 120, drawAllowed: true },
      events: [],
    });
    expect([now.aka!.name, now.ao!.name].sort()).toEqual(['Arjun Mehta', 'Kiran Bose']);
    expect(now.aka!.club).toBe('Kaizen');
    expect(before.tatamis[0]!.onDeck).toBeNull();
    expect(before.tatamis[0]!.queue).toMatchObject([{ categoryId, boutsLeft: 1, drawn: true, finished: false }]);
    expect(before.tatamis[1]).toMatchObject({ number: 2, now: null, onDeck: null, last: null, queue: [] });
    expect(before.tatamis[0]!.last).toBeNull();
    expect(before.results).toEqual([]);

    await append(categoryId, [start(0), score('aka', 1_000)]);
    const during = await board(eventId);
    expect(during.seq).toBeGreaterThan(before.seq);
    expect(during.tatamis[0]!.now!.events.map((stored) => stored.event.kind)).toEqual(['clock', 'score']);
    await append(categoryId, [kiken('ao', 2_000)]);
    const after = await board(eventId);
    expect(after.tatamis[0]!.now).toBeNull();
    expect(after.tatamis[0]!.last).toMatchObject({ categoryId, boutId: 'P-1', decidedAt: after.results[0]!.at });
    expect(after.results).toMatchObject([
      { categoryId, boutId: 'P-1', tatami: 1, winner: { name: now.aka!.name }, method: 'kiken' },
    ]);
    // Public: names and clubs only.
    const text = JSON.stringify(after);
    for (const secret of ['dateOfBirth', 'mobile', 'weightKg', 'weighedKg', 'email', 'bookingId', 'fighterId']) {
      expect(text).not.toContain(secret);
    }
  });

  it("keeps the bout just decided as the tatami's last, its log replaying the outcome, while now is the next", async () => {
    const { event, categoryId } = await enteredTournamentViaApi(t.app, owner, 2);
    await addEntriesViaApi(t.app, owner, event._id, 'Shotokan', [cadetEntry('Dev Rao', [categoryId])]);
    await drawViaApi(t.app, owner, categoryId, true);
    const set = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }),
      headers: asOwner(),
      payload: { tatamis: [{ categoryIds: [categoryId] }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = await board(event._id);
    const first = before.tatamis[0]!.now!;
    expect(before.tatamis[0]!.last).toBeNull();

    const sent = [start(0), score('aka', 1_000), score('aka', 2_000), kiken('ao', 3_000)];
    await append(categoryId, sent, first.boutId);
    const after = await board(event._id);
    const tatami = after.tatamis[0]!;
    const last = tatami.last!;
    expect(last).toMatchObject({
      categoryId,
      boutId: first.boutId,
      round: first.round,
      discipline: 'kumite',
      aka: first.aka,
      ao: first.ao,
      settings: first.settings,
      decidedAt: after.results[0]!.at,
    });
    expect(last.events.map((stored) => stored.event.id)).toEqual(sent.map((each) => each.id));
    const replayed = kumiteBout(
      after.profile,
      last.settings!,
      last.events.map((stored) => stored.event),
      3_000,
    );
    expect(replayed.outcome).toMatchObject({ winner: 'aka', method: 'kiken' });
    expect(replayed.points).toEqual({ aka: 2, ao: 0 });
    // The next pair is now; nothing of it has been fought.
    expect(tatami.now!.boutId).not.toBe(first.boutId);
    expect(tatami.now!.events).toEqual([]);
  });

  it('lists the athletes of published draws with their categories and tatamis', async () => {
    const { eventId, categoryId } = await liveTournament();
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetLiveAthletes, { id: eventId }) });
    expect(res.statusCode, res.body).toBe(200);
    const { athletes } = liveAthletesReplySchema.parse(res.json());
    expect(athletes.map((athlete) => athlete.name)).toEqual(['Arjun Mehta', 'Kiran Bose']);
    expect(athletes[0]!.categories).toMatchObject([{ categoryId, tatami: 1 }]);
  });

  it('answers 404 for no such tournament, and shows an unpublished draw on no tatami', async () => {
    for (const url of [
      endpointUrl(ENDPOINTS.GetLiveBoard, { id: 'missing' }),
      endpointUrl(ENDPOINTS.LiveStream, { id: 'missing' }),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const { event, categoryId } = await enteredTournamentViaApi(t.app, owner, 2);
    await drawViaApi(t.app, owner, categoryId, false);
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }),
      headers: asOwner(),
      payload: { tatamis: [{ categoryIds: [categoryId] }] },
    });
    const unpublished = await board(event._id);
    expect(unpublished.tatamis[0]!.now).toBeNull();
    const athletes = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetLiveAthletes, { id: event._id }),
    });
    expect(athletes.json().athletes).toEqual([]);
  });

  it('streams the board, then each append within a few hundred ms, and a board when a result is written', async () => {
    const { eventId, categoryId } = await liveTournament();
    const stream = await liveStream(eventId);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    const first = await stream.next();
    expect(first.event).toBe('board');
    const initial = liveBoardSchema.parse(first.data);
    expect(first.id).toBe(String(initial.seq));
    expect(stream.retry).toBe(2000);

    const sent = [start(0), score('ao', 1_500)];
    const appendedAt = performance.now();
    await append(categoryId, sent);
    const bout = await stream.next(1_000);
    const took = performance.now() - appendedAt;
    expect(bout.event).toBe('bout');
    const message = liveBoutMessageSchema.parse(bout.data);
    expect(message).toMatchObject({ seq: initial.seq + 1, tatami: 1, categoryId, boutId: 'P-1' });
    expect(message.events.map((stored) => stored.event.id)).toEqual(sent.map((event) => event.id));
    expect(bout.id).toBe(String(message.seq));
    expect(took).toBeLessThan(500);

    // The append that ends the bout writes a bout row and a board row; the board alone comes, at the later number.
    await append(categoryId, [kiken('aka', 3_000)]);
    const ended = await stream.next(1_000);
    expect(ended.event).toBe('board');
    expect(ended.id).toBe(String(initial.seq + 3));
    expect(liveBoardSchema.parse(ended.data).results).toMatchObject([{ boutId: 'P-1', method: 'kiken' }]);
    expect(await stream.quiet(300)).toEqual([]);
  });

  it('resumes after Last-Event-ID with exactly the messages missed, and sends the board when it cannot', async () => {
    const { eventId, categoryId } = await liveTournament();
    const stream = await liveStream(eventId);
    const seq = Number((await stream.next()).id);
    stream.close();
    const missed = [[start(0)], [score('aka', 1_000), score('aka', 2_000)], [score('ao', 3_000)]];
    for (const events of missed) await append(categoryId, events);

    const resumed = await liveStream(eventId, { 'last-event-id': String(seq) });
    const got = [await resumed.next(), await resumed.next(), await resumed.next()];
    expect(got.map((message) => [message.event, message.id])).toEqual([
      ['bout', String(seq + 1)],
      ['bout', String(seq + 2)],
      ['bout', String(seq + 3)],
    ]);
    expect(got.map((message) => liveBoutMessageSchema.parse(message.data).events.map((e) => e.event.id))).toEqual(
      missed.map((events) => events.map((event) => event.id)),
    );
    expect(await resumed.quiet(300)).toEqual([]);
    // And it goes on live from there.
    await append(categoryId, [score('ao', 4_000)]);
    expect(await resumed.next(1_000)).toMatchObject({ event: 'bout', id: String(seq + 4) });

    // The query parameter does the same; a number the feed never reached gets the board.
    const byQuery = await open(`${endpointUrl(ENDPOINTS.LiveStream, { id: eventId })}?lastEventId=${seq + 3}`);
    expect(await byQuery.next()).toMatchObject({ event: 'bout', id: String(seq + 4) });
    const ahead = await liveStream(eventId, { 'last-event-id': String(seq + 1_000) });
    expect(await ahead.next()).toMatchObject({ event: 'board', id: String(seq + 4) });
    // A tatami change is a board.
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetTatamis, { id: eventId }),
      headers: asOwner(),
      payload: { tatamis: [{ categoryIds: [categoryId] }] },
    });
    const changed = await ahead.next(1_000);
    expect(changed).toMatchObject({ event: 'board', id: String(seq + 5) });
    expect(liveBoardSchema.parse(changed.data).tatamis).toHaveLength(1);
  });

  it('numbers concurrent appends of two categories in commit order: every stream gets each once, none missing', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const [pool52, pool57] = [tournament.categories[2]!.id, tournament.categories[3]!.id];
    await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadetEntry('Veer Patil', [pool52!]),
      cadetEntry('Jay More', [pool52!]),
      cadetEntry('Aman Joshi', [pool57!], { weightKg: 55 }),
      cadetEntry('Rohan Iyer', [pool57!], { weightKg: 55 }),
    ]);
    for (const pool of [pool52, pool57]) await drawViaApi(t.app, owner, pool, true);
    const watchers = [await liveStream(event._id), await liveStream(event._id)];
    const seqs = await Promise.all(watchers.map(async (watcher) => Number((await watcher.next()).id)));
    expect(seqs[0]).toBe(seqs[1]);

    const sent = new Map<string, string>();
    await Promise.all(
      [pool52, pool57].flatMap((pool) =>
        Array.from({ length: 8 }, async (_, i) => {
          const event = i === 0 ? start(0) : score(i % 2 ? 'aka' : 'ao', i * 1_000);
          sent.set(event.id, pool);
          await append(pool, [event]);
        }),
      ),
    );
    // A resend stores nothing and pushes nothing.
    await append(pool52, [{ ...start(0), id: [...sent.keys()][0]! }]);
    for (const watcher of watchers) {
      const got = [];
      for (let i = 0; i < 16; i++) got.push(await watcher.next(2_000));
      expect(got.map((message) => Number(message.id))).toEqual(Array.from({ length: 16 }, (_, i) => seqs[0]! + 1 + i));
      const events = got.flatMap((message) => {
        const bout = liveBoutMessageSchema.parse(message.data);
        return bout.events.map((stored) => [stored.event.id, bout.categoryId]);
      });
      expect(new Map(events as [string, string][])).toEqual(sent);
      expect(await watcher.quiet(300)).toEqual([]);
    }
  });

  it('takes tatami changes, results and appends at once without a deadlock over the feed number', async () => {
    const { eventId, categoryId } = await liveTournament();
    const stream = await liveStream(eventId);
    const seq = Number((await stream.next()).id);
    const setTatamis = (count: number) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.SetTatamis, { id: eventId }),
        headers: asOwner(),
        payload: {
          tatamis: [{ categoryIds: [categoryId] }, ...Array.from({ length: count }, () => ({ categoryIds: [] }))],
        },
      });
    const replies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = i % 2 ? await setTatamis(i % 3) : await append(categoryId, [score('aka', i * 1_000)]);
        return res?.statusCode ?? 200;
      }),
    );
    expect(replies).toEqual(Array.from({ length: 10 }, () => 200));
    // Ten feed numbers, none lost: the stream ends up at the last one.
    const first = await stream.next(2_000);
    const messages = [first, ...(await stream.quiet(500))];
    expect(messages.at(-1)!.id).toBe(String(seq + 10));
  });

  it('opens a screen with a display link, and ends it on every stream when the link is revoked', async () => {
    const { eventId } = await liveTournament();
    const create = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CreateDisplay, { id: eventId }),
        headers: asOwner(),
        payload,
      });
    expect((await create({ kind: 'scoreboard', tatami: 5 })).statusCode).toBe(400);
    expect((await create({ kind: 'scoreboard', tatami: null })).statusCode).toBe(400);
    const made = await create({ kind: 'scoreboard', tatami: 1, mirrored: true, label: 'Tatami 1 TV' });
    expect(made.statusCode, made.body).toBe(200);
    const [display] = displaysReplySchema.parse(made.json()).displays;
    expect(display).toMatchObject({ kind: 'scoreboard', tatami: 1, mirrored: true, label: 'Tatami 1 TV' });
    expect(display!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetDisplay, { token: display!.token }),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const reply = displayReplySchema.parse(opened.json());
    expect(reply.display).toEqual({
      id: display!.id,
      eventId,
      kind: 'scoreboard',
      tatami: 1,
      mirrored: true,
      label: 'Tatami 1 TV',
      createdAt: display!.createdAt,
    });
    expect(opened.body).not.toContain(display!.token);
    expect(reply.board.eventId).toBe(eventId);

    const screen = await open(endpointUrl(ENDPOINTS.DisplayStream, { token: display!.token }));
    expect((await screen.next()).event).toBe('board');
    const revoke = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RevokeDisplay, { id: eventId }),
      headers: asOwner(),
      payload: { displayId: display!.id },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(displaysReplySchema.parse(revoke.json()).displays[0]!.revokedAt).not.toBeNull();
    expect(await screen.next(1_000)).toMatchObject({ event: 'revoked' });
    await screen.ended;

    for (const url of [
      endpointUrl(ENDPOINTS.GetDisplay, { token: display!.token }),
      endpointUrl(ENDPOINTS.DisplayStream, { token: display!.token }),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ListDisplays, { id: eventId }),
      headers: asOwner(),
    });
    expect(displaysReplySchema.parse(listed.json()).displays).toHaveLength(1);
    // Another tournament's link is not found through this one.
    const other = (await tournamentViaApi(t.app, owner)).event._id;
    const wrong = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RevokeDisplay, { id: other }),
      headers: asOwner(),
      payload: { displayId: display!.id },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('forgets a stream as soon as its page goes away', async () => {
    const { eventId } = await liveTournament();
    const hub = liveHubOf(t.app);
    const before = hub.streamCount;
    const pages = [await liveStream(eventId), await liveStream(eventId), await liveStream(eventId)];
    for (const page of pages) await page.next();
    await waitUntil(() => hub.streamCount === before + 3);
    for (const page of pages) page.close();
    await waitUntil(() => hub.streamCount === before);
  });

  it('ends its streams when the server closes, so the close does not wait on them', async () => {
    const other = await createTestApp();
    try {
      const ownerToken = await adminToken(other.app);
      const { event } = await tournamentViaApi(other.app, ownerToken);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (other.app.server.address() as AddressInfo).port;
      const stream = await SseStream.open(
        `http://127.0.0.1:${port}${endpointUrl(ENDPOINTS.LiveStream, { id: event._id })}`,
      );
      expect((await stream.next()).event).toBe('board');
      const closing = performance.now();
      await other.app.close();
      await stream.ended;
      expect(performance.now() - closing).toBeLessThan(2_000);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
