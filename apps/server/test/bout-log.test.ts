import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boutLogReplySchema,
  ENDPOINTS,
  endpointUrl,
  type BoutEvent,
  type BoutLogReply,
  type CategoryReply,
} from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { adminToken } from './helpers/auth.ts';
import {
  addEntriesViaApi,
  cadetEntry,
  drawViaApi,
  enteredTournamentViaApi,
  tournamentViaApi,
} from './helpers/tournament-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

type NewEvent = BoutEvent extends infer E ? (E extends BoutEvent ? Omit<E, 'id'> : never) : never;
const ev = (event: NewEvent): BoutEvent => ({ id: randomUUID(), ...event }) as BoutEvent;
const ippon = (side: 'aka' | 'ao', at: number) => ev({ kind: 'score', side, technique: 'ippon', at });

function append(
  categoryId: string,
  boutId: string,
  events: unknown[],
  { app = t.app, language = 'en' }: { app?: FastifyInstance; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.AppendBoutEvents, { id: categoryId }),
    headers: { 'x-auth-token': owner, 'accept-language': language },
    payload: { boutId, events },
  });
}

async function appended(categoryId: string, boutId: string, events: BoutEvent[], app = t.app) {
  const res = await append(categoryId, boutId, events, { app });
  if (res.statusCode !== 200) throw new Error(`AppendBoutEvents failed: ${res.statusCode} ${res.body}`);
  return boutLogReplySchema.parse(res.json());
}

function getLog(categoryId: string, boutId: string, { app = t.app, language = 'en' } = {}) {
  return app.inject({
    method: 'GET',
    url: `${endpointUrl(ENDPOINTS.GetBoutLog, { id: categoryId })}?boutId=${boutId}`,
    headers: { 'x-auth-token': owner, 'accept-language': language },
  });
}

async function category(categoryId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: endpointUrl(ENDPOINTS.GetCategory, { id: categoryId }),
    headers: { 'x-auth-token': owner },
  });
  return res.json() as CategoryReply;
}

/** A published cadets' kumite pool of two (-52 kg): its one bout 'P-1'. */
async function publishedPool() {
  const { categoryId } = await enteredTournamentViaApi(t.app, owner, 2);
  await drawViaApi(t.app, owner, categoryId, true);
  return categoryId;
}

/** Five male cadets at -52 kg: a published bracket of 8 with three byes, so one first-round bout is fought. */
async function publishedBracket() {
  const { event, tournament } = await tournamentViaApi(t.app, owner);
  const kumite52 = tournament.categories[2]!;
  for (const [name, club] of [
    ['Aarav', 'Kaizen'],
    ['Bhavesh', 'Kaizen'],
    ['Chirag', 'Shotokan Pune'],
    ['Dev', 'Shotokan Pune'],
    ['Eshan', 'Goju Nashik'],
  ] as const) {
    await addEntriesViaApi(t.app, owner, event._id, club, [cadetEntry(`${name} B`, [kumite52.id])]);
  }
  const drawn = await drawViaApi(t.app, owner, kumite52.id, true);
  expect(drawn.category.format).toBe('bracket');
  return { categoryId: kumite52.id, drawn };
}

async function boutEventAudits(categoryId: string) {
  return t.app.db
    .selectFrom('auditLog')
    .select(['action', 'after'])
    .where('subjectId', '=', categoryId)
    .where('action', '=', 'tournament.boutEvents')
    .execute();
}

