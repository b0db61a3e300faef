import { QueryClient } from '@tanstack/react-query';
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

// Replies speak the request's language, the academy's own texts too (a batch's name, an event's description:
// decision 048): a change of language fetches again, in the new one, what is cached. Loading more messages of the
// same language also says 'change', and changes nothing here.
let repliesIn = i18n.locale;
i18n.on('change', () => {
  if (i18n.locale === repliesIn) return;
  repliesIn = i18n.locale;
  void queryClient.invalidateQueries();
});
