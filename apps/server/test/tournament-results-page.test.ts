import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME, ENDPOINTS, loadCatalog, type TournamentResultsReply } from '@academy/contract';
import { seedDemoEvents } from '../src/seed/demo-events.ts';
import { seedDemoTournaments } from '../src/seed/demo-tournaments.ts';
import { at, expandedTerms, jsonLdBlocks, meta, metas, ORIGIN, SCHEMA, SHELL } from './helpers/page-head.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const PAST = 'All India Open Karate Championship';
const COMING = 'Kaizen Winter Kata Championship 2026';
const TODAY = 'Kaizen Inter-Dojo Kumite Cup';
/** Named, not the first other event a query returns: PostgreSQL returns rows in no set order, and TODAY is a tournament. */
const SEMINAR = 'Women Self-Defence Workshop';
/** The schema.org vocabulary the results' JSON-LD may use: a SportsEvent, its place, organiser and medallists. */
const SCHEMA_TERMS = new Set(
  [
    'SportsEvent',
    'Place',
    'PostalAddress',
    'Organization',
    'SportsOrganization',
    'Person',
    'name',
    'description',
    'url',
    'sport',
    'startDate',
    'eventStatus',
    'eventAttendanceMode',
    'location',
    'address',
    'streetAddress',
    'addressCountry',
    'image',
    'organizer',
    'subEvent',
    'competitor',
    'memberOf',
  ].map((term) => SCHEMA + term),
);
/** What an entry holds that is not for the public: none of it may be in the page or its data. */
const PRIVATE_FIELDS = ['dateOfBirth', 'weightKg', 'weighedKg', 'gender', 'level', 'age', 'bookingId', 'fighterId'];

