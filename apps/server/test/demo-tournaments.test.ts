import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { seedDemoEvents } from '../src/seed/demo-events.ts';
import { seedDemoTournaments } from '../src/seed/demo-tournaments.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`the demo's tournaments on ${testDialect}`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoEvents(t.app);
    expect(await seedDemoTournaments(t.app)).toBe(2);
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
    expect(coming.categories.map((c) => c.entries)).toEqual([5, 4, 7, 6, 10, 3]);
    expect(coming.categories.every((c) => !c.finished && c.first === null && c.format === 'kataPoints')).toBe(true);
    expect(coming.medals).toEqual([]);
    expect(coming.categories.every((c) => c.discipline === 'kata')).toBe(true);
  });

  it('seeds them once', async () => {
    expect(await seedDemoTournaments(t.app)).toBe(0);
  });
});
