import type { QueryKey } from '@tanstack/react-query';
import { ENDPOINTS, type Endpoint } from '@academy/contract';
import { eventsQueryKey } from '../lib/events-list.ts';
import { openClassesQueryKey } from '../lib/open-classes.ts';
import { tournamentResultsQueryKey } from '../lib/tournament-results.ts';
import { galleryImagesKey } from '../features/gallery/api/get-gallery-images.ts';
import { batchQueryKey } from '../features/classes/api/get-class.ts';

/**
 * One query a public page renders its content from, as the server asks it to render the page with its data: the
 * endpoint the app calls (in the page's language, as api-client.ts does) and the cache entry its reply fills.
 */
export interface PageQuery {
  queryKey: QueryKey;
  endpoint: Endpoint;
  params?: Record<string, string>;
  /** The part of the reply the query keeps, when not the whole reply. */
  pick?: (reply: unknown) => unknown;
}

/**
 * The public pages the server renders with their data for each request (apps/server/src/http/page-rendering.ts), by
 * route without a language prefix: their largest paint is then in the HTML, and their chunks only hydrate it.
 */
export const PAGE_QUERIES: Readonly<Record<string, (params: Record<string, string>) => PageQuery[]>> = {
  '/events': () => [{ queryKey: eventsQueryKey, endpoint: ENDPOINTS.GetAllEvents }],
  '/events/:id': () => [{ queryKey: eventsQueryKey, endpoint: ENDPOINTS.GetAllEvents }],
  '/events/:id/results': ({ id = '' }) => [
    { queryKey: tournamentResultsQueryKey(id), endpoint: ENDPOINTS.GetTournamentResults, params: { id } },
  ],
  '/gallery': () => [
    {
      queryKey: galleryImagesKey(undefined),
      endpoint: ENDPOINTS.GetAllGalleryImages,
      pick: (reply) => (reply as { data: unknown }).data,
    },
  ],
  '/classes': () => [{ queryKey: openClassesQueryKey, endpoint: ENDPOINTS.GetClasses }],
  '/classes/:id': ({ id = '' }) => [{ queryKey: batchQueryKey(id), endpoint: ENDPOINTS.GetClass, params: { id } }],
};
