// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENDPOINTS,
  WKF_2023_PROFILE,
  type AppendBoutEventsRequest,
  type ConsoleReply,
  type LiveBout,
  type StoredBoutEvent,
} from '@academy/contract';
import { stubApi, type ApiRoutes, type SentRequest } from '../../test-api.ts';
import ConsolePage from './console-page.tsx';

const EVENT_ID = 'e1';
const path = (endpoint: { path: string }, id: string) => endpoint.path.replace(':id', id);
const GET_CONSOLE = `GET ${path(ENDPOINTS.GetConsole, EVENT_ID)}`;
const CLAIM = `POST ${path(ENDPOINTS.ClaimTatami, EVENT_ID)}`;
const APPEND = `POST ${path(ENDPOINTS.AppendBoutEvents, 'c3')}`;

const BOUT: LiveBout = {
  categoryId: 'c3',
  categoryName: 'Cadets Male Kumite −52 kg',
  boutId: 'P-1',
  round: 1,
  discipline: 'kumite',
  aka: { entryId: 'n1', name: 'Veer Patil', club: 'Kaizen' },
  ao: { entryId: 'n2', name: 'Jay More', club: 'Tigers Dojo' },
  settings: { boutSeconds: 120, drawAllowed: false },
  events: [],
};

const ON_DECK: LiveBout = {
  ...BOUT,
  boutId: 'P-2',
  aka: { entryId: 'n3', name: 'Aarav Shah', club: null },
  ao: { entryId: 'n4', name: 'Kabir Joshi', club: null },
};

function consoleReply(
  lease: ConsoleReply['lease'] = null,
  now: LiveBout | null = BOUT,
  onDeck: LiveBout | null = ON_DECK,
): ConsoleReply {
  return {
    status: 1,
    message: 'Console loaded.',
    tatami: 1,
    lease,
    board: {
      eventId: EVENT_ID,
      name: 'Kaizen Open',
      seq: 0,
      at: '2026-12-20T04:00:00.000Z',
      profile: WKF_2023_PROFILE,
      tatamis: [{ number: 1, boutSeconds: 180, now, onDeck, last: null, queue: [] }],
      results: [],
    },
  };
}

/** AppendBoutEvents as the server answers: every id once, in arrival order. */
function appendRoute(stored: StoredBoutEvent[] = []) {
  const log: StoredBoutEvent[] = [...stored];
  return (request: SentRequest) => {
    const body = request.body as AppendBoutEventsRequest;
    for (const event of body.events)
      if (!log.some((stored) => stored.event.id === event.id))
        log.push({ seq: log.length + 1, event, receivedAt: '2026-12-20T04:00:00.000Z' });
    return {
      body: {
        status: 1,
        message: 'ok',
        boutId: body.boutId,
        events: [...log],
        state: {},
        stateAtMs: 0,
        appended: 0,
        resultWritten: false,
        next: [],
      },
    };
  };
}

