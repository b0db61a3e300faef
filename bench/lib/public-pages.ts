import fs from 'node:fs';
import os from 'node:os';
import {
  DEFAULT_LANGUAGE,
  endpointUrl,
  ENDPOINTS,
  LANGUAGE_CODES,
  languagePath,
  type ClassesReply,
  type EventsReply,
  type Language,
} from '@academy/contract';
import { DEMO_EVENT_NAME, DEMO_TOURNAMENT_NAME, LANGUAGE_WORDS_KB, ROUTE_BUDGETS_KB } from '../../e2e/public-routes.ts';
import { measureBundles, type RouteBundle } from './bundles.ts';
import { lighthouseRoute, type LighthouseFigures } from './lighthouse.ts';
import { startServer } from './server.ts';
import type { Section, Target } from './summary.ts';

export const PUBLIC_PAGES_HEADING = '## Public pages in every language';
/** Issue 37's targets for every public page in every language (decision 066). */
export const PUBLIC_PAGE_TARGETS = { performance: 98, lcpMs: 1800, otherScores: 100 } as const;

/** A public page: its route as the budgets name it, its language and the address that shows it. */
export interface PublicPage {
  route: string;
  language: Language;
  /** The route with its language's prefix, as the tables name the page: /hi/events/:id. */
  name: string;
  path: string;
}

export interface PublicPagesBench {
  runs: number;
  pages: (PublicPage & { lighthouse: LighthouseFigures; load: number })[];
  bundles: (PublicPage & { bundle: RouteBundle })[];
}

/** The quick run's pages: one of each kind (plain, a record, a tournament's results) and each language once. */
const QUICK_PAGES: [string, Language][] = [
  ['/home', 'en'],
  ['/events/:id', 'hi'],
  ['/events/:id/results', 'mr'],
];

/** The demo's records behind the routes with an id, read through the public API as a visitor would find them. */
async function demoAddresses(url: string): Promise<Record<string, string>> {
  const events = (await (await fetch(`${url}${endpointUrl(ENDPOINTS.GetAllEvents)}`)).json()) as EventsReply;
  const classes = (await (await fetch(`${url}${endpointUrl(ENDPOINTS.GetClasses)}`)).json()) as ClassesReply;
  const event = events.events.find((e) => e.eventName === DEMO_EVENT_NAME);
  const tournament = events.events.find((e) => e.eventName === DEMO_TOURNAMENT_NAME);
  const batch = classes.batches[0];
  if (!event || !tournament || !batch) throw new Error('the demo content has no event, tournament or batch');
  return {
    '/events/:id': `/events/${event._id}`,
    '/classes/:id': `/classes/${batch.id}`,
    '/events/:id/results': `/events/${tournament._id}/results`,
  };
}

/**
 * Starts the production server with the demo content, then runs Lighthouse `runs` times on each public page in
 * each language (or the quick run's few) and measures the JavaScript and CSS each loads.
 */
