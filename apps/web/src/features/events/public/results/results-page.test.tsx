// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { ACADEMY_NAME, ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { activateLanguage, loadAreas, preloadLanguage } from '../../../../lib/i18n.ts';
import * as resultsPdf from '../../../../lib/tournament-results-pdf.ts';
import { stubApi } from '../../../../test-api.ts';
import ResultsPage from './results-page.tsx';
import { medallist, resultsCategory, resultsReply } from '../../../../lib/test-tournament-results.ts';
import { tournamentResultsQueryKey } from '../../../../lib/tournament-results.ts';

// The PDF itself is tested in lib/tournament-results-pdf.test.ts; here, that the page hands it what it shows.
let downloadTournamentResultsPdf: MockInstance<typeof resultsPdf.downloadTournamentResultsPdf>;

const OPEN: TournamentResultsReply = resultsReply({
  categories: [
    resultsCategory({}),
    resultsCategory({
      id: 'c2',
      name: 'Kumite · Female · U14 (12–13) · −47 kg',
      discipline: 'kumite',
      format: 'roundRobin',
      entries: 3,
      first: medallist('Ira Shinde', 'Shotokan Karate Pune'),
      second: medallist('Diya Pawar', 'Kaizen Karate Academy'),
      third: [medallist('Myra Gokhale', '')],
    }),
    resultsCategory({
      id: 'c3',
      name: 'Kumite · Male · Cadets (14–15) · −57 kg',
      discipline: 'kumite',
      format: 'bracket',
      entries: 8,
      finished: false,
      first: null,
      second: null,
      third: [medallist('Yash Bhosale', 'Goju Ryu Nashik')],
    }),
  ],
  medals: [
    { club: 'Kaizen Karate Academy', gold: 1, silver: 1, bronze: 1, rank: 1 },
    { club: 'Shotokan Karate Pune', gold: 1, silver: 1, bronze: 0, rank: 2 },
    { club: 'Goju Ryu Nashik', gold: 0, silver: 0, bronze: 2, rank: 3 },
    { club: '', gold: 0, silver: 0, bronze: 1, rank: 4 },
  ],
});

const COMING: TournamentResultsReply = {
  ...OPEN,
  eventId: 'winter',
  eventName: 'Winter Kata Championship',
  categories: [
    resultsCategory({
      id: 'w1',
      name: 'Kata · Female · U12 (10–11)',
      entries: 5,
      finished: false,
      first: null,
      second: null,
      third: [],
    }),
    resultsCategory({
      id: 'w2',
      name: 'Kata · Male · U12 (10–11)',
      entries: 1,
      finished: false,
      first: null,
      second: null,
      third: [],
    }),
  ],
  medals: [],
};

