import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

/** TanStack Query for the pages that fetch data; lazy so /home does not ship it. The client is a singleton, so the cache survives navigation. */
export default function DataProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
