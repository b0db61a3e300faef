// Isolated (vitest.config.ts): it loads the query client anew, in a page that carries a rendered page's data.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('query-state')?.remove();
  vi.resetModules();
});

/** The page as the server sends a list it rendered with its data: the cache it rendered from, in a JSON element. */
function renderedPage(entries: [readonly unknown[], unknown][]) {
  const server = new QueryClient();
  for (const [key, data] of entries) server.setQueryData(key, data);
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'query-state';
  element.textContent = JSON.stringify(dehydrate(server));
  document.body.append(element);
}

describe('the query client of a page the server rendered with its data', () => {
  it('starts from that data, so hydration renders the content the page came with', async () => {
    const events = { status: 1, events: [{ _id: 'e1', eventName: 'Winter Kata Open' }] };
    renderedPage([
      [['events'], events],
      [['gallery-images', 'All'], [{ _id: 'g1' }]],
    ]);
    const { queryClient, QUERY_STATE_ID } = await import('./query-client.ts');
    expect(QUERY_STATE_ID).toBe('query-state');
    expect(queryClient.getQueryData(['events'])).toEqual(events);
    expect(queryClient.getQueryData(['gallery-images', 'All'])).toEqual([{ _id: 'g1' }]);
  });

  it('starts empty on any other page', async () => {
    const { queryClient } = await import('./query-client.ts');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
