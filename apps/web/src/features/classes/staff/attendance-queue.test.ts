import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceReply } from '@academy/contract';
import { ApiError } from '../../../lib/api-client.ts';
import {
  AttendanceQueue,
  newMarkId,
  QUEUE_STORAGE_KEY,
  type QueuedMark,
  type QueueEvent,
  type SentMark,
} from './attendance-queue.ts';

const asha: QueuedMark = { batchId: 'b1', day: '2026-05-11', fighterId: 'f1', mark: 'present' };

const reply = ({ batchId, day, fighterId, mark }: QueuedMark): AttendanceReply => ({
  status: 1,
  message: 'Attendance saved.',
  entry: { batchId, day, fighterId, mark, markedAt: '2026-05-11T12:40:00.000Z', method: 'tap' },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A server whose next answers the test decides: each call waits until settled by `answer`. */
function controlledServer() {
  const calls: { mark: SentMark; settle: (outcome: Error | null) => void }[] = [];
  const send = vi.fn(
    (mark: SentMark) =>
      new Promise<AttendanceReply>((resolve, reject) => {
        calls.push({ mark, settle: (outcome) => (outcome ? reject(outcome) : resolve(reply(mark))) });
      }),
  );
  const answer = async (outcome: Error | null) => {
    const call = calls.shift();
    if (!call) throw new Error('no call waiting');
    call.settle(outcome);
    // Let the queue handle the answer.
    await vi.advanceTimersByTimeAsync(0);
  };
  return { send, calls, answer };
}

function memoryStorage() {
  const items = new Map<string, string>();
  const storedMarks = () => JSON.parse(items.get(QUEUE_STORAGE_KEY) ?? '[]') as SentMark[];
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    /** The stored marks without their ids, which storedIds gives. */
    stored: () => storedMarks().map(({ batchId, day, fighterId, mark }) => ({ batchId, day, fighterId, mark })),
    storedIds: () => storedMarks().map((mark) => mark.markId),
  };
}

const offline = () => new TypeError('Failed to fetch');

/**
 * A server behind a connection the test turns off and on, that applies each mark's id once and audits what it
 * applies, as MarkAttendance does. `loseReplies` makes it save a mark and then lose the reply on its way back.
 */
function flakyServer() {
  const state = { online: true, loseReplies: false };
  const applied = new Set<string>();
  const audited: QueuedMark[] = [];
  const send = vi.fn(async ({ markId, ...mark }: SentMark) => {
    if (!state.online) throw offline();
    if (!applied.has(markId)) {
      applied.add(markId);
      audited.push(mark);
    }
    if (state.loseReplies) throw offline();
    return reply(mark);
  });
  return { state, send, audited };
}

describe('AttendanceQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a tap as saving, and forgets it once the server has it', async () => {
    const server = controlledServer();
    const storage = memoryStorage();
    const queue = new AttendanceQueue({ send: server.send, storage, retryDelay: () => 1000 });
    const events: QueueEvent[] = [];
    queue.onSettled((event) => events.push(event));

    queue.tap(asha);
    expect(queue.getSnapshot()).toEqual([{ ...asha, state: 'saving' }]);
    expect(storage.stored()).toEqual([asha]);

    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([]);
    expect(storage.stored()).toEqual([]);
    expect(events).toEqual([{ kind: 'saved', mark: asha, reply: reply(asha) }]);
  });

  it('keeps a failed save pending, marked as retrying, and sends it again after the backoff', async () => {
    const server = controlledServer();
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: (n) => n * 1000 });

    queue.tap(asha);
    await server.answer(offline());
    expect(queue.getSnapshot()).toEqual([{ ...asha, state: 'retrying' }]);
    expect(server.send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(2);

    // A busy server (503) is no refusal either: the second backoff is longer.
    await server.answer(new ApiError('Busy', 503));
    expect(queue.getSnapshot()).toEqual([{ ...asha, state: 'retrying' }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('retries at once when asked (the browser came back online)', async () => {
    const server = controlledServer();
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: () => 60_000 });
    queue.tap(asha);
    await server.answer(offline());
    queue.retryNow();
    expect(server.send).toHaveBeenCalledTimes(2);
    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('replaces a waiting tap by a later one on the same fighter, and sends only the later', async () => {
    const server = controlledServer();
    const storage = memoryStorage();
    const queue = new AttendanceQueue({ send: server.send, storage, retryDelay: () => 5000 });

    queue.tap(asha);
    await server.answer(offline());
    queue.tap({ ...asha, mark: 'late' });
    expect(queue.getSnapshot()).toEqual([{ ...asha, mark: 'late', state: 'retrying' }]);
    expect(storage.stored()).toEqual([{ ...asha, mark: 'late' }]);
    expect(server.calls.map((call) => call.mark.mark)).toEqual(['late']);
    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([]);
    expect(server.send.mock.calls.map(([mark]) => mark.mark)).toEqual(['present', 'late']);
  });

  it('sends a tap made while the earlier one is on its way after it, and keeps the later mark', async () => {
    const server = controlledServer();
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: () => 5000 });
    const events: QueueEvent[] = [];
    queue.onSettled((event) => events.push(event));

    queue.tap(asha);
    queue.tap({ ...asha, mark: 'absent' });
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).toEqual([{ ...asha, mark: 'absent', state: 'saving' }]);

    // The answer to the first tap must not clear the second.
    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([{ ...asha, mark: 'absent', state: 'saving' }]);
    expect(server.calls.map((call) => call.mark.mark)).toEqual(['absent']);
    await server.answer(null);
    expect(queue.getSnapshot()).toEqual([]);
    expect(events.map((event) => event.mark.mark)).toEqual(['absent']);
  });

  it('keeps taps on different fighters apart', async () => {
    const server = controlledServer();
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: () => 5000 });
    queue.tap(asha);
    queue.tap({ ...asha, fighterId: 'f2', mark: 'absent' });
    expect(queue.getSnapshot().map((mark) => [mark.fighterId, mark.mark])).toEqual([
      ['f1', 'present'],
      ['f2', 'absent'],
    ]);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('drops a mark the server refuses for good and says why', async () => {
    const server = controlledServer();
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: () => 1000 });
    const events: QueueEvent[] = [];
    queue.onSettled((event) => events.push(event));
    queue.tap(asha);
    await server.answer(new ApiError('There is no session on that day.', 409));
    expect(queue.getSnapshot()).toEqual([]);
    expect(events).toEqual([{ kind: 'refused', mark: asha, message: 'There is no session on that day.' }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('outlives a reload: a new queue on the same storage sends what the old one still held', async () => {
    const storage = memoryStorage();
    const first = controlledServer();
    const before = new AttendanceQueue({ send: first.send, storage, retryDelay: () => 60_000 });
    before.tap(asha);
    await first.answer(offline());

    const second = controlledServer();
    const after = new AttendanceQueue({ send: second.send, storage, retryDelay: () => 60_000 });
    expect(after.getSnapshot()).toEqual([{ ...asha, state: 'saving' }]);
    // The same tap, with the same id: the server applies it once if the first attempt did reach it.
    expect(second.calls.map((call) => call.mark)).toEqual(first.send.mock.calls.map(([mark]) => mark));
    await second.answer(null);
    expect(storage.stored()).toEqual([]);
  });

  it('writes its marks back after an answer, so a refused login that cleared storage loses none', async () => {
    const server = controlledServer();
    const storage = memoryStorage();
    const queue = new AttendanceQueue({ send: server.send, storage, retryDelay: () => 60_000 });
    queue.tap(asha);
    // What clearSession does when the server refuses the token, before the call's error reaches the queue.
    storage.setItem(QUEUE_STORAGE_KEY, '[]');
    await server.answer(new ApiError('Your session has ended.', 401));
    expect(storage.stored()).toEqual([asha]);
    expect(queue.getSnapshot()).toEqual([{ ...asha, state: 'retrying' }]);
  });

  it('keeps a whole class taken offline through a reload, and sends each mark once when back online', async () => {
    const storage = memoryStorage();
    const server = flakyServer();
    server.state.online = false;
    const fighters = ['f1', 'f2', 'f3', 'f4'].map((fighterId) => ({ ...asha, fighterId }));
    // The page before the reload: gone before its first retry would have fired.
    const before = new AttendanceQueue({ send: server.send, storage, retryDelay: () => 3_600_000 });
    for (const mark of fighters.slice(0, 3)) before.tap(mark);
    await vi.advanceTimersByTimeAsync(0);

    // The page is reloaded with no connection: a new queue on the same storage, and one more tap.
    const after = new AttendanceQueue({ send: server.send, storage, retryDelay: () => 60_000 });
    after.tap(fighters[3]!);
    await vi.advanceTimersByTimeAsync(0);
    expect(after.getSnapshot().map((mark) => [mark.fighterId, mark.state])).toEqual([
      ['f1', 'retrying'],
      ['f2', 'retrying'],
      ['f3', 'retrying'],
      ['f4', 'retrying'],
    ]);
    expect(storage.stored()).toEqual(fighters);
    expect(server.audited).toEqual([]);

    server.state.online = true;
    server.send.mockClear();
    // The online event, and a second one with the retries' own timers as the connection settles.
    after.retryNow();
    after.retryNow();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.send.mock.calls.map(([mark]) => mark.fighterId)).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(server.audited).toEqual(fighters);
    expect(after.getSnapshot()).toEqual([]);
    expect(storage.stored()).toEqual([]);
  });

  it('sends a mark whose reply was lost again with the same id, so the server applies and audits it once', async () => {
    const server = flakyServer();
    server.state.loseReplies = true;
    const queue = new AttendanceQueue({ send: server.send, storage: memoryStorage(), retryDelay: () => 1000 });
    queue.tap(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toEqual([{ ...asha, state: 'retrying' }]);

    server.state.loseReplies = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getSnapshot()).toEqual([]);
    const [[first], [retry]] = server.send.mock.calls as [[SentMark], [SentMark]];
    expect(first.markId).toMatch(UUID);
    expect(retry).toEqual(first);
    expect(server.audited).toEqual([asha]);

    // A new tap on the same fighter is a new mark, with an id of its own.
    queue.tap({ ...asha, mark: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send.mock.calls[2]![0].markId).not.toBe(first.markId);
    expect(server.audited).toEqual([asha, { ...asha, mark: 'late' }]);
  });

  it('gives a mark stored before marks had ids an id, and keeps that id in storage', async () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([asha]));
    const server = controlledServer();
    new AttendanceQueue({ send: server.send, storage, retryDelay: () => 60_000 });
    await server.answer(offline());
    const sent = server.send.mock.calls[0]![0];
    expect(sent.markId).toMatch(UUID);
    expect(storage.storedIds()).toEqual([sent.markId]);
  });
});

describe('newMarkId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a version 4 UUID where randomUUID is missing (a page over plain http)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = [newMarkId(), newMarkId()];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
