import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyBoard,
  applyBoutMessage,
  clockText,
  consoleNow,
  EMPTY_FEED,
  HOLD_MS,
  holdEnds,
  liveBoutState,
  mergeEvents,
} from './live-feed.ts';
import { openLiveConnection, PROBE_GRACE_MS, type FeedStatus, type LiveConnectionOptions } from './live-connection.ts';
import {
  BOARD_AT,
  boardAfterBout,
  boardOf,
  boutMessage,
  event,
  FakeEventSource,
  kumiteBoutOf,
  stored,
  stubEventSource,
} from './test-live.ts';

// Every connection a test opens is closed after it: one left open keeps a real silence timer that fires, in a later
// file of the same worker, a reconnect with EventSource no longer stubbed.
const opened: (() => void)[] = [];
function openConnection(options: LiveConnectionOptions) {
  const close = openLiveConnection(options);
  opened.push(close);
  return close;
}

afterEach(() => {
  opened.splice(0).forEach((close) => close());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = event({ at: 1_000, kind: 'clock', action: 'start' });
const yuko = event({ at: 5_000, kind: 'score', side: 'aka', technique: 'yuko' });
const wazaAri = event({ at: 9_000, kind: 'score', side: 'ao', technique: 'wazaAri' });

describe('the feed', () => {
  it('merges a bout’s events by their seq, each once, in the server’s order', () => {
    const merged = mergeEvents(stored([start, yuko]), [...stored([wazaAri], 3), ...stored([yuko], 2)]);
    expect(merged.map((s) => s.seq)).toEqual([1, 2, 3]);
    expect(merged.map((s) => s.event.id)).toEqual([start.id, yuko.id, wazaAri.id]);
  });

  it('applies a bout message once: the same message again, or an older one, changes nothing', () => {
    const feed = applyBoard(EMPTY_FEED, boardOf({ seq: 10 }), 0);
    const once = applyBoutMessage(feed, boutMessage(11, stored([start, yuko])), 100);
    expect(once.seq).toBe(11);
    expect(once.bouts['c1/R1-1']!.events).toHaveLength(2);
    expect(applyBoutMessage(once, boutMessage(11, stored([start, yuko])), 200)).toBe(once);
    expect(applyBoutMessage(once, boutMessage(9, stored([wazaAri], 3)), 200)).toBe(once);
    const state = liveBoutState(once, kumiteBoutOf(), 100);
    expect(state?.points).toEqual({ aka: 1, ao: 0 });
    expect(state?.senshu).toBe('aka');
  });

  it('replaces everything on a board', () => {
    const feed = applyBoutMessage(applyBoard(EMPTY_FEED, boardOf({ seq: 10 }), 0), boutMessage(11, stored([yuko])), 0);
    const fresh = applyBoard(feed, boardOf({ seq: 12, results: [] }), 0);
    expect(fresh.seq).toBe(12);
    expect(fresh.bouts).toEqual({});
    expect(fresh.board?.results).toEqual([]);
  });

  it('runs the clock between messages on the console’s time, from when the latest event reached the server', () => {
    // The board is read 30 s after the clock started (at 1 000 on the console), and arrives here at 50 000.
    const now = kumiteBoutOf({
      events: stored([start], 1, new Date(Date.parse(BOARD_AT) - 30_000).toISOString()),
    });
    const tatamis = boardOf().tatamis.map((tatami, i) => (i === 0 ? { ...tatami, now } : tatami));
    const feed = applyBoard(EMPTY_FEED, boardOf({ tatamis }), 50_000);
    expect(consoleNow(feed.bouts['c1/R1-1'], 50_000)).toBe(31_000);
    const state = liveBoutState(feed, now, 60_000);
    expect(state?.clock.running).toBe(true);
    expect(state?.clock.remainingMs).toBe(180_000 - 40_000);
    expect(clockText(state!.clock.remainingMs)).toBe('2:20');
    // A message moves the anchor to its arrival: the log's own time, then what passes here.
    const later = applyBoutMessage(feed, boutMessage(11, stored([yuko], 2)), 70_000);
    expect(consoleNow(later.bouts['c1/R1-1'], 72_000)).toBe(7_000);
    // A late copy of an older event leaves the anchor alone.
    const again = applyBoutMessage(later, boutMessage(12, stored([start], 1)), 90_000);
    expect(consoleNow(again.bouts['c1/R1-1'], 92_000)).toBe(27_000);
  });

  it('writes the clock as m:ss, rounding up', () => {
    expect(clockText(180_000)).toBe('3:00');
    expect(clockText(14_001)).toBe('0:15');
    expect(clockText(0)).toBe('0:00');
  });
});

describe('the connection', () => {
  function connect(lastSeq = 10) {
    const statuses: FeedStatus[] = [];
    const boards: number[] = [];
    const bouts: number[] = [];
    const close = openConnection({
      url: '/api/Tournaments/LiveStream/open',
      lastSeq: () => lastSeq,
      onBoard: (board) => boards.push(board.seq),
      onBout: (message) => bouts.push(message.seq),
      onStatus: (status) => statuses.push(status),
      silenceMs: 20_000,
    });
    return { statuses, boards, bouts, close };
  }

  it('opens from the number applied and hands on boards and bouts', () => {
    stubEventSource();
    const { statuses, boards, bouts, close } = connect();
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/Tournaments/LiveStream/open?lastEventId=10');
    source.open();
    source.send('bout', boutMessage(11, stored([yuko])), 11);
    source.send('board', boardOf({ seq: 12 }), 12);
    expect(statuses).toEqual(['open']);
    expect(bouts).toEqual([11]);
    expect(boards).toEqual([12]);
    close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says it is lost while EventSource retries, and open again when it is back', () => {
    stubEventSource();
    const { statuses } = connect();
    const source = FakeEventSource.latest();
    source.open();
    source.fail();
    source.open();
    expect(statuses).toEqual(['open', 'lost', 'open']);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('reconnects itself, from the highest number applied, when EventSource gives up', () => {
    vi.useFakeTimers();
    stubEventSource();
    let seq = 10;
    const statuses: FeedStatus[] = [];
    openConnection({
      url: '/api/Tournaments/DisplayStream/t',
      lastSeq: () => seq,
      onBoard: () => {},
      onBout: () => {},
      onStatus: (status) => statuses.push(status),
    });
    FakeEventSource.latest().open();
    seq = 14;
    FakeEventSource.latest().fail(true);
    expect(statuses.at(-1)).toBe('lost');
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/Tournaments/DisplayStream/t?lastEventId=14');
    FakeEventSource.latest().open();
    expect(statuses.at(-1)).toBe('open');
  });

  it('reconnects quietly after LIVE_SILENCE_MS of silence, and says lost only if the new connection does not open', () => {
    vi.useFakeTimers();
    stubEventSource();
    const { statuses } = connect();
    const first = FakeEventSource.latest();
    first.open();
    vi.advanceTimersByTime(15_000);
    first.send('heartbeat', {});
    vi.advanceTimersByTime(15_000);
    first.send('bout', boutMessage(11, stored([yuko])), 11);
    vi.advanceTimersByTime(19_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    // Silent for 20 s (a server whose heartbeats are comments, on a quiet tatami): a new connection, nothing shown.
    vi.advanceTimersByTime(1_000);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/Tournaments/LiveStream/open?lastEventId=10');
    FakeEventSource.latest().open();
    vi.advanceTimersByTime(PROBE_GRACE_MS);
    expect(statuses).toEqual(['open', 'open']);
    // Silent again, and this time the new connection hangs: lost, and tried again.
    vi.advanceTimersByTime(20_000);
    expect(FakeEventSource.opened).toHaveLength(3);
    vi.advanceTimersByTime(PROBE_GRACE_MS);
    expect(statuses.at(-1)).toBe('lost');
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('stops for good when the link is revoked', () => {
    vi.useFakeTimers();
    stubEventSource();
    const { statuses } = connect();
    const source = FakeEventSource.latest();
    source.open();
    source.send('revoked', {});
    vi.advanceTimersByTime(60_000);
    expect(statuses).toEqual(['open', 'revoked']);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('the hold after a bout', () => {
  it('holds the bout just ended for what is left of HOLD_MS when the board was read, on this page’s clock', () => {
    // The page's clock is an hour off the server's: only the board's own times and its arrival here count.
    const received = Date.parse(BOARD_AT) + 3_600_000;
    const feed = applyBoard(EMPTY_FEED, boardAfterBout(3_000), received);
    expect(holdEnds(feed, feed.board!.tatamis[0]!)).toBe(received + HOLD_MS - 3_000);
    // The ended bout's log is in the feed: it replays to its winner.
    expect(liveBoutState(feed, feed.board!.tatamis[0]!.last!, received)!.outcome).toMatchObject({ winner: 'aka' });
  });

  it('does not hold a bout decided HOLD_MS before, nor once the next bout has begun, nor one with no log', () => {
    const old = applyBoard(EMPTY_FEED, boardAfterBout(HOLD_MS), 0);
    expect(holdEnds(old, old.board!.tatamis[0]!)).toBeNull();
    const feed = applyBoard(EMPTY_FEED, boardAfterBout(3_000), 0);
    const begun = applyBoutMessage(feed, boutMessage(11, stored([start]), 'R1-2'), 100);
    expect(holdEnds(begun, begun.board!.tatamis[0]!)).toBeNull();
    const board = boardAfterBout(3_000);
    board.tatamis[0]!.last!.events = [];
    const byHand = applyBoard(EMPTY_FEED, board, 0);
    expect(holdEnds(byHand, byHand.board!.tatamis[0]!)).toBeNull();
  });
});