function renderConsole(routes: ApiRoutes) {
  const sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/events/${EVENT_ID}/console/1`]}>
        <Routes>
          <Route path="/admin/events/:id/console/:tatami" element={<ConsolePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const appended = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === path(ENDPOINTS.AppendBoutEvents, 'c3'));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the scoring console', () => {
  it('shows the bout, scores each tap at once and sends it with the console id', async () => {
    const sent = renderConsole({
      [GET_CONSOLE]: { body: consoleReply() },
      [CLAIM]: () => ({ body: consoleReply({ consoleId: 'me', holder: 'Ravi', since: '2026-12-20T04:00:00.000Z' }) }),
      [APPEND]: appendRoute(),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Veer Patil')).toBeTruthy();
    expect(screen.getByText('Jay More')).toBeTruthy();
    expect(screen.getByText('Tigers Dojo')).toBeTruthy();
    expect(screen.getByText('On deck: Aarav Shah v Kabir Joshi')).toBeTruthy();
    expect(screen.getByTestId('clock').textContent).toBe('2:00');

    const [akaIppon] = screen.getAllByRole('button', { name: /\+3\s*Ippon/ });
    await user.click(akaIppon!);
    expect(screen.getByTestId('score-aka').textContent).toBe('3');
    expect(screen.getByText('Senshu')).toBeTruthy();
    await waitFor(() => expect(appended(sent)).toHaveLength(1));
    const body = appended(sent)[0]!.body as AppendBoutEventsRequest;
    expect(body).toMatchObject({ boutId: 'P-1', events: [{ kind: 'score', side: 'aka', technique: 'ippon' }] });
    expect(body.consoleId).toBe(localStorage.getItem('scoringConsole:id'));
    expect(await screen.findByText('All taps sent')).toBeTruthy();

    // Undo takes the last standing tap back.
    await user.click(screen.getByRole('button', { name: /Undo Ippon AKA/ }));
    expect(screen.getByTestId('score-aka').textContent).toBe('0');
  });

  it('claims the tatami on opening for its table official, and leaves it free while the owner only looks', async () => {
    const member = (role: string) => ({
      'GET /api/Staff/GetMyStaffAccount': {
        body: {
          status: 1,
          message: 'Staff fetched.',
          member: { id: `${role}-1`, name: 'Ravi', email: 'ravi@kaizen.in', role, twoFactor: false },
        },
      },
    });
    const official = renderConsole({
      ...member('tableOfficial'),
      [GET_CONSOLE]: { body: consoleReply() },
      [CLAIM]: { body: consoleReply() },
    });
    await screen.findByText('Veer Patil');
    await waitFor(() =>
      expect(official.some((request) => request.path === path(ENDPOINTS.ClaimTatami, EVENT_ID))).toBe(true),
    );
    cleanup();
    const owner = renderConsole({
      ...member('owner'),
      [GET_CONSOLE]: { body: consoleReply() },
      [CLAIM]: { body: consoleReply() },
    });
    await screen.findByText('Veer Patil');
    await waitFor(() => expect(owner.some((request) => request.path.includes('GetMyStaffAccount'))).toBe(true));
    expect(owner.some((request) => request.path === path(ENDPOINTS.ClaimTatami, EVENT_ID))).toBe(false);
  });

  it('keeps scoring offline, says how many taps wait, and sends them when the network returns', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const route = appendRoute();
    let away = true;
    const sent = renderConsole({
      [GET_CONSOLE]: { body: consoleReply() },
      [CLAIM]: { body: consoleReply() },
      [APPEND]: (request) => (away ? { status: 503, body: { status: 0, message: 'away' } } : route(request)),
    });
    const user = userEvent.setup();
    await screen.findByText('Veer Patil');
    const [, aoYuko] = screen.getAllByRole('button', { name: /\+1\s*Yuko/ });
    await user.click(aoYuko!);
    await user.click(aoYuko!);
    expect(screen.getByTestId('score-ao').textContent).toBe('2');
    expect(await screen.findByText(/Offline — 2 taps kept on this device/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('scoringConsole:log:e1:c3:P-1')!).events).toHaveLength(2);

    away = false;
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All taps sent')).toBeTruthy();
    const ids = appended(sent).at(-1)!.body as AppendBoutEventsRequest;
    expect(ids.events).toHaveLength(2);
  });

  it('says another console holds the tatami and takes it on request, keeping the taps', async () => {
    const theirs = { consoleId: 'other-console', holder: 'Kavita Joshi', since: '2026-12-20T04:00:00.000Z' };
    let taken = false;
    const sent = renderConsole({
      [GET_CONSOLE]: () => ({ body: consoleReply(taken ? null : theirs) }),
      [CLAIM]: (request) => {
        if ((request.body as { take?: boolean }).take) {
          taken = true;
          return { body: consoleReply({ ...theirs, consoleId: localStorage.getItem('scoringConsole:id')! }) };
        }
        return { status: 409, body: { status: 0, message: 'Tatami 1 is scored on another console' } };
      },
      [APPEND]: appendRoute(),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/now scored on another console \(Kavita Joshi/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take this tatami' }));
    await waitFor(() =>
      expect(sent.some((request) => (request.body as { take?: boolean } | null)?.take === true)).toBe(true),
    );
    expect(await screen.findByText('All taps sent')).toBeTruthy();
  });

  it('asks for Hantei when time is up level, and offers the next bout once decided', async () => {
    const start: StoredBoutEvent = {
      seq: 1,
      event: { id: '00000000-0000-4000-8000-000000000001', at: 1_000, kind: 'clock', action: 'start' },
      receivedAt: '2026-12-20T04:00:00.000Z',
    };
    const sent = renderConsole({
      [GET_CONSOLE]: { body: consoleReply(null, { ...BOUT, events: [start] }) },
      [CLAIM]: { body: consoleReply() },
      [APPEND]: appendRoute([start]),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/the judges' flags/)).toBeTruthy();
    // Time ran out: the console logs the clock's stop, so the server sees the time-up too.
    await waitFor(() => expect(appended(sent)[0]?.body).toMatchObject({ events: [{ kind: 'clock', action: 'stop' }] }));
    await user.click(screen.getByRole('button', { name: '3–2' }));
    expect(await screen.findByText('AKA wins by Hantei')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next bout' })).toBeTruthy();
  });

  it('sends a kata bout to the results form', async () => {
    renderConsole({
      [GET_CONSOLE]: {
        body: consoleReply(null, { ...BOUT, discipline: 'kata', boutId: '1:n1', ao: null, settings: null }),
      },
      [CLAIM]: { body: consoleReply() },
    });
    expect(await screen.findByText(/Kata is scored on the category's results form/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the results form' }).getAttribute('href')).toBe(
      '/admin/events/e1/tournament/categories/c3',
    );
  });
});
