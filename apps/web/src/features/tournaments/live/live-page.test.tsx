// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type LiveAthletesReply } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import LivePage from './live-page.tsx';
import { boardOf, boutMessage, event, EVENT_ID, FakeEventSource, stored, stubEventSource } from './test-live.ts';

const ATHLETES: LiveAthletesReply = {
  status: 1,
  message: 'Athletes loaded.',
  athletes: [
    {
      entryId: 'e1',
      name: 'Veer Patil',
      club: 'Kaizen Pune',
      categories: [
        { categoryId: 'c1', name: 'Kumite Male Seniors −67 kg', tatami: 1 },
        { categoryId: 'c3', name: 'Kumite Female Juniors −53 kg', tatami: 2 },
      ],
    },
    {
      entryId: 'e4',
      name: 'Rohan Desai',
      club: null,
      categories: [{ categoryId: 'c1', name: 'Kumite Male Seniors −67 kg', tatami: 1 }],
    },
    {
      entryId: 'e9',
      name: 'Ishaan Kulkarni',
      club: 'Kaizen Pune',
      categories: [{ categoryId: 'c9', name: 'Kumite Male Cadets −57 kg', tatami: 2 }],
    },
  ],
};

function openLive(path = `/events/${EVENT_ID}/live`) {
  stubEventSource();
  const sent = stubApi({
    [`GET ${ENDPOINTS.GetLiveBoard.path.replace(':id', EVENT_ID)}`]: {
      body: { status: 1, message: 'Board loaded.', board: boardOf() },
    },
    [`GET ${ENDPOINTS.GetLiveAthletes.path.replace(':id', EVENT_ID)}`]: { body: ATHLETES },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/events/:id/live" element={<LivePage />} />
          <Route path="/hi/events/:id/live" element={<LivePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const tatami = (number: number) => screen.getByRole('region', { name: `Tatami ${number}` });

beforeAll(() => loadAreas('events', 'tournaments'));
beforeEach(() => localStorage.clear());

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('LivePage', () => {
  it('shows every tatami with the bout now and its live score, on deck, what comes, and the latest results', async () => {
    openLive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaizen Open 2026: live' })).toBeTruthy();
    const first = tatami(1);
    expect(within(first).getByText('Veer Patil')).toBeTruthy();
    expect(within(first).getByTestId('live-score').textContent).toBe('AKA 03:00AO 0');
    expect(within(first).getByText('Arjun Mehta')).toBeTruthy();
    expect(within(within(first).getByRole('list', { name: 'Coming up' })).getByText('Kata Female Cadets')).toBeTruthy();
    expect(within(tatami(2)).getByText('Nothing is being fought here now.')).toBeTruthy();
    expect(screen.getByText('Ishaan Kulkarni beat Kabir Shaikh')).toBeTruthy();
    expect(FakeEventSource.latest().url).toBe(`${ENDPOINTS.LiveStream.path.replace(':id', EVENT_ID)}?lastEventId=10`);

    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().send(
        'bout',
        boutMessage(11, stored([event({ at: 3_000, kind: 'score', side: 'ao', technique: 'ippon' })])),
      );
    });
    expect(within(tatami(1)).getByTestId('live-score').textContent).toBe('AKA 03:00SenshuAO 3');
  });

  it('follows a fighter found by name or club: marks their bouts, shows their categories, remembers them', async () => {
    openLive();
    await screen.findByRole('heading', { level: 1, name: 'Kaizen Open 2026: live' });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Name or club'), 'kaizen');
    expect(await screen.findByRole('button', { name: 'Follow Veer Patil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Ishaan Kulkarni' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow Rohan Desai' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Follow Veer Patil' }));

    const card = screen.getByRole('region', { name: 'Following Veer Patil' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kumite Male Seniors −67 kgTatami 1 · On now', 'Kumite Female Juniors −53 kgTatami 2 · About 10:45 AM']);
    // Their bout now is marked on its tatami, and their category coming on the other.
    expect(within(tatami(1)).getByText('Followed')).toBeTruthy();
    expect(within(tatami(2)).getByText('Kumite Female Juniors −53 kg').closest('li')?.className).toBe('is-followed');
    expect(JSON.parse(localStorage.getItem(`live-follow:${EVENT_ID}`)!)).toEqual({ entryId: 'e1', name: 'Veer Patil' });

    cleanup();
    openLive();
    expect(await screen.findByRole('region', { name: 'Following Veer Patil' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop following' }));
    expect(localStorage.getItem(`live-follow:${EVENT_ID}`)).toBeNull();
    expect(screen.getByPlaceholderText('Name or club')).toBeTruthy();
  });

  it('shows a followed athlete’s results, and says when nobody matches', async () => {
    openLive();
    await screen.findByRole('heading', { level: 1, name: 'Kaizen Open 2026: live' });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Name or club'), 'nobody');
    expect(await screen.findByText('No athlete matches “nobody”.')).toBeTruthy();
    await user.clear(screen.getByPlaceholderText('Name or club'));
    await user.type(screen.getByPlaceholderText('Name or club'), 'ishaan');
    await user.click(await screen.findByRole('button', { name: 'Follow Ishaan Kulkarni' }));
    const card = screen.getByRole('region', { name: 'Following Ishaan Kulkarni' });
    expect(within(card).getByText('Their results')).toBeTruthy();
    expect(within(card).getByText('Ishaan Kulkarni beat Kabir Shaikh')).toBeTruthy();
  });

  it('says it is not connected while the stream is lost', async () => {
    openLive();
    await screen.findByRole('heading', { level: 1, name: 'Kaizen Open 2026: live' });
    act(() => FakeEventSource.latest().fail());
    expect(screen.getByRole('alert').textContent).toBe('Not connected — reconnecting…');
    act(() => FakeEventSource.latest().open());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Hindi at /hi/', async () => {
    await activateLanguage('hi');
    openLive(`/hi/events/${EVENT_ID}/live`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaizen Open 2026: लाइव' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'तातामी 1' })).toBeTruthy();
  });
});
