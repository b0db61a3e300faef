import { hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not succeed on a retry; only network and server errors are retried.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
    },
  },
});

/**
 * A page the server rendered with its data (app/page-queries.ts) carries that data, the cache it rendered from, in a
 * JSON element of this id: the client starts from it, so hydration renders the same content, not a skeleton.
 */
export const QUERY_STATE_ID = 'query-state';
const renderedState = typeof document === 'undefined' ? null : document.getElementById(QUERY_STATE_ID);
if (renderedState?.textContent) hydrate(queryClient, JSON.parse(renderedState.textContent));

// Replies speak the request's language, the academy's own texts too (a batch's name, an event's description:
// decision 048): a change of language fetches again, in the new one, what is cached. Loading more messages of the
// same language also says 'change', and changes nothing here.
let repliesIn = i18n.locale;
i18n.on('change', () => {
  if (i18n.locale === repliesIn) return;
  repliesIn = i18n.locale;
  void queryClient.invalidateQueries();
});
