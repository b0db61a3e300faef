import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME, DATA_PAGE_LINKS_FILE, ENDPOINTS, loadCatalog, type AcademyEvent } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { at, expandedTerms, jsonLdBlocks, meta, metas, ORIGIN, SCHEMA, SHELL } from './helpers/page-head.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** The properties and types of schema.org's vocabulary the page may use (schema.org/Event, Offer, Place...). */
const SCHEMA_TERMS = new Set(
  [
    'Event',
    'Place',
    'PostalAddress',
    'Offer',
    'Organization',
    'name',
    'description',
    'url',
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'location',
    'address',
    'streetAddress',
    'addressCountry',
    'image',
    'offers',
    'price',
    'priceCurrency',
    'availability',
    'validFrom',
    'organizer',
  ].map((term) => SCHEMA + term),
);

/**
 * Google's rules for an event's rich result (developers.google.com/search/docs/appearance/structured-data/event):
 * the required properties, and the recommended ones this academy can give (no performer: its events are its own).
 * Returns what is wrong, so a failure names it.
 */
function googleEventProblems(event: unknown): string[] {
  const problems: string[] = [];
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const iso8601WithOffset = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/.test(value);
  const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  check(at(event, '@context') === 'https://schema.org', '@context');
  check(at(event, '@type') === 'Event', '@type');
  check(text(at(event, 'name')), 'name (required)');
  check(iso8601WithOffset(at(event, 'startDate')), 'startDate (required, ISO 8601 with an offset)');
  check(
    iso8601WithOffset(at(event, 'endDate')) &&
      Date.parse(String(at(event, 'endDate'))) > Date.parse(String(at(event, 'startDate'))),
    'endDate (after the start)',
  );
  check(at(event, 'location', '@type') === 'Place', 'location (required, a Place)');
  check(text(at(event, 'location', 'name')), 'location.name');
  check(
    at(event, 'location', 'address', '@type') === 'PostalAddress' &&
      text(at(event, 'location', 'address', 'streetAddress')),
    'location.address (required)',
  );
  check(at(event, 'location', 'address', 'addressCountry') === 'IN', 'location.address.addressCountry');
  check(text(at(event, 'description')), 'description');
  check(at(event, 'eventStatus') === 'https://schema.org/EventScheduled', 'eventStatus');
  check(at(event, 'eventAttendanceMode') === 'https://schema.org/OfflineEventAttendanceMode', 'eventAttendanceMode');
  const image = at(event, 'image');
  check(Array.isArray(image) && image.length > 0 && image.every(absoluteUrl), 'image (absolute URLs)');
  check(at(event, 'offers', '@type') === 'Offer', 'offers');
  check(absoluteUrl(at(event, 'offers', 'url')), 'offers.url');
  const price = at(event, 'offers', 'price');
  check(typeof price === 'number' && price >= 0, 'offers.price');
  check(at(event, 'offers', 'priceCurrency') === 'INR', 'offers.priceCurrency');
  check(
    ['https://schema.org/InStock', 'https://schema.org/SoldOut'].includes(String(at(event, 'offers', 'availability'))),
    'offers.availability',
  );
  check(iso8601WithOffset(at(event, 'offers', 'validFrom')), 'offers.validFrom');
  check(
    at(event, 'organizer', '@type') === 'Organization' &&
      text(at(event, 'organizer', 'name')) &&
      absoluteUrl(at(event, 'organizer', 'url')),
    'organizer',
  );
  return problems;
}

const HINDI_LINKS = {
  '/events/:id': [
    '<link rel="preload" href="/api/Tournaments/GetTournamentResults/:id?lang=hi" as="fetch" crossorigin>',
    '<link rel="modulepreload" crossorigin href="/assets/events-route-abc.js">',
  ].join('\n    '),
};

