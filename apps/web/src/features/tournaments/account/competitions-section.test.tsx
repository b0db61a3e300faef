// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type CompetitionRecordReply } from '@academy/contract';
import { stubApi } from '../../../test-api.ts';
import CompetitionsSection from './competitions-section.tsx';

const RECORD = `GET ${ENDPOINTS.GetCompetitionRecord.path.replace(':id', 'k1')}`;

function renderSection(competitions: CompetitionRecordReply['competitions']) {
  const sent = stubApi({ [RECORD]: { body: { status: 1, message: 'ok', competitions } } });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CompetitionsSection fighterId="k1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a profile's competitions", () => {
  it('lists each category entered, newest first, with the medal won and the way to the tournament', async () => {
    renderSection([
      {
        eventId: 'e2',
        eventName: 'Winter Kata Championship',
        day: '2026-12-20',
        categoryName: 'Kata · Male · Cadets (14–15)',
        place: null,
        finished: false,
      },
      {
        eventId: 'e1',
        eventName: 'All India Open',
        day: '2026-10-04',
        categoryName: 'Kumite · Male · Cadets (14–15) · −52 kg',
        place: 1,
        finished: true,
      },
    ]);
    const section = within(await screen.findByRole('region', { name: 'Competitions' }));
    expect(section.getByText('2 categories entered · 1 medal')).toBeTruthy();
    const [coming, past] = section.getAllByRole('listitem');
    expect(within(coming!).getByText('Entered')).toBeTruthy();
    expect(within(past!).getByText('Gold')).toBeTruthy();
    expect(within(past!).getByRole('link', { name: 'All India Open' }).getAttribute('href')).toBe('/events/e1');
  });

  it('shows nothing for a profile that never competed', async () => {
    const { sent, view } = renderSection([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
  });
});
