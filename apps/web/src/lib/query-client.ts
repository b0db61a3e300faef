import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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
