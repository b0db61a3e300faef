// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { EVENT_ID, GET_TOURNAMENT, tournamentReply } from './test-tournament.tsx';
import TournamentDoorLink from './tournament-door-link.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLink(routes: ApiRoutes): SentRequest[] {
  const sent = stubApi(routes);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <p>door</p>
        <TournamentDoorLink eventId={EVENT_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe("the door's way to the tournament", () => {
  it("links a tournament's door to its staff page", async () => {
    renderLink({ [GET_TOURNAMENT]: { body: tournamentReply() } });
    const link = await screen.findByRole('link', { name: 'Tournament: categories and draws' });
    expect(link.getAttribute('href')).toBe(`/admin/events/${EVENT_ID}/tournament`);
  });

  it('shows nothing at the door of an event that is no tournament, nor when the answer fails', async () => {
    const sent = renderLink({
      [GET_TOURNAMENT]: { body: { status: 1, message: 'Tournament fetched.', tournament: null, entries: [] } },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderLink({ [GET_TOURNAMENT]: { status: 500, body: { status: 0, message: 'Something went wrong.' } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