describe(`an event's own page, written by the server, on ${testDialect}`, () => {
  let webDist: string;
  let t: TestApp;
  let admin: string;
  let event: AcademyEvent;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    // Two public pages the build prerendered, in every language, for the sitemap.
    fs.mkdirSync(path.join(webDist, 'prerendered', 'hi'), { recursive: true });
    fs.mkdirSync(path.join(webDist, 'prerendered', 'mr'), { recursive: true });
    for (const page of ['home', 'events', 'hi/home', 'hi/events', 'mr/home', 'mr/events'])
      fs.writeFileSync(path.join(webDist, 'prerendered', `${page}.html`), SHELL);
    // Links for a Hindi event page's head as the build writes them (apps/web/build/prerender.ts), one naming the
    // record by :id as a tournament's results page's data preload does.
    fs.writeFileSync(path.join(webDist, 'prerendered', DATA_PAGE_LINKS_FILE), JSON.stringify({ hi: HINDI_LINKS }));
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
    admin = await adminToken(t.app);
    event = await createEventViaApi(t.app, admin, {
      eventName: 'Winter Kata Championship',
      address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
      eventDescription: `Kata for all belts, WKF rules.\n\nBring your own gi and a water bottle. ${'Warm-up starts an hour before. '.repeat(8)}`,
      // 18:30 IST.
      eventDateTime: '2031-12-25T13:00:00.000Z',
      entryFee: 1200,
      totalSeats: 2,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('previews the event: its name, date in IST, address and the start of its description, and its poster', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Winter Kata Championship');
    expect(html).toContain(`<title>Winter Kata Championship | ${ACADEMY_NAME}</title>`);
    const description = meta(html, 'og:description')!;
    expect(description).toMatch(
      /^25 Dec, 2031 06:30 PM IST · Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune · Kata for all belts, WKF rules\. Bring your own gi/,
    );
    // A short part of the description, cut at a word.
    expect(description).toMatch(/\w…$/);
    expect(description.length).toBeLessThan(260);
    expect(metas(html, 'description')).toEqual([description]);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/events/${event._id}`);
    expect(meta(html, 'og:type')).toBe('article');

    // The poster, absolute, with the size of the file the server serves.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${event.eventImageUrl}`);
    const served = await t.app.inject({ method: 'GET', url: event.eventImageUrl! });
    const poster = await sharp(served.rawPayload).metadata();
    expect(meta(html, 'og:image:width')).toBe(String(poster.width));
    expect(meta(html, 'og:image:height')).toBe(String(poster.height));
    expect(meta(html, 'og:image:alt')).toBe('Poster of Winter Kata Championship');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Winter Kata Championship');
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}${event.eventImageUrl}`);
    expect(html).toContain(`hreflang="hi" href="${ORIGIN}/hi/events/${event._id}"`);
    expect(html).toContain(`hreflang="mr" href="${ORIGIN}/mr/events/${event._id}"`);
    expect(html).toContain('<div id="root"></div>');
  });

  it("describes the event as schema.org JSON-LD that meets Google's rules for an event", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/events/${event._id}` })).body;
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    const data = blocks[0]!;
    expect(googleEventProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Winter Kata Championship',
      description: event.eventDescription,
      url: `${ORIGIN}/events/${event._id}`,
      startDate: '2031-12-25T18:30:00+05:30',
      endDate: '2031-12-25T20:30:00+05:30',
      image: [`${ORIGIN}${event.eventImageUrl}`],
      location: { name: event.address, address: { streetAddress: event.address, addressCountry: 'IN' } },
      offers: { price: 1200, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      organizer: { name: ACADEMY_NAME, url: ORIGIN },
    });
    // validFrom: when the event was put on the site, in IST.
    expect(Date.parse(String(at(data, 'offers', 'validFrom')))).toBe(
      Date.parse(event.createdAt) - (Date.parse(event.createdAt) % 1000),
    );

    // Valid JSON-LD whose every type and property is a term of schema.org's vocabulary.
    const terms = await expandedTerms(data);
    expect(terms).toContain(`${SCHEMA}startDate`);
    expect(terms.filter((term) => !SCHEMA_TERMS.has(term))).toEqual([]);
    // The check itself refuses a term schema.org does not have.
    const wrong = await expandedTerms({ ...data, startTime: data.startDate });
    expect(wrong.filter((term) => !SCHEMA_TERMS.has(term))).toEqual([`${SCHEMA}startTime`]);
    expect(googleEventProblems({ ...data, startDate: '2031-12-25T13:00:00' })).toContain(
      'startDate (required, ISO 8601 with an offset)',
    );
  });

  it('sells out in the JSON-LD when the seats are gone, and offers a free event at 0 rupees', async () => {
    // The page as written before the bookings: its head is kept while the event stands, and a booking changes it.
    const open = jsonLdBlocks((await t.app.inject({ method: 'GET', url: `/events/${event._id}` })).body)[0]!;
    expect(at(open, 'offers', 'availability')).toBe('https://schema.org/InStock');
    for (const [index, email] of ['a@example.com', 'b@example.com'].entries()) {
      const booked = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        payload: bookingPayload(event._id, { email, fighterName: `Fighter ${index}` }),
      });
      expect(booked.statusCode, booked.body).toBe(200);
    }
    const full = jsonLdBlocks((await t.app.inject({ method: 'GET', url: `/events/${event._id}` })).body)[0]!;
    expect(at(full, 'offers', 'availability')).toBe('https://schema.org/SoldOut');

    const free = await createEventViaApi(t.app, admin, {
      eventName: 'Open mat',
      entryFee: 0,
      eventDateTime: fromNow(DAY_MS),
    });
    const data = jsonLdBlocks((await t.app.inject({ method: 'GET', url: `/events/${free._id}` })).body)[0]!;
    expect(at(data, 'offers', 'price')).toBe(0);
  });

  it('keeps an event name with </script> inside the JSON-LD, and out of the HTML', async () => {
    const name = 'Kata </script><script>alert(1)</script> & "Kumite" <!--';
    const tricky = await createEventViaApi(t.app, admin, { eventName: name, eventDateTime: fromNow(2 * DAY_MS) });
    const html = (await t.app.inject({ method: 'GET', url: `/events/${tricky._id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // One script element, ended by its own end tag; its JSON still reads back the name as typed.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(jsonLdBlocks(html)[0]!.name).toBe(name);
    expect(meta(html, 'og:title')).toBe(name);
  });

  it('writes the Hindi page in Hindi', async () => {
    const hindi = await loadCatalog('hi');
    const res = await t.app.inject({ method: 'GET', url: `/hi/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    const description = meta(res.body, 'og:description')!;
    expect(description).toMatch(/^25 दिसंबर 2031 .*IST · Shree Shiv Chhatrapati Sports Complex/);
    expect(meta(res.body, 'og:image:alt')).toBe(
      hindi['events.banner.posterAlt']!.replace('{name}', 'Winter Kata Championship'),
    );
    expect(meta(res.body, 'og:locale')).toBe('hi_IN');
    expect(meta(res.body, 'og:url')).toBe(`${ORIGIN}/hi/events/${event._id}`);
    expect(jsonLdBlocks(res.body)[0]!.url).toBe(`${ORIGIN}/hi/events/${event._id}`);
  });

  it('writes the Marathi page in Marathi, the evening said as Marathi says it', async () => {
    const marathi = await loadCatalog('mr');
    const res = await t.app.inject({ method: 'GET', url: `/mr/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="mr">');
    const description = meta(res.body, 'og:description')!;
    expect(description).toMatch(/^25 डिसेंबर, 2031 रोजी (सकाळी|दुपारी|संध्याकाळी|रात्री) .*IST · /);
    expect(meta(res.body, 'og:image:alt')).toBe(
      marathi['events.banner.posterAlt']!.replace('{name}', 'Winter Kata Championship'),
    );
    expect(meta(res.body, 'og:locale')).toBe('mr_IN');
    expect(meta(res.body, 'og:url')).toBe(`${ORIGIN}/mr/events/${event._id}`);
  });

  it("links in its head what the build named for the page in its language, the event's id filled in", async () => {
    const hindi = (await t.app.inject({ method: 'GET', url: `/hi/events/${event._id}` })).body;
    const head = hindi.slice(0, hindi.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" href="/api/Tournaments/GetTournamentResults/${event._id}?lang=hi" as="fetch" crossorigin>`,
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/events-route-abc.js">');
    // None named for English, none for an address that names no event.
    const english = (await t.app.inject({ method: 'GET', url: `/events/${event._id}` })).body;
    expect(english).not.toContain('events-route-abc.js');
    const unknown = await t.app.inject({ method: 'GET', url: '/hi/events/no-such-event' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('events-route-abc.js');
  });

  it('answers 404, with the app to say so, for an unknown event', async () => {
    for (const url of ['/events/no-such-event', `/hi/events/${'x'.repeat(80)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(meta(res.body, 'og:title')).toBeUndefined();
      expect(jsonLdBlocks(res.body)).toEqual([]);
    }
  });

  it('lists every public page and every event in every language in /sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['url', 'xhtml:link'].includes(name),
    }).parse(res.body) as {
      urlset: {
        '@_xmlns': string;
        url: { loc: string; lastmod?: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
      };
    };
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const byLoc = new Map(parsed.urlset.url.map((url) => [url.loc, url]));
    for (const prefix of ['', '/hi', '/mr'])
      for (const loc of ['/home', '/events', `/events/${event._id}`])
        expect(byLoc.has(`${ORIGIN}${prefix}${loc}`), prefix + loc).toBe(true);
    const hindiEvent = byLoc.get(`${ORIGIN}/hi/events/${event._id}`)!;
    expect(hindiEvent['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', `${ORIGIN}/events/${event._id}`],
      ['hi', `${ORIGIN}/hi/events/${event._id}`],
      ['mr', `${ORIGIN}/mr/events/${event._id}`],
      ['x-default', `${ORIGIN}/events/${event._id}`],
    ]);
    expect(Number.isNaN(Date.parse(hindiEvent.lastmod!))).toBe(false);
    // The app's private areas and the API are not pages to list.
    expect([...byLoc.keys()].filter((loc) => /\/(admin|fighter|api)(\/|$)/.test(loc))).toEqual([]);
  });

  it('names the sitemap in /robots.txt and keeps crawlers out of the private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/admin',
      '/fighter',
      '/api/',
      '/pay/',
      '/hi/pay/',
      '/mr/pay/',
      '/events/offer/',
      '/hi/events/offer/',
      '/mr/events/offer/',
    ])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('leaves the events list and the OpenAPI document as they were', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/events' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(SHELL);
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.filter((route) => /sitemap|robots|events\/\{id\}$/.test(route) && !route.startsWith('/api'))).toEqual(
      [],
    );
  });
});
