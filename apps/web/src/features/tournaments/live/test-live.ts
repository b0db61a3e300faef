import { vi } from 'vitest';
import {
  WKF_2023_PROFILE,
  type BoutEvent,
  type LiveBoard,
  type LiveBout,
  type LiveBoutMessage,
  type StoredBoutEvent,
} from '@academy/contract';

/** The board's time: 10:00 in India on the tournament day. */
export const BOARD_AT = '2026-12-20T04:30:00.000Z';
export const EVENT_ID = 'open';

let uuid = 0;
/** A console's event: a fresh id each, `at` on the console's clock. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export function event(body: WithoutId<BoutEvent>): BoutEvent {
  uuid += 1;
  return { id: `00000000-0000-4000-8000-${String(uuid).padStart(12, '0')}`, ...body } as BoutEvent;
}

/** Stored events numbered from `from`, received at the board's time unless told. */
export function stored(events: BoutEvent[], from = 1, receivedAt = BOARD_AT): StoredBoutEvent[] {
  return events.map((e, i) => ({ seq: from + i, event: e, receivedAt }));
}

export function kumiteBoutOf(overrides: Partial<LiveBout> = {}): LiveBout {
  return {
    categoryId: 'c1',
    categoryName: 'Kumite Male Seniors −67 kg',
    boutId: 'R1-1',
    round: 1,
    discipline: 'kumite',
    aka: { entryId: 'e1', name: 'Veer Patil', club: 'Kaizen Pune' },
    ao: { entryId: 'e2', name: 'Jay More', club: 'Shotokan Nashik' },
    settings: { boutSeconds: 180, drawAllowed: false },
    events: [],
    ...overrides,
  };
}

export function boardOf(overrides: Partial<LiveBoard> = {}): LiveBoard {
  return {
    eventId: EVENT_ID,
    name: 'Kaizen Open 2026',
    seq: 10,
    at: BOARD_AT,
    profile: WKF_2023_PROFILE,
    tatamis: [
      {
        number: 1,
        boutSeconds: 240,
        now: kumiteBoutOf(),
        onDeck: kumiteBoutOf({
          boutId: 'R1-2',
          aka: { entryId: 'e3', name: 'Arjun Mehta', club: 'Kaizen Pune' },
          ao: { entryId: 'e4', name: 'Rohan Desai', club: null },
        }),
        last: null,
        queue: [
          {
            categoryId: 'c1',
            name: 'Kumite Male Seniors −67 kg',
            boutsLeft: 6,
            drawn: true,
            finished: false,
            startsAt: BOARD_AT,
          },
          {
            categoryId: 'c2',
            name: 'Kata Female Cadets',
            boutsLeft: 8,
            drawn: true,
            finished: false,
            startsAt: '2026-12-20T04:54:00.000Z',
          },
        ],
      },
      {
        number: 2,
        boutSeconds: 240,
        now: null,
        onDeck: null,
        last: null,
        queue: [
          {
            categoryId: 'c3',
            name: 'Kumite Female Juniors −53 kg',
            boutsLeft: 4,
            drawn: true,
            finished: false,
            startsAt: '2026-12-20T05:15:00.000Z',
          },
        ],
      },
    ],
    results: [
      {
        categoryId: 'c9',
        categoryName: 'Kumite Male Cadets −57 kg',
        boutId: 'F',
        tatami: 2,
        winner: { entryId: 'e9', name: 'Ishaan Kulkarni', club: 'Kaizen Pune' },
        loser: { entryId: 'e8', name: 'Kabir Shaikh', club: 'Budokan Mumbai' },
        method: 'points',
        at: '2026-12-20T04:20:00.000Z',
      },
    ],
    ...overrides,
  };
}

/**
 * Tatami 1 just after its bout R1-1 ended (Veer Patil wins by Hansoku, 2–0, Jay More's penalties up to Hansoku),
 * decided `agoMs` before the board was read: `last` is that bout, `now` the next pair (Arjun Mehta v Rohan Desai)
 * with no events, nothing on deck.
 */
export function boardAfterBout(agoMs = 3_000, overrides: Partial<LiveBoard> = {}): LiveBoard {
  const board = boardOf(overrides);
  const ended = stored([
    event({ at: 1_000, kind: 'clock', action: 'start' }),
    event({ at: 20_000, kind: 'score', side: 'aka', technique: 'wazaAri' }),
    event({ at: 30_000, kind: 'penalty', side: 'ao', step: 0 }),
    event({ at: 70_000, kind: 'penalty', side: 'ao', step: 4 }),
  ]);
  const decidedAt = new Date(Date.parse(board.at) - agoMs).toISOString();
  board.tatamis[0] = {
    ...board.tatamis[0]!,
    now: board.tatamis[0]!.onDeck,
    onDeck: null,
    last: { ...kumiteBoutOf({ events: ended }), decidedAt },
  };
  return board;
}

export function boutMessage(seq: number, events: StoredBoutEvent[], boutId = 'R1-1'): LiveBoutMessage {
  return { seq, tatami: 1, categoryId: 'c1', boutId, events };
}

/**
 * EventSource for unit tests: every one opened is kept in `FakeEventSource.opened`, and a test makes it open,
 * send messages, fail or give up.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown, id?: number) {
    const message = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ? String(id) : '' });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  fail(giveUp = false) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  static latest(): FakeEventSource {
    return FakeEventSource.opened.at(-1)!;
  }
}

export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
