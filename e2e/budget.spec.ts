import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Response } from '@playwright/test';
import {
  DEFAULT_LANGUAGE,
  endpointUrl,
  ENDPOINTS,
  LANGUAGE_CODES,
  languagePath,
  type ClassesReply,
} from '@academy/contract';
import { findEvent } from './fixtures/events.ts';
import { loadWithApp } from './fixtures/hydration.ts';
import { DEMO_EVENT_NAME, DEMO_TOURNAMENT_NAME, LANGUAGE_WORDS_KB, ROUTE_BUDGETS_KB } from './public-routes.ts';

/**
 * What only the staff and fighter areas show: a public page that loads a script holding one of these loaded private
 * code (issue 6). Every page's test below looks for them in every script it loads.
 */
const PRIVATE_MARKERS = [
  'Fighters List',
  'Total Fighters',
  'Gallery List',
  'Events List',
  'Update Profile',
  'bookings.pdf',
  'Update & Save',
];

/** The gzip -9 size of every script of this origin a page loads on a first visit, by file. */
async function scriptsOf(browser: Browser, baseURL: string, path: string): Promise<Map<string, number>> {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseURL)) return;
    scripts.set(new URL(response.url()).pathname, zlib.gzipSync(await response.body(), { level: 9 }).length);
  });
  await loadWithApp(page, `${baseURL}${path}`);
  await page.close();
  return scripts;
}

/**
 * A language's home page loads /home's scripts and one more, its public words (with the table of its other parts),
 * within a budget of their own: the entry carries no language's words but English's.
 */
const LANGUAGE_WORDS_BUDGET = 7 * 1024;
for (const path of ['/hi/home', '/mr/home']) {
  test(`${path} loads what /home loads and its own words`, async ({ browser, baseURL }) => {
    const english = await scriptsOf(browser, baseURL!, '/home');
    const own = await scriptsOf(browser, baseURL!, path);
    const extra = [...own.keys()].filter((file) => !english.has(file));
    expect([...english.keys()].every((file) => own.has(file))).toBe(true);
    expect(extra).toHaveLength(1);
    const words = own.get(extra[0]!)!;
    console.log(`${path} JavaScript: /home's and ${(words / 1024).toFixed(1)} KB gzip of its words`);
    expect(words).toBeLessThanOrEqual(LANGUAGE_WORDS_BUDGET);
  });
}

/** The modulepreload links of a page's HTML, as the server sends it. */
async function modulePreloads(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!).sort();
}

// /trial's markup is its whole form at first paint, so its chunks only hydrate it. Preloading them (31 on /trial)
// made Lighthouse count each as render-blocking: FCP 1.7 -> 2.7 s, performance 99 -> 91 (medians).
for (const path of ['/trial', '/hi/trial', '/mr/trial']) {
  test(`${path} preloads no chunk beyond the entry's own`, async ({ request }) => {
    const entry = await modulePreloads(request, '/home');
    expect(entry.length).toBeGreaterThan(0);
    expect(await modulePreloads(request, path)).toEqual(entry);
  });
}

/**
 * The gzip -9 bytes of the scripts and stylesheets of this origin a page loads on a first visit, their files, and the
 * scripts that hold a private marker.
 */
async function assetsOf(browser: Browser, baseURL: string, path: string) {
  const page = await browser.newPage();
  const sizes = { script: { bytes: 0, files: 0 }, stylesheet: { bytes: 0, files: 0 } };
  const privateCode: string[] = [];
  const read: Promise<void>[] = [];
  const count = (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(baseURL)) return;
    read.push(
      response.body().then((body) => {
        sizes[type].bytes += zlib.gzipSync(body, { level: 9 }).length;
        sizes[type].files += 1;
        if (type !== 'script') return;
        const text = body.toString('utf8');
        for (const marker of PRIVATE_MARKERS)
          if (text.includes(marker)) privateCode.push(`${marker} in ${new URL(response.url()).pathname}`);
      }),
    );
  };
  page.on('response', count);
  await loadWithApp(page, `${baseURL}${path}`);
  // What the page loaded once it stood still; a file it asks for later (on a machine so busy that the network fell
  // quiet before the app had finished) is not counted, and its body, unread, cannot outlive the page.
  page.off('response', count);
  await Promise.all(read);
  await page.close();
  return { ...sizes, privateCode };
}

/** The demo records the pages with an id show. */
async function demoAddresses(request: APIRequestContext): Promise<Record<string, string>> {
  const event = await findEvent(request, DEMO_EVENT_NAME);
  const tournament = await findEvent(request, DEMO_TOURNAMENT_NAME);
  const classes = (await (await request.get(endpointUrl(ENDPOINTS.GetClasses))).json()) as ClassesReply;
  expect(event && tournament && classes.batches[0], 'the demo event, tournament and a batch').toBeTruthy();
  return {
    '/events/:id': `/events/${event!._id}`,
    '/classes/:id': `/classes/${classes.batches[0]!.id}`,
    '/events/:id/results': `/events/${tournament!._id}/results`,
  };
}

for (const language of LANGUAGE_CODES) {
  for (const [route, budget] of Object.entries(ROUTE_BUDGETS_KB)) {
    const js = budget.js + (language === DEFAULT_LANGUAGE ? 0 : LANGUAGE_WORDS_KB);
    test(`${languagePath(language, route)} loads at most ${js} KB of JavaScript and ${budget.css} KB of CSS, and no private code`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const path = languagePath(language, (await demoAddresses(request))[route] ?? route);
      const { script, stylesheet, privateCode } = await assetsOf(browser, baseURL!, path);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      console.log(
        `${path}: JavaScript ${kb(script.bytes)} KB gzip in ${script.files} files, CSS ${kb(stylesheet.bytes)} KB in ${stylesheet.files}`,
      );
      expect(script.files).toBeGreaterThan(0);
      expect(privateCode).toEqual([]);
      expect(script.bytes).toBeLessThanOrEqual(js * 1024);
      expect(stylesheet.bytes).toBeLessThanOrEqual(budget.css * 1024);
    });
  }
}