describe('scoring a bout on the console', () => {
  it('ends the bout at the lead, writes its result into the bracket, and the next bout is ready', async () => {
    const { categoryId, drawn } = await publishedBracket();
    const boutId = drawn.next[0]!;
    const start = ev({ kind: 'clock', action: 'start', at: 1_000 });
    // Cadets fight 2 minutes (the age group's bout time).
    const opening = await appended(categoryId, boutId, [start, ippon('aka', 5_000)]);
    expect(opening).toMatchObject({ appended: 2, resultWritten: false, stateAtMs: 5_000 });
    expect(opening.state).toMatchObject({ status: 'fighting', points: { aka: 3, ao: 0 }, senshu: 'aka' });
    expect(opening.state.clock).toEqual({ running: true, remainingMs: 116_000, endSignal: false });
    expect(opening.events.map((e) => e.seq)).toEqual([1, 2]);

    const ended = await appended(categoryId, boutId, [ippon('aka', 9_000), ippon('aka', 12_000)]);
    expect(ended.state.status).toBe('ended');
    expect(ended.state.outcome).toEqual({ winner: 'aka', method: 'points' });
    expect(ended.state.clock).toMatchObject({ running: false, remainingMs: 109_000 });
    expect(ended).toMatchObject({ appended: 2, resultWritten: true });
    expect(ended.events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    // The winner's next bout is called: it was waiting for this result.
    const called = ended.next.filter((id) => !drawn.next.includes(id));
    expect(called).toHaveLength(1);
    expect(ended.next).not.toContain(boutId);

    const after = await category(categoryId);
    const bout = after.bouts.find((b) => b.id === boutId)!;
    expect(bout).toMatchObject({ state: 'done', decision: 'aka', method: 'points', akaScore: 9, aoScore: 0 });
    expect(after.bouts.find((b) => b.id === called[0])!.state).toBe('ready');
    // One audit entry per call that stored events, and the result's own.
    const audits = await boutEventAudits(categoryId);
    expect(audits.map((a) => JSON.parse(a.after!))).toEqual([
      { bout: boutId, count: 2, fromSeq: 1, toSeq: 2 },
      { bout: boutId, count: 2, fromSeq: 3, toSeq: 4 },
    ]);
    const results = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('subjectId', '=', categoryId)
      .where('action', '=', 'tournament.result')
      .execute();
    expect(results.map((r) => JSON.parse(r.after!))).toEqual([
      { bout: boutId, winner: 'aka', method: 'points', akaScore: 9, aoScore: 0 },
    ]);
  });

  it('stores a resent event once and answers the same state; a resent id with other content changes nothing', async () => {
    const categoryId = await publishedPool();
    const first = [ev({ kind: 'clock', action: 'start', at: 0 }), ippon('ao', 2_000)];
    const sent = await appended(categoryId, 'P-1', first);
    const again = await appended(categoryId, 'P-1', first);
    expect(again).toEqual({ ...sent, appended: 0, message: "Nothing new: the bout's log already had these events." });
    // The same id carrying another score (a second device): the first copy stands.
    const forged = { ...first[1]!, side: 'aka' } as BoutEvent;
    const third = ev({ kind: 'penalty', side: 'aka', step: 0, at: 3_000 });
    const mixed = await appended(categoryId, 'P-1', [forged, third, third]);
    expect(mixed.appended).toBe(1);
    expect(mixed.events.map((e) => [e.seq, e.event.id])).toEqual([
      [1, first[0]!.id],
      [2, first[1]!.id],
      [3, third.id],
    ]);
    expect(mixed.state.points).toEqual({ aka: 0, ao: 3 });
    expect((await boutEventAudits(categoryId)).length).toBe(2);
    const log = boutLogReplySchema.parse((await getLog(categoryId, 'P-1')).json());
    expect(log).toMatchObject({ events: mixed.events, state: mixed.state, appended: 0, message: 'Bout log fetched.' });
  });

  it('keeps each event once in one order when two consoles (or a resend and its original) append at once', async () => {
    const categoryId = await publishedPool();
    const events = Array.from({ length: 24 }, (_, i) => ev({ kind: 'clock', action: i % 2 ? 'stop' : 'start', at: i }));
    // A second server on PostgreSQL (SQLite serves one), as several-servers.test.ts does.
    const other = testDialect === 'postgres' ? await buildApp(t.config, { logger: false }) : t.app;
    await other.ready();
    try {
      // Each console sends overlapping slices, several times over, all at once.
      const calls = [];
      for (let i = 0; i < 24; i += 3) {
        calls.push(appended(categoryId, 'P-1', events.slice(i, i + 6), t.app));
        calls.push(appended(categoryId, 'P-1', events.slice(i, i + 6), other));
        calls.push(appended(categoryId, 'P-1', events.slice(Math.max(0, i - 3), i + 3), other));
      }
      const replies = await Promise.all(calls);
      expect(replies.reduce((sum, reply) => sum + reply.appended, 0)).toBe(24);
    } finally {
      if (other !== t.app) await other.close();
    }
    const log = boutLogReplySchema.parse((await getLog(categoryId, 'P-1')).json());
    expect(log.events.map((e) => e.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(log.events.map((e) => e.event.id)).size).toBe(24);
    expect(new Set(log.events.map((e) => e.event.id))).toEqual(new Set(events.map((e) => e.id)));
    const audits = await boutEventAudits(categoryId);
    expect(audits.reduce((sum, a) => sum + (JSON.parse(a.after!) as { count: number }).count, 0)).toBe(24);
  });

  it('continues the log after a server restart', async () => {
    const categoryId = await publishedPool();
    const before = await appended(categoryId, 'P-1', [
      ev({ kind: 'clock', action: 'start', at: 10_000 }),
      ev({ kind: 'score', side: 'ao', technique: 'wazaAri', at: 20_000 }),
    ]);
    const restarted: FastifyInstance = await buildApp(t.config, { logger: false });
    await restarted.ready();
    try {
      const read = boutLogReplySchema.parse((await getLog(categoryId, 'P-1', { app: restarted })).json());
      expect(read.events).toEqual(before.events);
      expect(read.state).toEqual(before.state);
      const kiken = ev({ kind: 'kiken', side: 'aka', at: 30_000 });
      const ended = await appended(categoryId, 'P-1', [before.events[1]!.event, kiken], restarted);
      expect(ended.appended).toBe(1);
      expect(ended.events.map((e) => e.seq)).toEqual([1, 2, 3]);
      expect(ended.state.outcome).toEqual({ winner: 'ao', method: 'kiken' });
      expect(ended.resultWritten).toBe(true);
    } finally {
      await restarted.close();
    }
    const pool = await category(categoryId);
    expect(pool.bouts[0]).toMatchObject({ state: 'done', decision: 'ao', method: 'kiken', akaScore: 0, aoScore: 2 });
    expect(pool.finished).toBe(true);
  });

  it('reopens a bout whose deciding event is undone while no later bout counts on it, and refuses once one does', async () => {
    const pool = await publishedPool();
    const deciding = ev({ kind: 'shikkaku', side: 'ao', at: 4_000 });
    expect((await appended(pool, 'P-1', [deciding])).resultWritten).toBe(true);
    const reopened = await appended(pool, 'P-1', [ev({ kind: 'undo', target: deciding.id, at: 5_000 })]);
    expect(reopened).toMatchObject({ resultWritten: false, next: ['P-1'] });
    expect(reopened.state.status).toBe('fighting');
    expect((await category(pool)).bouts[0]!.state).toBe('ready');

    const { categoryId, drawn } = await publishedBracket();
    const first = drawn.next[0]!;
    const kiken = ev({ kind: 'kiken', side: 'ao', at: 1_000 });
    const { next } = await appended(categoryId, first, [kiken]);
    const second = next.find((id) => !drawn.next.includes(id))!;
    await appended(categoryId, second, [ev({ kind: 'kiken', side: 'aka', at: 1_000 })]);
    const refused = await append(categoryId, first, [ev({ kind: 'undo', target: kiken.id, at: 2_000 })]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A later bout already counts on this result: correct that one first.');
    // The whole append was undone: the log and the bracket are as they were.
    const log = boutLogReplySchema.parse((await getLog(categoryId, first)).json());
    expect(log.events).toHaveLength(1);
    expect(log.resultWritten).toBe(true);
  });
  it('refuses a change of result that would change the athletes of a bout already being scored, until its events are undone', async () => {
    const { categoryId, drawn } = await publishedBracket();
    const first = drawn.next[0]!;
    const winning = ippon('aka', 3_000);
    const lead = [ippon('aka', 1_000), ippon('aka', 2_000), winning];
    const { next } = await appended(categoryId, first, lead);
    const second = next.find((id) => !drawn.next.includes(id))!;
    const started = ippon('ao', 500);
    await appended(categoryId, second, [started]);
    // Undoing the deciding score reopens the first bout: its winner would leave the second, which has a score.
    const undo = ev({ kind: 'undo', target: winning.id, at: 4_000 });
    const refused = await append(categoryId, first, [undo], { language: 'hi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'अगले मुकाबले के अंक इसी परिणाम के विजेता के साथ दिए जा रहे हैं: पहले कंसोल पर उसकी घटनाएँ वापस लें।',
    );
    // Once the second bout's score is undone, the first can reopen, and the second waits again.
    await appended(categoryId, second, [ev({ kind: 'undo', target: started.id, at: 600 })]);
    const reopened = await appended(categoryId, first, [undo]);
    expect(reopened).toMatchObject({ resultWritten: false });
    expect(reopened.next).not.toContain(second);
    const notReady = await append(categoryId, second, [ippon('aka', 700)]);
    expect(notReady.statusCode).toBe(409);
    // The same winner again: the second bout is ready with its log as it was.
    const again = await appended(categoryId, first, [ippon('aka', 5_000)]);
    expect(again).toMatchObject({ resultWritten: true });
    expect(again.next).toContain(second);
    const log = boutLogReplySchema.parse((await getLog(categoryId, second)).json());
    expect(log.events).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('refuses a bout not ready, a draw not published, kata, a bout decided by hand and bad events, in the reader language', async () => {
    const { categoryId, drawn } = await publishedBracket();
    const waiting = drawn.bouts.find((b) => b.state === 'waiting')!;
    const notReady = await append(categoryId, waiting.id, [ippon('aka', 0)], { language: 'hi' });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe('यह मुकाबला अभी नहीं हो सकता: दोनों खिलाड़ी तय नहीं हैं।');
    const missing = await append(categoryId, 'Z-9', [ippon('aka', 0)]);
    expect(missing.statusCode).toBe(404);

    const { categoryId: unpublished } = await enteredTournamentViaApi(t.app, owner, 2);
    await drawViaApi(t.app, owner, unpublished, false);
    const early = await append(unpublished, 'P-1', [ippon('aka', 0)], { language: 'mr' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('निकाल भरण्यापूर्वी ड्रॉ प्रकाशित करा.');
    const earlyRead = await getLog(unpublished, 'P-1');
    expect(earlyRead.statusCode).toBe(409);

    const { categoryId: kata } = await enteredTournamentViaApi(t.app, owner, 0);
    await drawViaApi(t.app, owner, kata, true);
    const kataBout = await append(kata, 'P-1', [ippon('aka', 0)], { language: 'mr' });
    expect(kataBout.statusCode).toBe(400);
    expect(kataBout.json().message).toBe('कन्सोलवर फक्त वैयक्तिक कुमिते लढतींचे गुण दिले जातात: हा निकाल निकाल फॉर्मवर भरा.');
    expect((await getLog(kata, 'P-1', { language: 'hi' })).json().message).toBe(
      'कंसोल पर केवल व्यक्तिगत कुमिते मुकाबलों के अंक दिए जाते हैं: यह परिणाम परिणाम फ़ॉर्म में डालें।',
    );

    const byHand = await publishedPool();
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RecordResult, { id: byHand }),
      headers: { 'x-auth-token': owner },
      payload: { boutId: 'P-1', winner: 'aka', method: 'points', akaScore: 2, aoScore: 0 },
    });
    const decided = await append(byHand, 'P-1', [ippon('aka', 0)]);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe("This bout's result was entered on the results form: correct it there.");

    const pool = await publishedPool();
    for (const bad of [
      [{ id: randomUUID(), at: 0, kind: 'score', side: 'aka', technique: 'koka' }],
      [{ id: 'not-a-uuid', at: 0, kind: 'clock', action: 'start' }],
      [{ id: randomUUID(), at: -1, kind: 'clock', action: 'start' }],
      [{ id: randomUUID(), at: 0, kind: 'hantei', votes: { aka: 2, ao: 2 } }],
      [],
    ]) {
      const res = await append(pool, 'P-1', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const badBout = await append(pool, 'p 1', [ippon('aka', 0)], { language: 'hi' });
    expect(badBout.statusCode).toBe(400);
    expect(badBout.json().message).toContain('यह मुकाबला इस श्रेणी में नहीं है।');
    // Nothing refused was stored.
    const count = await t.app.db.selectFrom('tournamentBoutEvents').select('eventId').execute();
    const stored = (await getLog(pool, 'P-1')).json() as BoutLogReply;
    expect(stored.events).toEqual([]);
    expect(count.length).toBeGreaterThan(0);
  });
});
