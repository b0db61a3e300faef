import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoutEvent, StoredBoutEvent } from '@academy/contract';
import { ApiError } from '../../lib/api-client.ts';
import { ConsoleOutbox, consoleIdOf, type SendRequest, type Storage } from './bout-outbox.ts';

afterEach(() => vi.useRealTimers());

/** A Storage in memory, as localStorage behaves across a reload of the page. */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

let n = 0;
const tap = (at: number): BoutEvent => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  at,
  kind: 'score',
  side: 'aka',
  technique: 'yuko',
});

/** A server that stores each id once, in arrival order, as AppendBoutEvents does; or is away. */
function fakeServer() {
  const log: StoredBoutEvent[] = [];
  const calls: SendRequest[] = [];
  let away = false;
  let refuse: ApiError | null = null;
  return {
    log,
    calls,
    setAway: (value: boolean) => (away = value),
    setRefuse: (value: ApiError | null) => (refuse = value),
    send: async (request: SendRequest) => {
      calls.push(request);
      if (away) throw new TypeError('Failed to fetch');
      if (refuse) throw refuse;
      for (const event of request.events)
        if (!log.some((stored) => stored.event.id === event.id))
          log.push({ seq: log.length + 1, event, receivedAt: '2026-12-20T04:00:00.000Z' });
      return { events: [...log] };
    },
  };
}

const BOUT = { categoryId: 'c3', boutId: 'P-1' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the console outbox', () => {
  it('sends each tap and keeps the server order', async () => {
    const server = fakeServer();
    const outbox = new ConsoleOutbox('e1', { storage: memoryStorage(), send: server.send });
    const [a, b] = [tap(1), tap(2)];
    outbox.tap(BOUT, a);
    outbox.tap(BOUT, b);
    await flush();
    await flush();
    expect(server.log.map((stored) => stored.event.id)).toEqual([a.id, b.id]);
    expect(outbox.unsentCount()).toBe(0);
    expect(outbox.state()).toBe('idle');
  });

  it('keeps unsent taps across a reload and resends them once, in order, when the network returns', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const server = fakeServer();
    server.setAway(true);
    const first = new ConsoleOutbox('e1', { storage, send: server.send, retryDelay: () => 1000 });
    const taps = [tap(1), tap(2), tap(3)];
    for (const each of taps) first.tap(BOUT, each);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.unsentCount()).toBe(3);
    expect(first.state()).toBe('waiting');
    first.dispose();

    // The page is reloaded while still offline: the taps are there, shown in order.
    const second = new ConsoleOutbox('e1', { storage, send: server.send, retryDelay: () => 1000 });
    expect(second.events(BOUT).map((event) => event.id)).toEqual(taps.map((event) => event.id));
    expect(second.unsentCount()).toBe(3);

    server.setAway(false);
    second.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.log.map((stored) => stored.event.id)).toEqual(taps.map((event) => event.id));
    expect(second.unsentCount()).toBe(0);
    // Nothing is sent again after that.
    const calls = server.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.length).toBe(calls);
    expect(JSON.parse(storage.map.get('scoringConsole:log:e1:c3:P-1')!).sent).toHaveLength(3);
  });

  it('retries with backoff while the server is away, and a resend stores nothing twice', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const delays: number[] = [];
    const outbox = new ConsoleOutbox('e1', {
      storage: memoryStorage(),
      send: server.send,
      retryDelay: (attempt) => {
        delays.push(attempt);
        return attempt * 1000;
      },
    });
    const a = tap(1);
    outbox.tap(BOUT, a);
    await vi.advanceTimersByTimeAsync(0);
    server.setAway(true);
    const b = tap(2);
    outbox.tap(BOUT, b);
    await vi.advanceTimersByTimeAsync(3_100);
    // Failed at 0, 1 s and 3 s: each retry waits longer.
    expect(delays).toEqual([1, 2, 3]);
    server.setAway(false);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(server.log.map((stored) => stored.event.id)).toEqual([a.id, b.id]);
    expect(outbox.unsentCount()).toBe(0);
  });

  it('holds the taps on a refusal (the tatami moved) until told to resume', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.setRefuse(new ApiError('Tatami 1 is scored on another console', 409));
    const outbox = new ConsoleOutbox('e1', { storage: memoryStorage(), send: server.send, retryDelay: () => 1000 });
    outbox.tap(BOUT, tap(1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(1);
    expect(outbox.state()).toBe('held');
    expect(outbox.heldBy()?.httpStatus).toBe(409);
    expect(outbox.unsentCount()).toBe(1);

    server.setRefuse(null);
    outbox.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.unsentCount()).toBe(0);
    expect(server.log).toHaveLength(1);
  });

  it("merges the server's log with the device's unsent taps", () => {
    const outbox = new ConsoleOutbox('e1', { storage: memoryStorage(), send: () => new Promise(() => {}) });
    const mine = tap(5);
    outbox.tap(BOUT, mine);
    const theirs = [tap(1), tap(2)];
    outbox.merge(BOUT, theirs);
    expect(outbox.events(BOUT).map((event) => event.id)).toEqual([...theirs, mine].map((event) => event.id));
    expect(outbox.unsentCount()).toBe(1);
  });

  it("keeps the device's console id", () => {
    const storage = memoryStorage();
    const id = consoleIdOf(storage);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(consoleIdOf(storage)).toBe(id);
  });
});
