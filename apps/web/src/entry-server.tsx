import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import {
  addressInLanguage,
  endpointUrl,
  ENDPOINTS,
  type PageDataRequest,
  type PageRenderingModule,
  type PathParams,
  languageOfPath,
} from '@academy/contract';
import { AppRoutes } from './app/router.tsx';
import { activateLanguage, type Area } from './lib/i18n.ts';
import { EVENTS_LIST_URL } from './lib/events-list.ts';
import { CLASSES_LIST_URL } from './lib/open-classes.ts';
import { pageTitle } from './app/page-titles.ts';
import { ToastProvider } from './components/toast/toast-provider.tsx';
import { GALLERY_LIST_URL } from './features/gallery/api/get-gallery-images.ts';
import { QUERY_STATE_ID, queryClient } from './lib/query-client.ts';
import { PAGE_QUERIES } from './app/page-queries.ts';

export interface PrerenderedRoute {
  path: string;
  /**
   * The route's lazy modules (source paths, as keys of Vite's manifest). The HTML links their CSS, so the
   * prerendered markup is styled at first paint (build/route-assets.ts).
   */
  modules: string[];
  /**
   * The list the page fetches on mount, which the HTML preloads so it downloads alongside the entry, and whether the
   * page's content is that list. A list page's markup has only skeletons until its modules' chunks render the list:
   * the HTML preloads those chunks too, so data and code download together instead of one round trip after another.
   * A page whose markup is already what its visitor needs (the /trial form: its list only fills the batch choice)
   * leaves its chunks to the entry, as a static page does: they only hydrate it, and Lighthouse's simulation counts
   * every preloaded chunk as render-blocking (31 of them took /trial's FCP from 1.7 to 2.7 s).
   */
  data?: { url: string; isContent: boolean };
  /**
   * The catalog parts the page renders with besides the site's frame (router.tsx loads them with the page): a list
   * page's HTML preloads them with its chunks, or the list's first render waits one more round trip for its words.
   */
  areas: Area[];
}

const DATA_PAGE = 'src/app/data-providers.tsx';

/** The public routes rendered to HTML at build time, so their first paint needs no JavaScript. */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: '/home', modules: [], areas: [] },
  { path: '/about-us', modules: [DATA_PAGE, 'src/features/site/public/about-page.tsx'], areas: ['about'] },
  {
    path: '/gallery',
    modules: [DATA_PAGE, 'src/features/gallery/public/gallery-page.tsx'],
    data: { url: GALLERY_LIST_URL, isContent: true },
    areas: ['gallery'],
  },
  {
    path: '/events',
    modules: [DATA_PAGE, 'src/app/events-route.tsx'],
    data: { url: EVENTS_LIST_URL, isContent: true },
    areas: ['events'],
  },
  {
    path: '/classes',
    modules: [DATA_PAGE, 'src/features/classes/public/classes-page.tsx'],
    data: { url: CLASSES_LIST_URL, isContent: true },
    areas: ['classes'],
  },
  {
    path: '/trial',
    modules: [DATA_PAGE, 'src/features/leads/public/trial-page.tsx'],
    data: { url: CLASSES_LIST_URL, isContent: false },
    areas: ['classes', 'form'],
  },
  { path: '/privacy', modules: ['src/features/site/public/privacy-page.tsx'], areas: ['privacy'] },
  { path: '/verify', modules: [DATA_PAGE, 'src/features/ranks/public/verify-page.tsx'], areas: ['ranks', 'form'] },
];

/**
 * The public pages of one record whose data has an address in the page's language (an `etag` endpoint, as
 * api-client.ts fetches it), and whose head the server writes per request (apps/server/src/http/data-page.ts). Not
 * prerendered, but their HTML preloads their data, chunks and stylesheets as a list page's does (prerender.ts writes
 * the links, the server fills in the id): the record then comes with the page's code, and the page renders it at
 * once instead of a skeleton that its header, growing to the event's name, pushed down (CLS 0.12 on an event's
 * page, 0.17 on its results). A batch's page is not one: its data is asked in the page's language by a header,
 * which a preload cannot send, and its chunks alone gained nothing (decision 066).
 */
export const DATA_ROUTES: readonly PrerenderedRoute[] = [
  {
    path: '/events/:id',
    modules: [DATA_PAGE, 'src/app/events-route.tsx', 'src/features/events/public/event-page.tsx'],
    data: { url: EVENTS_LIST_URL, isContent: true },
    areas: ['events'],
  },
  {
    path: '/events/:id/results',
    modules: [DATA_PAGE, 'src/app/events-route.tsx', 'src/features/events/public/results/results-page.tsx'],
    data: { url: ENDPOINTS.GetTournamentResults.path, isContent: true },
    areas: ['events', 'tournaments'],
  },
];

/**
 * The pages of one record, with their modules and words: the server renders each with its data, and links their
 * stylesheets in its head. A batch's page is one; it is not a data route (above).
 */
export const RECORD_ROUTES: readonly PrerenderedRoute[] = [
  ...DATA_ROUTES,
  { path: '/classes/:id', modules: [DATA_PAGE, 'src/features/classes/public/batch-page.tsx'], areas: ['classes'] },
];

/** The build writes each page's own title into its HTML, so it is right before the JavaScript runs. */
export { pageTitle };
/** And its description, Open Graph tags and hreflang alternates, in its language. */
export { pageHead } from './app/page-head.ts';

export { DEFAULT_LANGUAGE, LANGUAGE_CODES, languagePath } from '@academy/contract';

/**
 * The queries a public page renders its content from, when the server renders it with its data (PAGE_QUERIES), or
 * undefined when the route is not one of those.
 */
export const pageDataRequests: PageRenderingModule['pageDataRequests'] = (route, params, language) =>
  PAGE_QUERIES[route]?.(params).map((query) => {
    const url = endpointUrl(query.endpoint, query.params as PathParams<string>);
    return {
      queryKey: query.queryKey,
      url: query.endpoint.etag ? addressInLanguage(url, language) : url,
      ...(query.pick ? { pick: query.pick } : {}),
    } satisfies PageDataRequest;
  });

export { QUERY_STATE_ID, PAGE_QUERIES };

/**
 * Renders a route to HTML, waiting for its lazy chunks. Without `data` a page that fetches renders its loading
 * skeleton (the build's prerendering); with it, its content, and `state` is the query cache the browser starts from
 * so that hydration finds the same data. One render at a time: the language and the query cache are the module's.
 */
export const renderRoute: PageRenderingModule['renderRoute'] = async (url, data) => {
  await activateLanguage(languageOfPath(url));
  queryClient.clear();
  for (const entry of data) queryClient.setQueryData(entry.queryKey, entry.data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ToastProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ToastProvider>
    </StrictMode>,
    // React outlines large boundaries and reveals them with inline scripts; one chunk keeps the HTML script-free.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html: Buffer.concat(chunks).toString('utf8'), state };
};
