import type { Language } from '../i18n/languages.ts';

/** A query a public page renders from: its cache key, the address the app fetches it at, and what it keeps of it. */
export interface PageDataRequest {
  queryKey: readonly unknown[];
  /** The address the app would fetch, with the page's language in it when the reply is cached per language. */
  url: string;
  /** The part of the reply the query keeps, when not the whole reply. */
  pick?: (reply: unknown) => unknown;
}

/**
 * What the web app's SSR bundle (apps/web/src/entry-server.tsx) gives the server to render a public page with its
 * data: the server fetches each request through its own API and the bundle renders the page from the replies.
 */
export interface PageRenderingModule {
  /** The queries of `route` ('/events/:id'), or undefined when the route is not rendered with its data. */
  pageDataRequests(route: string, params: Record<string, string>, language: Language): PageDataRequest[] | undefined;
  /** The page at `url` rendered from `data`: #root's markup and the query cache the browser starts from. */
  renderRoute(
    url: string,
    data: { queryKey: readonly unknown[]; data: unknown }[],
  ): Promise<{ html: string; state: unknown }>;
  /** The id of the JSON element that carries that cache. */
  QUERY_STATE_ID: string;
}
