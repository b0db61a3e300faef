import {
  kumiteBout,
  standingEvents,
  type KumiteBoutState,
  type LiveBoard,
  type LiveBout,
  type LiveBoutMessage,
  type LiveTatami,
  type StoredBoutEvent,
} from '@academy/contract';

/**
 * The live feed on a screen (decision 062): the board, each bout's log merged from the messages, and the page's clock
 * mapped to the console's, so every screen replays a bout with `kumiteBout` exactly as the console does.
 *
 * The rules, pure and tested here, apart from the EventSource that feeds them (live-connection.ts):
 * - a `board` replaces everything: it is the whole picture at its number;
 * - a `bout` message numbered at or below the highest number applied is already in (a repeat after a reconnect)
 *   and changes nothing; a later one merges its events into the bout's log by their `seq`, so an event seen twice
 *   counts once and the log keeps the server's order whatever order messages come in;
 * - the clock: the log's own time is its largest `at` (decision 058); between messages the console's clock is that
 *   plus the time this page has seen pass since the event carrying it reached the server.
 */

export interface FeedBout {
  /** The log in the server's order (`seq`), each event once. */
  events: StoredBoutEvent[];
  /** The log's own time: its largest `at` (the console's clock), 0 while it is empty. */
  stateAtMs: number;
  /** This page's clock (ms) when the event at `stateAtMs` reached the server, as near as the page can tell. */
  anchorMs: number;
}

export interface LiveFeed {
  board: LiveBoard | null;
  /** This page's clock (ms) when the board arrived: the scoreboard's hold after a bout counts from it. */
  boardReceivedMs: number;
  /** The highest feed number applied: a reconnect asks for what followed it. */
  seq: number;
  /** Each bout's log, by boutKey. */
  bouts: Record<string, FeedBout>;
}

export const EMPTY_FEED: LiveFeed = { board: null, boardReceivedMs: 0, seq: 0, bouts: {} };

export const boutKey = (categoryId: string, boutId: string) => `${categoryId}/${boutId}`;

const stateAt = (events: readonly StoredBoutEvent[]) => events.reduce((at, stored) => Math.max(at, stored.event.at), 0);

/** The events of two logs, each `seq` once (the first copy), in `seq` order. */
export function mergeEvents(into: readonly StoredBoutEvent[], more: readonly StoredBoutEvent[]): StoredBoutEvent[] {
  const bySeq = new Map<number, StoredBoutEvent>();
  for (const stored of [...into, ...more]) if (!bySeq.has(stored.seq)) bySeq.set(stored.seq, stored);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The board replaces the feed. A bout's clock is anchored on the server's own times: the board was read at `at`,
 * and the log's latest event reached the server at its `receivedAt`, that long before the board arrived here.
 */
export function applyBoard(_feed: LiveFeed, board: LiveBoard, receivedMs: number): LiveFeed {
  const readAt = Date.parse(board.at);
  const bouts: Record<string, FeedBout> = {};
  for (const tatami of board.tatamis) {
    for (const bout of [tatami.now, tatami.onDeck, tatami.last]) {
      if (!bout || bout.events.length === 0) continue;
      const events = mergeEvents([], bout.events);
      const stateAtMs = stateAt(events);
      const latest = events.find((stored) => stored.event.at === stateAtMs)!;
      const ago = Math.max(0, readAt - Date.parse(latest.receivedAt)) || 0;
      bouts[boutKey(bout.categoryId, bout.boutId)] = { events, stateAtMs, anchorMs: receivedMs - ago };
    }
  }
  return { board, boardReceivedMs: receivedMs, seq: board.seq, bouts };
}

/** A bout's new events: merged by `seq`; a message already applied (by its number) changes nothing. */
export function applyBoutMessage(feed: LiveFeed, message: LiveBoutMessage, receivedMs: number): LiveFeed {
  if (message.seq <= feed.seq) return feed;
  const key = boutKey(message.categoryId, message.boutId);
  const before = feed.bouts[key];
  const events = mergeEvents(before?.events ?? [], message.events);
  const stateAtMs = stateAt(events);
  // A late copy of an older event leaves the clock where it was: the anchor moves only with the log's time.
  const anchorMs = before && stateAtMs <= before.stateAtMs ? before.anchorMs : receivedMs;
  return { ...feed, seq: message.seq, bouts: { ...feed.bouts, [key]: { events, stateAtMs, anchorMs } } };
}

/** The console's clock now, for a bout's log: its own time plus what has passed here since (never back). */
export function consoleNow(bout: FeedBout | undefined, nowMs: number): number {
  if (!bout) return 0;
  return bout.stateAtMs + Math.max(0, nowMs - bout.anchorMs);
}

/** The events of a bout as the feed holds them, else as the board gave them. */
export function boutEvents(feed: LiveFeed, bout: LiveBout): StoredBoutEvent[] {
  return feed.bouts[boutKey(bout.categoryId, bout.boutId)]?.events ?? bout.events;
}

/** A kumite bout's state now, replayed from its log; null for kata (no log). */
export function liveBoutState(feed: LiveFeed, bout: LiveBout, nowMs: number): KumiteBoutState | null {
  if (!feed.board || bout.discipline !== 'kumite' || !bout.settings) return null;
  const logged = feed.bouts[boutKey(bout.categoryId, bout.boutId)];
  const events = (logged?.events ?? bout.events).map((stored) => stored.event);
  return kumiteBout(feed.board.profile, bout.settings, events, consoleNow(logged, nowMs));
}

/** mm:ss of a clock's time left, rounded up as a bout clock shows it (0:00 only at time-up). */
export function clockText(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * How long the scoreboard keeps showing a bout that has just ended (decision 062): the server's next board already
 * has the next pair as `now`, and without a hold the hall would never see the final score nor who won. 15 s is long
 * enough to read the winner's line from across the hall and short enough not to delay the next call-up; the hold
 * ends sooner as soon as the next bout starts (its first event that stands).
 */
export const HOLD_MS = 15_000;

/**
 * Until when (this page's clock, ms) the tatami's scoreboard holds its `last` bout instead of `now`; null for no
 * hold: no last bout, one whose log does not replay to an outcome (a result entered by hand, kata), one decided
 * HOLD_MS or more before the board was read, or a `now` bout that has begun. The page's clock may differ from the
 * server's, so the hold is measured from when this page received the board: what was left of HOLD_MS when the board
 * was read (`at` minus the result's time, both the server's), from `boardReceivedMs`.
 */
export function holdEnds(feed: LiveFeed, tatami: LiveTatami): number | null {
  const { last, now } = tatami;
  if (!feed.board || !last || !last.settings) return null;
  if (now && boutKey(now.categoryId, now.boutId) === boutKey(last.categoryId, last.boutId)) return null;
  if (now && standingEvents(boutEvents(feed, now).map((stored) => stored.event)).length > 0) return null;
  // Read at the end of time: a bout decided at time-up has no event saying so, only a clock that ran out.
  const ended = kumiteBout(
    feed.board.profile,
    last.settings,
    boutEvents(feed, last).map((stored) => stored.event),
    Number.MAX_SAFE_INTEGER,
  );
  if (!ended.outcome) return null;
  const age = Math.max(0, Date.parse(feed.board.at) - Date.parse(last.decidedAt)) || 0;
  const left = HOLD_MS - age;
  return left > 0 ? feed.boardReceivedMs + left : null;
}
