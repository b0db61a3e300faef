// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type DisplayReply, type LiveBoard } from '@academy/contract';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import DisplayPage from './display-page.tsx';
import {
  BOARD_AT,
  boardAfterBout,
  boardOf,
  boutMessage,
  event,
  EVENT_ID,
  FakeEventSource,
  kumiteBoutOf,
  stored,
  stubEventSource,
} from './test-live.ts';

const TOKEN = 'a'.repeat(43);

function displayReply(kind: 'scoreboard' | 'callUp', board: LiveBoard, mirrored = false): DisplayReply {
  return {
    status: 1,
    message: 'Display loaded.',
    display: {
      id: 'd1',
      kind,
      tatami: kind === 'scoreboard' ? 1 : null,
      mirrored,
      label: 'TV by tatami 1',
      createdAt: BOARD_AT,
      eventId: EVENT_ID,
    },
    board,
  };
}

function openDisplay(reply: DisplayReply | null) {
  stubEventSource();
  stubApi({
    [`GET ${ENDPOINTS.GetDisplay.path.replace(':token', TOKEN)}`]: reply
      ? { body: reply }
      : { status: 404, body: { status: 0, message: 'No such display.' } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/live/display/${TOKEN}`]}>
        <Routes>
          <Route path="/live/display/:token" element={<DisplayPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each side's panel, left to right, as colour, name, points, penalties given and Senshu. */
function sides() {
  return [...document.querySelectorAll<HTMLElement>('[data-side]')].map((panel) => ({
    side: panel.dataset.side,
    name: within(panel).getByRole('heading').textContent,
    points: panel.querySelector('.scoreboard__points')!.textContent,
    penalties: [...panel.querySelectorAll('.scoreboard__penalties li.is-given')].map((li) => li.textContent),
    senshu: panel.querySelector('.scoreboard__senshu') !== null,
    winner: panel.classList.contains('is-winner'),
  }));
}

beforeAll(() => loadAreas('tournaments'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = event({ at: 1_000, kind: 'clock', action: 'start' });
const wazaAri = event({ at: 20_000, kind: 'score', side: 'aka', technique: 'wazaAri' });
const c1 = event({ at: 30_000, kind: 'penalty', side: 'ao', step: 0 });
const c2 = event({ at: 40_000, kind: 'penalty', side: 'ao', step: 1 });
const yuko = event({ at: 50_000, kind: 'score', side: 'ao', technique: 'yuko' });
const stop = event({ at: 60_000, kind: 'clock', action: 'stop' });

describe('the scoreboard', () => {
  it('shows points, penalties, Senshu and the clock from the board and the bout messages, AKA on the left', async () => {
    openDisplay(displayReply('scoreboard', boardOf()));
    expect(await screen.findByText('Tatami 1')).toBeTruthy();
    expect(screen.getByText('Kumite Male Seniors −67 kg')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('3:00');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`${ENDPOINTS.DisplayStream.path.replace(':token', TOKEN)}?lastEventId=10`);
    act(() => {
      stream.open();
      stream.send('bout', boutMessage(11, stored([start, wazaAri, c1, c2, yuko, stop])), 11);
    });
    expect(sides()).toEqual([
      { side: 'aka', name: 'Veer Patil', points: '2', penalties: [], senshu: true, winner: false },
      { side: 'ao', name: 'Jay More', points: '1', penalties: ['C1', 'C2'], senshu: false, winner: false },
    ]);
    // Stopped at 59 s fought: 2:01 left.
    expect(screen.getByRole('timer').textContent).toBe('2:01');
    expect(screen.getByText('On deck: Arjun Mehta v Rohan Desai')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the clock between messages and turns it amber at the end signal', async () => {
    openDisplay(displayReply('scoreboard', boardOf()));
    await screen.findByText('Tatami 1');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().send(
        'bout',
        boutMessage(11, stored([start, event({ at: 1_000, kind: 'clockSet', remainingMs: 20_000 })])),
      );
    });
    expect(screen.getByRole('timer').textContent).toBe('0:20');
    expect(screen.getByRole('timer').classList.contains('is-warning')).toBe(false);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('timer').textContent).toBe('0:14');
    expect(screen.getByRole('timer').classList.contains('is-warning')).toBe(true);
  });

  it('swaps the sides when mirrored: AO on the left', async () => {
    openDisplay(displayReply('scoreboard', boardOf(), true));
    await screen.findByText('Tatami 1');
    expect(sides().map((side) => side.side)).toEqual(['ao', 'aka']);
    expect(sides()[0]!.name).toBe('Jay More');
  });

  it('highlights the winner and says how once the bout has ended', async () => {
    const ended = kumiteBoutOf({
      events: stored([start, wazaAri, c1, c2, event({ at: 70_000, kind: 'penalty', side: 'ao', step: 4 })]),
    });
    const board = boardOf();
    board.tatamis[0] = { ...board.tatamis[0]!, now: ended };
    openDisplay(displayReply('scoreboard', board));
    expect(await screen.findByText('Veer Patil wins · by Hansoku')).toBeTruthy();
    expect(sides().map((side) => side.winner)).toEqual([true, false]);
  });

  it('holds the bout just ended, with its winner, until the next bout’s first event', async () => {
    openDisplay(displayReply('scoreboard', boardAfterBout(3_000)));
    expect(await screen.findByText('Veer Patil wins · by Hansoku')).toBeTruthy();
    expect(sides().map(({ name, points, winner }) => ({ name, points, winner }))).toEqual([
      { name: 'Veer Patil', points: '2', winner: true },
      { name: 'Jay More', points: '0', winner: false },
    ]);
    expect(sides()[1]!.penalties).toEqual(['C1', 'C2', 'C3', 'HC', 'H']);
    // The pair to come, from the board's now.
    expect(screen.getByText('On deck: Arjun Mehta v Rohan Desai')).toBeTruthy();
    const stream = FakeEventSource.latest();
    act(() => {
      stream.open();
      stream.send('bout', boutMessage(11, stored([start]), 'R1-2'), 11);
    });
    expect(screen.queryByText('Veer Patil wins · by Hansoku')).toBeNull();
    expect(sides().map((side) => side.name)).toEqual(['Arjun Mehta', 'Rohan Desai']);
  });

  it('shows the next pair once the hold has passed, counted from when the board arrived', async () => {
    openDisplay(displayReply('scoreboard', boardOf()));
    await screen.findByText('Tatami 1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stream = FakeEventSource.latest();
    act(() => {
      stream.open();
      stream.send('board', boardAfterBout(3_000, { seq: 11 }), 11);
    });
    expect(screen.getByText('Veer Patil wins · by Hansoku')).toBeTruthy();
    act(() => vi.advanceTimersByTime(11_900));
    expect(screen.getByText('Veer Patil wins · by Hansoku')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Veer Patil wins · by Hansoku')).toBeNull();
    expect(sides().map((side) => side.name)).toEqual(['Arjun Mehta', 'Rohan Desai']);
    expect(screen.queryByText(/On deck/)).toBeNull();
  });

  it('shows the next category and its estimated start while nothing is fought', async () => {
    const board = boardOf();
    board.tatamis[0] = { ...board.tatamis[0]!, number: 3, now: null };
    board.tatamis[1] = { ...board.tatamis[1]!, number: 1 };
    openDisplay(displayReply('scoreboard', board));
    expect(await screen.findByText('Kumite Female Juniors −53 kg')).toBeTruthy();
    expect(screen.getByText('Next')).toBeTruthy();
    expect(screen.getByText('About 10:45 AM')).toBeTruthy();
  });

  it('says it is not connected while the stream is lost, and stops when the link is revoked', async () => {
    openDisplay(displayReply('scoreboard', boardOf()));
    await screen.findByText('Tatami 1');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => stream.fail());
    expect(screen.getByRole('alert').textContent).toBe('Not connected — reconnecting…');
    act(() => stream.open());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => stream.send('revoked', {}));
    expect(screen.getByRole('alert').textContent).toBe('This display link has been revoked.');
  });

  it('says so when the link opens nothing', async () => {
    openDisplay(null);
    expect(await screen.findByText(/This display link opens nothing/)).toBeTruthy();
  });
});

describe('the call-up screen', () => {
  it('shows every tatami: now, on deck and the categories coming with their times', async () => {
    openDisplay(displayReply('callUp', boardOf()));
    const first = await screen.findByRole('region', { name: 'Tatami 1' });
    expect(within(first).getByText('Veer Patil v Jay More')).toBeTruthy();
    expect(within(first).getByText('On deck — report to the mat')).toBeTruthy();
    expect(within(first).getByText('Arjun Mehta v Rohan Desai')).toBeTruthy();
    const coming = within(first).getByRole('list', { name: 'Coming up' });
    expect(
      within(coming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kata Female Cadets10:24 AM']);
    const second = screen.getByRole('region', { name: 'Tatami 2' });
    expect(within(second).getByText('Kumite Female Juniors −53 kg')).toBeTruthy();
  });
});
