import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  PUBLIC_URL_PLACEHOLDER,
  RENDERED_PAGE_LINKS_FILE,
  RENDERED_PAGE_SHELLS,
  type Language,
  type PageRenderingModule,
} from '@academy/contract';
import { cachedBytes, type CachedBytes } from './cached-bytes.ts';

const ROOT_MARKER = '<div id="root"></div>';
/** A rendered page may show what depends on the hour (an event that has begun), so it is rendered again after this. */
const FRESH_MS = 60_000;
/** Pages kept rendered: every list in every language and the records visited most lately. */
const CACHED_PAGES = 300;
/** A render that takes longer has gone wrong: the page goes out as prerendered, and the next render may start. */
const RENDER_TIMEOUT_MS = 3_000;

/**
 * JSON inside a <script> element: a '<' written as \u003c (the same string to a JSON reader) so that no value, an
 * event's name with '</script>' in it, can close the element or open a comment.
 */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Where a page is asked for: its address, its route without a language prefix, the route's values and language. */
export interface PageAddress {
  address: string;
  route: string;
  params: Record<string, string>;
  language: Language;
}

/**
 * The public pages whose content is data (the lists of events, pictures and batches, an event, a batch, a
 * tournament's results), rendered for each request with that data by the web app's SSR bundle, so the first paint
 * is the page itself rather than a skeleton its chunks and data fill in later (decision 071). The data is fetched
 * through this server's own API, as the app fetches it, and goes into the page for the app to start from.
 */
export interface PageRenderer {
  /** A list page's shell (its prerendered page with #root empty), by address: '/hi/events'. */
  listShell(address: string): string | undefined;
  /** What a record page's head adds when rendered ('/events/:id' in Hindi): its font preloads and its stylesheets. */
  recordLinks(language: Language, route: string): string | undefined;
  /** `shell` with the page rendered into #root, or undefined when its data could not be had or it failed to render. */
  render(shell: string, page: PageAddress): Promise<CachedBytes | undefined>;
}

type LinksByLanguage = Partial<Record<Language, Record<string, string>>>;

/** The shells the build wrote, by address ('hi/events.html' -> '/hi/events'), the site's address filled in. */
function readShells(folder: string, publicOrigin: string): Map<string, string> {
  if (!fs.existsSync(folder)) return new Map();
  return new Map(
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        `/${file.slice(0, -5).split(path.sep).join('/')}`,
        fs.readFileSync(path.join(folder, file), 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicOrigin),
      ]),
  );
}

/**
 * The renderer of the SSR bundle in `ssrDist` (apps/web/dist-ssr, which `npm run build` writes), or undefined when
 * there is none: the server then sends those pages as the build prerendered them, with skeletons. The bundle (React
 * and the app, some tens of MB) is loaded when the first such page is asked for.
 */
export function pageRenderer(app: FastifyInstance, ssrDist: string, publicOrigin: string): PageRenderer | undefined {
  const entry = path.join(ssrDist, 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const shells = readShells(path.join(ssrDist, RENDERED_PAGE_SHELLS), publicOrigin);
  const linksFile = path.join(ssrDist, RENDERED_PAGE_LINKS_FILE);
  const links = (fs.existsSync(linksFile) ? JSON.parse(fs.readFileSync(linksFile, 'utf8')) : {}) as LinksByLanguage;
  let bundle: Promise<PageRenderingModule> | undefined;
  const load = () => (bundle ??= import(pathToFileURL(entry).href) as Promise<PageRenderingModule>);

  // The bundle's language and query cache are its module's own: one render at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const timed = () =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the render took too long')), RENDER_TIMEOUT_MS);
        work()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
    const run = queue.then(timed, timed);
    queue = run.catch(() => undefined);
    return run;
  };
  /**
   * By address and shell: the page, and a tag of each reply it was rendered from: its ETag, or a digest of its body
   * where the endpoint gives none (a batch). A request asks its data again with those tags; when every reply is a
   * 304 or has the same tag the page still stands, and the lists (most of an events page's bytes) are neither sent
   * through nor digested again.
   */
  const cache = new Map<string, { page: CachedBytes; tags: string[]; renderedAt: number }>();
  const rendering = new Map<string, Promise<CachedBytes | undefined>>();
  /**
   * Each shell's digest, by the shell: a list's shell, or a record's while its head stands, is the same string from one
   * request to the next, which a map finds by identity before reading it; hashing its tens of KB for every request
   * was a twentieth of an event page's time (decision 084).
   */
  const digests = new Map<string, string>();
  const digestOf = (shell: string) => {
    let digest = digests.get(shell);
    if (digest === undefined) {
      digest = createHash('sha1').update(shell).digest('base64url');
      digests.set(shell, digest);
      while (digests.size > CACHED_PAGES) digests.delete(digests.keys().next().value!);
    }
    return digest;
  };
  const tagOf = (reply: LightMyRequestResponse) =>
    String(reply.headers.etag ?? createHash('sha1').update(reply.body).digest('base64url'));

  async function renderNow(shell: string, page: PageAddress, key: string): Promise<CachedBytes | undefined> {
    const module = await load();
    const requests = module.pageDataRequests(page.route, page.params, page.language);
    if (!requests) return undefined;
    const ask = (tags?: string[]) =>
      Promise.all(
        requests.map((request, i) =>
          app.inject({
            method: 'GET',
            url: request.url,
            headers: { 'accept-language': page.language, ...(tags ? { 'if-none-match': tags[i] } : {}) },
          }),
        ),
      );
    const cached = cache.get(key);
    let replies: LightMyRequestResponse[] | undefined;
    if (cached && Date.now() - cached.renderedAt < FRESH_MS) {
      replies = await ask(cached.tags);
      const unchanged = replies.every(
        (reply, i) => reply.statusCode === 304 || (reply.statusCode === 200 && tagOf(reply) === cached.tags[i]),
      );
      if (unchanged) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.page;
      }
    }
    if (!replies || replies.some((reply) => reply.statusCode === 304)) replies = await ask();
    // A record that is not there (or not a tournament) is the app's to say, as it does without the server's help.
    if (replies.some((reply) => reply.statusCode !== 200)) return undefined;
    const data = requests.map((request, i) => {
      const reply: unknown = JSON.parse(replies[i]!.body);
      return { queryKey: request.queryKey, data: request.pick ? request.pick(reply) : reply };
    });
    const { html, state } = await oneAtATime(() => module.renderRoute(page.address, data));
    const body = shell.replace(
      ROOT_MARKER,
      () =>
        `<div id="root">${html}</div><script type="application/json" id="${module.QUERY_STATE_ID}">${scriptJson(state)}</script>`,
    );
    const rendered = cachedBytes(Buffer.from(body), 'text/html; charset=utf-8');
    cache.set(key, { page: rendered, tags: replies.map(tagOf), renderedAt: Date.now() });
    while (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
    return rendered;
  }

  return {
    listShell: (address) => shells.get(address),
    recordLinks: (language, route) => links[language]?.[route],
    async render(shell, page) {
      if (!shell.includes(ROOT_MARKER)) return undefined;
      // Visitors arriving together for one page wait for one render.
      const key = `${page.address}\0${digestOf(shell)}`;
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderNow(shell, page, key)
          .catch((error: unknown) => {
            app.log.error({ err: error, address: page.address }, 'rendering a page with its data failed');
            return undefined;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
