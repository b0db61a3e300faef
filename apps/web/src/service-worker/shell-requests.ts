/**
 * What the staff area's service worker answers, and how (decision 042). It keeps the app shell only: the build's
 * files and the one HTML page every admin address is answered with. Personal data never enters its cache: the API
 * and uploaded photos always go to the network, and pages are never stored from a navigation.
 */

/** The addresses the worker controls: the staff area, and only it. */
export const STAFF_SCOPE = '/admin/';

/**
 * What a staff page sends the active worker when it is not controlled by it: a page whose loading began before the
 * worker's first activation ended is not among the clients that activation claims (a page still loading is not
 * yet a client), and would stay uncontrolled, so not open offline, until a reload.
 */
export const CLAIM_REQUEST = 'claim-staff-pages';

/** The address the shell (the built index.html, which holds no data) is fetched and cached under. */
export const SHELL_URL = '/admin/';

/** Never answered from a cache, whatever asks: the API and uploaded images hold people's data. */
const PERSONAL = /^\/(api|uploads)(\/|$)/;

/** The build's content-hashed files: one address always holds the same bytes. */
const BUILD_FILES = '/assets/';

/**
 * - `page`: a navigation to a staff address, answered by the network, or by the cached shell when it fails;
 * - `build-file`: a file of the build, answered from the cache, else fetched and kept;
 * - `network`: anything else, left to the browser as if there were no worker.
 */
export type ShellRoute = 'page' | 'build-file' | 'network';

export function shellRouteOf(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  precached: ReadonlySet<string>,
): ShellRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || PERSONAL.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return url.pathname.startsWith(STAFF_SCOPE) ? 'page' : 'network';
  if (url.search) return 'network';
  return isBuildFile(url.pathname) || precached.has(url.pathname) ? 'build-file' : 'network';
}

/**
 * Whether a path (from the site's root) is one of the build's content-hashed files: a browser's HTTP cache may
 * answer for it, and one fetched on demand (a library a page loads on first use) is kept. Nothing else is kept.
 */
export const isBuildFile = (path: string) => path.startsWith(BUILD_FILES);