function renderAt(path: string, replies: Record<string, TournamentResultsReply> = { open: OPEN, winter: COMING }) {
  stubApi({
    [`GET ${ENDPOINTS.GetTournamentResults.path.replace(':id', 'open')}`]: { body: replies.open },
    [`GET ${ENDPOINTS.GetTournamentResults.path.replace(':id', 'winter')}`]: { body: replies.winter },
    [`GET ${ENDPOINTS.GetTournamentResults.path.replace(':id', 'seminar')}`]: {
      status: 404,
      body: { status: 0, message: 'This event is not a tournament yet.' },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/events/:id/results" element={<ResultsPage />} />
          <Route path="/hi/events/:id/results" element={<ResultsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A table's rows as the cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The podium of a category, its places as "place medal: name, club". */
function podiumOf(name: string) {
  const card = screen.getByRole('article', { name });
  return within(card)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

const categoryNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeAll(() => loadAreas('events', 'tournaments'));

beforeEach(() => {
  downloadTournamentResultsPdf = vi.spyOn(resultsPdf, 'downloadTournamentResultsPdf').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResultsPage', () => {
  it("shows the tournament, its clubs' medal table and each category's podium 1, 2, 3, 3", async () => {
    renderAt('/events/open/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: All India Open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live now' }).getAttribute('href')).toBe('/events/open/live');
    expect(document.title).toBe(`Results: All India Open | ${ACADEMY_NAME}`);
    expect(screen.getByRole('banner').textContent).toContain('04 October 2026, 09:00 AM IST · Balewadi Sports Complex');

    const medals = screen.getByRole('table', { name: 'Medal table' });
    expect(rowsOf(medals)).toEqual([
      ['Rank', 'Club', 'Gold', 'Silver', 'Bronze', 'Total'],
      ['1', 'Kaizen Karate Academy', '1', '1', '1', '3'],
      ['2', 'Shotokan Karate Pune', '1', '1', '0', '2'],
      ['3', 'Goju Ryu Nashik', '0', '0', '2', '2'],
      ['4', 'No club', '0', '0', '1', '1'],
    ]);

    expect(podiumOf('Kata · Male · U12 (10–11)')).toEqual([
      '1 GoldAarav PatilKaizen Karate Academy',
      '2 SilverVihaan JoshiShotokan Karate Pune',
      '3 BronzeOm RaneGoju Ryu Nashik',
      '3 BronzeKrish NaikKaizen Karate Academy',
    ]);
    const gold = within(screen.getByRole('article', { name: 'Kata · Male · U12 (10–11)' })).getByText('1');
    expect(gold.className).toBe('medal medal--gold');
    expect(podiumOf('Kumite · Female · U14 (12–13) · −47 kg')).toContain('3 BronzeMyra GokhaleNo club');
  });

  it('says which categories are still being fought, with the places decided so far', async () => {
    renderAt('/events/open/results');
    const running = await screen.findByRole('article', { name: 'Kumite · Male · Cadets (14–15) · −57 kg' });
    expect(running.textContent).toContain('8 athletes');
    expect(running.textContent).toContain('Still being fought');
    expect(podiumOf('Kumite · Male · Cadets (14–15) · −57 kg')).toEqual(['3 BronzeYash BhosaleGoju Ryu Nashik']);
    const finished = screen.getByRole('article', { name: 'Kata · Male · U12 (10–11)' });
    expect(finished.textContent).not.toContain('Still being fought');
  });

  it('filters the categories by discipline, and by a fighter’s name typed in the search', async () => {
    renderAt('/events/open/results');
    const disciplines = await screen.findByRole('group', { name: 'Discipline' });
    expect(
      within(disciplines)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Kata', 'Kumite']);
    fireEvent.click(within(disciplines).getByRole('button', { name: 'Kumite' }));
    expect(within(disciplines).getByRole('button', { name: 'Kumite' }).getAttribute('aria-pressed')).toBe('true');
    expect(categoryNames()).toEqual([
      'Kumite · Female · U14 (12–13) · −47 kg',
      'Kumite · Male · Cadets (14–15) · −57 kg',
    ]);
    fireEvent.click(within(disciplines).getByRole('button', { name: 'All' }));
    expect(categoryNames()).toHaveLength(3);

    const search = screen.getByRole('searchbox', { name: 'Find a fighter' });
    fireEvent.change(search, { target: { value: '  krish ' } });
    await vi.waitFor(() => expect(categoryNames()).toEqual(['Kata · Male · U12 (10–11)']));
    const match = screen.getByText('Krish Naik').closest('li')!;
    expect(match.className).toBe('podium__match');
    expect(screen.getByText('Aarav Patil').closest('li')!.className).toBe('');

    fireEvent.change(search, { target: { value: 'Nobody' } });
    expect((await screen.findByRole('status')).textContent).toBe("No medallist's name matches “Nobody”.");
    expect(categoryNames()).toEqual([]);
    // The medal table stays whole: the search is for the podiums.
    expect(rowsOf(screen.getByRole('table', { name: 'Medal table' }))).toHaveLength(5);
  });

  it('searches for a name typed before the app had the page, which the server rendered', async () => {
    stubApi({ [`GET ${ENDPOINTS.GetTournamentResults.path.replace(':id', 'open')}`]: { body: OPEN } });
    const page = () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      client.setQueryData(tournamentResultsQueryKey('open'), OPEN);
      return (
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/events/open/results']}>
            <Routes>
              <Route path="/events/:id/results" element={<ResultsPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    onTestFinished(() => container.remove());
    // Typed into the server's markup: no React handler saw it.
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'krish';
    expect(categoryNames()).toHaveLength(3);

    const root = await act(async () => hydrateRoot(container, page()));
    onTestFinished(() => act(() => root.unmount()));
    await vi.waitFor(() => expect(categoryNames()).toEqual(['Kata · Male · U12 (10–11)']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Find a fighter' }).value).toBe('krish');
  });

  it('downloads the results as a PDF, made on the click, and says so when it cannot', async () => {
    renderAt('/events/open/results');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(downloadTournamentResultsPdf).toHaveBeenCalledWith(OPEN));
    expect(screen.queryByRole('alert')).toBeNull();

    downloadTournamentResultsPdf.mockRejectedValueOnce(new Error('no canvas'));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be made. Please try again.');
  });

  it('before anything is fought, says results will appear here and lists the categories drawn', async () => {
    renderAt('/events/winter/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Winter Kata Championship' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Results will appear here as the bouts are fought.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    // One discipline: nothing to filter by.
    expect(screen.queryByRole('group', { name: 'Discipline' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Categories drawn' })).toBeTruthy();
    expect(categoryNames()).toEqual(['Kata · Female · U12 (10–11)', 'Kata · Male · U12 (10–11)']);
    expect(screen.getByRole('article', { name: 'Kata · Male · U12 (10–11)' }).textContent).toContain('1 athlete');
    expect(screen.queryByText('Still being fought')).toBeNull();
    // No podium: no place is decided.
    expect(screen.queryAllByRole('article').flatMap((card) => within(card).queryAllByRole('listitem'))).toEqual([]);
  });

  it('says an event that is not a tournament has no results, with the way back to the events', async () => {
    renderAt('/events/seminar/results');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This event has no tournament results.');
    expect(within(alert).getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/events');
    expect(document.title).toBe(`Page not found | ${ACADEMY_NAME}`);
  });
});

describe('ResultsPage in Hindi', () => {
  // Hindi's messages, the first time a worker reads them, take seconds on a busy machine: a hook's, not the test's.
  beforeAll(() => preloadLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('reads in Hindi: its title, the medal table and the podiums', async () => {
    await act(() => activateLanguage('hi'));
    renderAt('/hi/events/open/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'परिणाम: All India Open' })).toBeTruthy();
    expect(document.title).toBe(`परिणाम: All India Open | ${ACADEMY_NAME}`);
    const medals = screen.getByRole('table', { name: 'पदक तालिका' });
    expect(rowsOf(medals)[0]).toEqual(['स्थान', 'क्लब', 'स्वर्ण', 'रजत', 'कांस्य', 'कुल']);
    expect(rowsOf(medals)[4]).toEqual(['4', 'कोई क्लब नहीं', '0', '0', '1', '1']);
    expect(podiumOf('Kata · Male · U12 (10–11)')[0]).toBe('1 स्वर्णAarav PatilKaizen Karate Academy');
    expect(screen.getByRole('article', { name: 'Kumite · Male · Cadets (14–15) · −57 kg' }).textContent).toContain(
      'मुकाबले अभी जारी हैं',
    );
    expect(screen.getByRole('searchbox', { name: 'खिलाड़ी खोजें' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'विधा' })).toBeTruthy();
  });
});