describe(`a tournament's results page, written by the server, on ${testDialect}`, () => {
  let webDist: string;
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
    await seedDemoEvents(t.app);
    await seedDemoTournaments(t.app);
    for (const event of await t.app.db.selectFrom('events').select(['id', 'eventName']).execute())
      ids[event.eventName] = event.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const results = async (eventName: string, language = 'en') =>
    (
      await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.GetTournamentResults.path.replace(':id', ids[eventName]!),
        headers: { 'accept-language': language },
      })
    ).json() as TournamentResultsReply;

  it('previews the results: "Results: <tournament>", its day and the top of the medal table, its poster', async () => {
    const id = ids[PAST]!;
    const res = await page(`/events/${id}/results`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(meta(html, 'og:title')).toBe(`Results: ${PAST}`);
    expect(meta(html, 'twitter:title')).toBe(`Results: ${PAST}`);
    expect(html).toContain(`<title>Results: ${PAST} | ${ACADEMY_NAME}</title>`);

    const { medals } = await results(PAST);
    const [first, second, third] = medals;
    const description = meta(html, 'og:description')!;
    expect(description).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} · Medal table: 1\. /);
    expect(description).toContain(
      `${first!.rank}. ${first!.club}: ${first!.gold} gold, ${first!.silver} silver, ${first!.bronze} bronze · ` +
        `${second!.rank}. ${second!.club}: ${second!.gold} gold`,
    );
    expect(description).toContain(`${third!.rank}. ${third!.club}: `);
    expect(metas(html, 'description')).toEqual([description]);
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/events/${id}/results`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`hreflang="hi" href="${ORIGIN}/hi/events/${id}/results"`);
    expect(html).toContain(`hreflang="mr" href="${ORIGIN}/mr/events/${id}/results"`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes the tournament as a schema.org SportsEvent of karate, each category a sub-event with its medallists', async () => {
    const id = ids[PAST]!;
    const [data, ...others] = jsonLdBlocks((await page(`/events/${id}/results`)).body);
    expect(others).toEqual([]);
    const reply = await results(PAST);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: PAST,
      sport: 'Karate',
      url: `${ORIGIN}/events/${id}/results`,
      location: {
        '@type': 'Place',
        name: reply.address,
        address: { '@type': 'PostalAddress', streetAddress: reply.address, addressCountry: 'IN' },
      },
      organizer: { '@type': 'Organization', name: ACADEMY_NAME, url: ORIGIN },
    });
    // The tournament's start in IST, with its offset.
    expect(at(data, 'startDate')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(String(at(data, 'startDate')))).toBe(Date.parse(reply.eventDateTime));

    const subEvents = at(data, 'subEvent') as { name: string; sport: string; competitor: unknown[] }[];
    expect(subEvents.map((sub) => sub.name)).toEqual(reply.categories.map((category) => category.name));
    const [category] = reply.categories;
    expect(subEvents[0]!.sport).toBe('Karate');
    expect(subEvents[0]!.competitor).toEqual(
      [category!.first!, category!.second!, ...category!.third].map((medallist) => ({
        '@type': 'Person',
        name: medallist.athleteName,
        memberOf: { '@type': 'SportsOrganization', name: medallist.club },
      })),
    );

    const terms = await expandedTerms(data!);
    expect(terms).toContain(`${SCHEMA}competitor`);
    expect(terms.filter((term) => !SCHEMA_TERMS.has(term))).toEqual([]);
  });

  it('writes the Hindi page in Hindi: title, medal table and categories', async () => {
    const hindi = await loadCatalog('hi');
    const id = ids[PAST]!;
    const res = await page(`/hi/events/${id}/results`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    // The event's own Hindi name, as the events list gives it.
    const name = 'अखिल भारतीय ओपन कराटे चैंपियनशिप';
    expect(meta(res.body, 'og:title')).toBe(hindi['tournaments.results.title']!.replace('{name}', name));
    expect(meta(res.body, 'og:title')).toBe(`परिणाम: ${name}`);
    const description = meta(res.body, 'og:description')!;
    expect(description).toMatch(/ · पदक तालिका: 1\. .+ स्वर्ण, \d+ रजत, \d+ कांस्य/);
    expect(description).not.toMatch(/gold|silver|bronze|Medal table/);
    expect(meta(res.body, 'og:locale')).toBe('hi_IN');
    expect(meta(res.body, 'og:url')).toBe(`${ORIGIN}/hi/events/${id}/results`);
    const data = jsonLdBlocks(res.body)[0]!;
    expect(data.name).toBe(name);
    expect(data.url).toBe(`${ORIGIN}/hi/events/${id}/results`);
    const categoryNames = (at(data, 'subEvent') as { name: string }[]).map((sub) => sub.name);
    expect(categoryNames).toEqual((await results(PAST, 'hi')).categories.map((category) => category.name));
    expect(categoryNames.some((category) => category.startsWith('काता'))).toBe(true);
  });

  it('says of a tournament still to be fought how many categories are drawn and that results will appear', async () => {
    const id = ids[COMING]!;
    const html = (await page(`/events/${id}/results`)).body;
    expect(meta(html, 'og:title')).toBe(`Results: ${COMING}`);
    expect(meta(html, 'og:description')).toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4} · 6 categories drawn\. Results will appear here as the bouts are fought\.$/,
    );
    const subEvents = at(jsonLdBlocks(html)[0], 'subEvent') as { competitor: unknown[] }[];
    expect(subEvents).toHaveLength(6);
    expect(subEvents.every((sub) => sub.competitor.length === 0)).toBe(true);
  });

  it('puts no date of birth, weight or other private detail of an athlete in the page or its data', async () => {
    const entries = await t.app.db
      .selectFrom('tournamentEntries')
      .select(['dateOfBirth', 'athleteName'])
      .where('eventId', '=', ids[PAST]!)
      .execute();
    expect(entries.length).toBeGreaterThan(20);
    for (const language of ['', '/hi']) {
      const html = (await page(`${language}/events/${ids[PAST]}/results`)).body;
      const api = JSON.stringify(await results(PAST, language ? 'hi' : 'en'));
      // Medallists' names are public, and there.
      expect(entries.some((entry) => html.includes(entry.athleteName))).toBe(true);
      for (const text of [html, api]) {
        expect(entries.filter((entry) => text.includes(entry.dateOfBirth))).toEqual([]);
        expect(PRIVATE_FIELDS.filter((field) => text.includes(`"${field}"`))).toEqual([]);
      }
    }
  });

  it('answers 404, with the app to say so, for an event that is not a tournament or not there', async () => {
    for (const url of [`/events/${ids[SEMINAR]}/results`, '/hi/events/no-such-event/results']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(meta(res.body, 'og:title')).toBeUndefined();
      expect(jsonLdBlocks(res.body)).toEqual([]);
    }
  });

  it("lists every tournament's results in every language in /sitemap.xml", async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    for (const prefix of ['', '/hi', '/mr'])
      for (const name of [PAST, COMING, TODAY])
        expect(sitemap).toContain(`<loc>${ORIGIN}${prefix}/events/${ids[name]}/results</loc>`);
    expect(ids[SEMINAR]).toBeDefined();
    expect(sitemap).not.toContain(`/events/${ids[SEMINAR]}/results`);
  });
});
