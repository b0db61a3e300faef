/**
 * The staff area's service worker (decision 042), built into /sw.js by build/staff-app.ts and registered with the
 * scope /admin/ when the admin area loads. It makes the area open with no connection: the shell and the build's
 * files come from a cache named after the build, and every other request (the API above all) goes to the network
 * as if it were not there. The attendance queue and the day's roster live in the page's own storage, not here.
 */
import { CLAIM_REQUEST, isBuildFile, SHELL_URL, shellRouteOf } from './shell-requests.ts';

/** Written in by the build: a hash of every file below, and their addresses. */
declare const __STAFF_SHELL__: { version: string; files: string[] };

// The parts of the service worker's global scope used here. The web app compiles with the DOM library, whose
// declarations clash with the WebWorker library's; these few are declared as the specification has them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
// Named once: the build writes the list in at each use of the name.
const { version, files } = __STAFF_SHELL__;
const CACHE_PREFIX = 'staff-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
const PRECACHED: ReadonlySet<string> = new Set(files);
/** On a connection that hangs (the academy's Wi-Fi at its worst), the shell is shown after this long. */
const NAVIGATION_TIMEOUT_MS = 4000;

// A new version installs beside the old one and waits until no staff tab uses the old one (no skipWaiting): a page
// keeps the shell and chunks of the build it started with, so a lazy page never comes from another build.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // The shell and the few unhashed files are asked of the server, not of the browser's HTTP cache.
      cache.addAll(files.map((file) => new Request(file, { cache: isBuildFile(file) ? 'default' : 'no-cache' }))),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      // The first install takes the open staff page at once, so its later chunks come through the cache too.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === CLAIM_REQUEST) event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const route = shellRouteOf(event.request, worker.location.origin, PRECACHED);
  if (route === 'page') event.respondWith(page(event.request));
  else if (route === 'build-file') event.respondWith(buildFile(event.request));
});

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms));
}

/**
 * A staff page: the server's shell when it answers (a deploy's new shell at once), the cached one when it cannot be
 * reached, hangs or is down. The server's page is never stored: only the shell fetched at install is.
 */
async function page(request: Request): Promise<Response> {
  const cachedShell = async () => (await caches.open(CACHE)).match(SHELL_URL);
  try {
    const response = await Promise.race([fetch(request), timeout(NAVIGATION_TIMEOUT_MS)]);
    return response.status < 500 ? response : ((await cachedShell()) ?? response);
  } catch (error) {
    const shell = await cachedShell();
    if (shell) return shell;
    throw error;
  }
}

/** A file of the build: named by its content, so the cached copy is always right for this version. */
async function buildFile(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  // The same bytes whatever the encoding the server chose: Vary: Accept-Encoding does not matter here.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && isBuildFile(new URL(request.url).pathname)) await cache.put(request, response.clone());
  return response;
}
