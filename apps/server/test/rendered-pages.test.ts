import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointUrl,
  ENDPOINTS,
  RENDERED_PAGE_LINKS_FILE,
  RENDERED_PAGE_SHELLS,
  type AcademyEvent,
  type EventsReply,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { batchFields, createBatchViaApi } from './helpers/classes-fixtures.ts';
import { createEventViaApi } from './helpers/events-fixtures.ts';
import { ORIGIN, SHELL } from './helpers/page-head.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/**
 * An SSR bundle that keeps the contract of apps/web/src/entry-server.tsx (PageRenderingModule) and shows what the
 * server gave it: the address, and the names of the events (or the batch) it was given. It counts its renders, and fails on
 * Marathi pages, so the test can watch the cache and the fallback.
 */
const BUNDLE = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
globalThis.renderedPages = [];
export const QUERY_STATE_ID = 'query-state';
export function pageDataRequests(route, params, language) {
  if (route === '/classes/:id') {
    return [{ queryKey: ['batch', params.id], url: '${ENDPOINTS.GetClass.path}'.replace(':id', params.id) + '?lang=' + language }];
  }
  if (route !== '/events' && route !== '/events/:id') return undefined;
  return [{ queryKey: ['events'], url: '${ENDPOINTS.GetAllEvents.path}?lang=' + language, pick: (reply) => reply.events }];
}
export async function renderRoute(url, data) {
  if (url.startsWith('/mr/')) throw new Error('this bundle cannot render Marathi');
  if (globalThis.hangNextRender) {
    globalThis.hangNextRender = false;
    return new Promise(() => {});
  }
  globalThis.renderedPages.push(url);
  const given = data[0].data;
  const names = Array.isArray(given) ? given.map((e) => e.eventName) : [given.batch.name + ' with ' + given.batch.instructor];
  return {
    html: '<main data-url="' + url + '"><ul>' + names.map((name) => '<li>' + escape(name) + '</li>').join('') + '</ul></main>',
    state: { queries: data.map((d) => ({ queryKey: d.queryKey, state: { data: d.data } })) },
  };
}
`;

const renderedPages = () => (globalThis as { renderedPages?: string[] }).renderedPages ?? [];

/** The list shell the build writes for /events in a language: the prerendered page with #root left empty. */
const listShell = (language: string) =>
  SHELL.replace('<html lang="en">', `<html lang="${language}">`).replace(
    '</head>',
    '<link rel="stylesheet" href="/assets/events-abc.css">\n</head>',
  );
const SKELETON = SHELL.replace('<div id="root"></div>', '<div id="root"><p>skeleton</p></div>');

function queryState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | undefined {
  const json = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe(`public pages of data, rendered with it by the server, on ${testDialect}`, () => {
  let webDist: string;
  let t: TestApp;
  let admin: string;
  let event: AcademyEvent;
  const logLines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-build-'));
    webDist = path.join(build, 'dist');
    const ssrDist = path.join(build, 'dist-ssr');
    fs.mkdirSync(path.join(webDist, 'prerendered', 'mr'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    for (const page of ['events', 'mr/events']) {
      fs.writeFileSync(path.join(webDist, 'prerendered', `${page}.html`), SKELETON);
    }
    fs.mkdirSync(path.join(ssrDist, RENDERED_PAGE_SHELLS, 'hi'), { recursive: true });
    fs.mkdirSync(path.join(ssrDist, RENDERED_PAGE_SHELLS, 'mr'), { recursive: true });
    fs.writeFileSync(path.join(ssrDist, 'entry-server.js'), BUNDLE);
    for (const [page, language] of [
      ['events', 'en'],
      ['hi/events', 'hi'],
      ['mr/events', 'mr'],
    ] as const) {
      fs.writeFileSync(path.join(ssrDist, RENDERED_PAGE_SHELLS, `${page}.html`), listShell(language));
    }
    fs.writeFileSync(
      path.join(ssrDist, RENDERED_PAGE_LINKS_FILE),
      JSON.stringify({ en: { '/events/:id': '<style>.event a:hover{color:red}</style>' } }),
    );
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN }, { log });
    admin = await adminToken(t.app);
    event = await createEventViaApi(t.app, admin, { eventName: 'Kata Open </script><script>alert(1)</script>' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(webDist), { recursive: true, force: true });
  });

  it("sends /events with the events in #root and the app's data beside it, safely written", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/events-abc.css">');
    expect(res.body).toContain(
      '<div id="root"><main data-url="/events"><ul><li>Kata Open &lt;/script>&lt;script>alert(1)&lt;/script></li></ul></main></div>',
    );
    // The name's '<' is \\u003c in the JSON: no value can close the element.
    expect(res.body).not.toContain('</script><script>alert(1)');
    const state = queryState(res.body);
    const list = (await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllEvents.path })).json<EventsReply>();
    expect(state?.queries).toEqual([{ queryKey: ['events'], state: { data: list.events } }]);
  });

  it("asks the data in the page's language, and renders the page in it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hi/events' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<main data-url="/hi/events">');
  });

  it('renders a page once while its data stays the same, and again when it changes', async () => {
    const before = renderedPages().filter((url) => url === '/events').length;
    await t.app.inject({ method: 'GET', url: '/events' });
    const again = await t.app.inject({ method: 'GET', url: '/events' });
    expect(renderedPages().filter((url) => url === '/events').length).toBe(before);
    // An unchanged page is an unchanged reply: a revisit costs a 304.
    const revisit = await t.app.inject({
      method: 'GET',
      url: '/events',
      headers: { 'if-none-match': String(again.headers.etag) },
    });
    expect(revisit.statusCode).toBe(304);

    await createEventViaApi(t.app, admin, { eventName: 'Kumite Cup' });
    const changed = await t.app.inject({ method: 'GET', url: '/events' });
    expect(renderedPages().filter((url) => url === '/events').length).toBe(before + 1);
    expect(changed.body).toContain('<li>Kumite Cup</li>');
    expect(changed.headers.etag).not.toBe(again.headers.etag);
  });

  it("renders a batch's page, whose data has no ETag, once while the batch stays the same, and again when it changes", async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Evening Kids Karate', instructor: 'Sensei Rao' });
    const renders = () => renderedPages().filter((url) => url === `/classes/${batch.id}`).length;
    const first = await t.app.inject({ method: 'GET', url: `/classes/${batch.id}` });
    expect(first.body).toContain('<li>Evening Kids Karate with Sensei Rao</li>');
    await t.app.inject({ method: 'GET', url: `/classes/${batch.id}` });
    expect(renders()).toBe(1);

    // The instructor is not in the page's head: only the batch's data tells the page it changed.
    const changedInstructor = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateBatch, { id: batch.id }),
      headers: { 'x-auth-token': admin },
      payload: batchFields({ name: 'Evening Kids Karate', instructor: 'Sensei Kale' }),
    });
    expect(changedInstructor.statusCode, changedInstructor.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: `/classes/${batch.id}` });
    expect(renders()).toBe(2);
    expect(changed.body).toContain('<li>Evening Kids Karate with Sensei Kale</li>');
  });

  it("renders an event's own page into the head the server writes, with the build's styles for it", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    // As the build wrote them: a ':' in a style is not a route's parameter.
    expect(res.body).toContain('<style>.event a:hover{color:red}</style>');
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/events/${event._id}">`);
    expect(res.body).toContain(`<main data-url="/events/${event._id}">`);
    expect(queryState(res.body)).toBeDefined();
  });

  it('sends the prerendered page when rendering fails, and logs why', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mr/events' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>skeleton</p>');
    expect(queryState(res.body)).toBeUndefined();
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.address === '/mr/events');
    expect(failure).toMatchObject({
      msg: 'rendering a page with its data failed',
      err: { message: 'this bundle cannot render Marathi' },
    });
  });

  it('gives up on a render that hangs, sends the prerendered page, and renders the next one', async () => {
    await createEventViaApi(t.app, admin, { eventName: 'Kata Cup' });
    (globalThis as { hangNextRender?: boolean }).hangNextRender = true;
    const hung = await t.app.inject({ method: 'GET', url: '/events' });
    expect(hung.body).toContain('<p>skeleton</p>');
    expect(logLines.join('')).toContain('the render took too long');
    const next = await t.app.inject({ method: 'GET', url: '/events' });
    expect(next.body).toContain('<li>Kata Cup</li>');
  });

  it('leaves pages it does not render as they were: an unknown event is still answered 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/507f1f77bcf86cd799439011' });
    expect(res.statusCode).toBe(404);
    expect(queryState(res.body)).toBeUndefined();
  });
});