export async function publicPages(options: {
  workDir: string;
  port: number;
  runs: number;
  quick: boolean;
  log: (message: string) => void;
}): Promise<PublicPagesBench> {
  const { workDir, port, runs, quick, log } = options;
  fs.mkdirSync(workDir, { recursive: true });
  const server = await startServer({ DATA_DIR: workDir, SEED_DEMO: 'true' }, port);
  try {
    const addresses = await demoAddresses(server.url);
    const kinds: [string, Language][] = quick
      ? QUICK_PAGES
      : LANGUAGE_CODES.flatMap((language) =>
          Object.keys(ROUTE_BUDGETS_KB).map((route): [string, Language] => [route, language]),
        );
    const pages = kinds.map(([route, language]) => ({
      route,
      language,
      name: languagePath(language, route),
      path: languagePath(language, addresses[route] ?? route),
    }));
    log(`JavaScript and CSS of ${pages.length} pages`);
    const bundles = await measureBundles(
      server.url,
      pages.map((p) => p.path),
    );
    const measured: PublicPagesBench['pages'] = [];
    for (const page of pages) {
      const load = os.loadavg()[0]!;
      const lighthouse = await lighthouseRoute(server.url, page.path, runs);
      log(
        `  ${page.name}: performance ${lighthouse.performance}, FCP ${lighthouse.fcpMs} ms, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms (load ${load.toFixed(2)})`,
      );
      measured.push({ ...page, lighthouse, load });
    }
    return { runs, pages: measured, bundles: pages.map((page, i) => ({ ...page, bundle: bundles[i]! })) };
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page's budgets in bytes: its route's, its language's words on top of the JavaScript beyond English. */
function budgets(page: PublicPage): { js: number; css: number } {
  const budget = ROUTE_BUDGETS_KB[page.route]!;
  const words = page.language === DEFAULT_LANGUAGE ? 0 : LANGUAGE_WORDS_KB;
  return { js: (budget.js + words) * 1024, css: budget.css * 1024 };
}

/** "k of n meet", and the page furthest from the target, when saying so tells something. */
function countMeeting<T extends { name: string }>(
  items: T[],
  meets: (item: T) => boolean,
  worst: (a: T, b: T) => T,
  describe: (item: T) => string | null,
): Omit<Target, 'target'> {
  const meeting = items.filter(meets).length;
  const furthest = items.length ? describe(items.reduce(worst)) : null;
  return {
    figure: `${meeting} of ${items.length} meet${furthest ? `; ${furthest}` : ''}`,
    met: items.length > 0 && meeting === items.length,
  };
}

function publicPageTargets(r: PublicPagesBench): Target[] {
  const t = PUBLIC_PAGE_TARGETS;
  const { pages, bundles } = r;
  const otherScores = (p: PublicPagesBench['pages'][number]) =>
    Math.min(p.lighthouse.accessibility, p.lighthouse.bestPractices, p.lighthouse.seo);
  const share = (b: PublicPagesBench['bundles'][number], type: 'js' | 'css') =>
    (type === 'js' ? b.bundle.jsGzipBytes : b.bundle.cssGzipBytes) / budgets(b)[type];
  const within = (type: 'js' | 'css') =>
    countMeeting(
      bundles,
      (b) => share(b, type) <= 1,
      (a, b) => (share(b, type) > share(a, type) ? b : a),
      (b) =>
        `closest ${b.name} ${kb(type === 'js' ? b.bundle.jsGzipBytes : b.bundle.cssGzipBytes)} of ${budgets(b)[type] / 1024} KB`,
    );
  return [
    {
      target: `Lighthouse performance >= ${t.performance} on every public page`,
      ...countMeeting(
        pages,
        (p) => p.lighthouse.performance >= t.performance,
        (a, b) => (b.lighthouse.performance < a.lighthouse.performance ? b : a),
        (p) => `lowest ${p.name} ${p.lighthouse.performance}`,
      ),
    },
    {
      target: `LCP <= ${t.lcpMs} ms on every public page`,
      ...countMeeting(
        pages,
        (p) => p.lighthouse.lcpMs <= t.lcpMs,
        (a, b) => (b.lighthouse.lcpMs > a.lighthouse.lcpMs ? b : a),
        (p) => `slowest ${p.name} ${p.lighthouse.lcpMs} ms`,
      ),
    },
    {
      target: `accessibility, best practices and SEO ${t.otherScores} on every public page`,
      ...countMeeting(
        pages,
        (p) => otherScores(p) >= t.otherScores,
        (a, b) => (otherScores(b) < otherScores(a) ? b : a),
        (p) => (otherScores(p) < t.otherScores ? `lowest ${p.name} ${otherScores(p)}` : null),
      ),
    },
    { target: 'JavaScript (gzip -9) within its budget (e2e/public-routes.ts) on every public page', ...within('js') },
    { target: 'CSS (gzip -9) within its budget (e2e/public-routes.ts) on every public page', ...within('css') },
  ];
}

/** The public pages' section: Lighthouse of each page, then what each route loads against its budget. */
export function renderPublicPages(r: PublicPagesBench, origin: string): Section {
  const t = PUBLIC_PAGE_TARGETS;
  const size = (bytes: number, files: string[]) => `${kb(bytes)} (${files.length})`;
  const cell = (route: string, language: Language, type: 'js' | 'css') => {
    const b = r.bundles.find((x) => x.route === route && x.language === language)?.bundle;
    if (!b) return 'not measured';
    return type === 'js' ? size(b.jsGzipBytes, b.jsFiles) : size(b.cssGzipBytes, b.cssFiles);
  };
  const routes = Object.keys(ROUTE_BUDGETS_KB).filter((route) => r.bundles.some((b) => b.route === route));
  const lines = [
    `${PUBLIC_PAGES_HEADING} (issue 37; decision 066)`,
    '',
    origin,
    'Production build with the demo content; Lighthouse 12, mobile profile, simulated throttling, the flags of',
    `bench/lib/lighthouse.ts, in Debian's Chromium; ${r.runs === 1 ? 'one run' : `median of ${r.runs} runs`} a page, one page after another, the 1-minute`,
    `load average when the page's runs began. Targets: performance >= ${t.performance}, LCP <= ${t.lcpMs} ms, the other three ${t.otherScores}.`,
    'Before and after, and why misses remain: docs/decisions/066-public-page-speed.md and 075-start-the-app-after-the-first-paint.md.',
    '',
    '| page | performance | FCP ms | LCP ms | TBT ms | CLS | accessibility / best practices / SEO | load average |',
    '|---|---|---|---|---|---|---|---|',
    ...r.pages.map(
      (p) =>
        `| ${p.name} | ${p.lighthouse.performance} | ${p.lighthouse.fcpMs} | ${p.lighthouse.lcpMs} | ${p.lighthouse.tbtMs} | ${p.lighthouse.cls.toFixed(3)} | ${p.lighthouse.accessibility} / ${p.lighthouse.bestPractices} / ${p.lighthouse.seo} | ${p.load.toFixed(2)} |`,
    ),
    '',
    'JavaScript and CSS of this origin on a first visit (gzip -9, with the files in brackets), measured as',
    '`e2e/budget.spec.ts` measures and enforces them, against the budgets of `e2e/public-routes.ts`; a Hindi or',
    `Marathi page's JavaScript budget adds ${LANGUAGE_WORDS_KB} KB for its words:`,
    '',
    '| route | JS en | JS hi | JS mr | JS budget en / hi, mr | CSS en | CSS hi | CSS mr | CSS budget |',
    '|---|---|---|---|---|---|---|---|---|',
    ...routes.map((route) => {
      const budget = ROUTE_BUDGETS_KB[route]!;
      return `| ${route} | ${cell(route, 'en', 'js')} | ${cell(route, 'hi', 'js')} | ${cell(route, 'mr', 'js')} | ${budget.js} / ${budget.js + LANGUAGE_WORDS_KB} KB | ${cell(route, 'en', 'css')} | ${cell(route, 'hi', 'css')} | ${cell(route, 'mr', 'css')} | ${budget.css} KB |`;
    }),
    '',
  ];
  return { lines, targets: publicPageTargets(r) };
}
