import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceReply } from '@academy/contract';
import { ApiError } from '../../lib/api-client.ts';
import { AttendanceQueue, QUEUE_STORAGE_KEY, type QueuedMark, type QueueEvent } from './attendance-queue.ts';

const asha: QueuedMark = { batchId: 'b1', day: '2026-05-11', fighterId: 'f1', mark: 'present' };

const reply = (mark: QueuedMark): AttendanceReply => ({
  status: 1,
  message: 'Attendance saved.',
  entry: { ...mark, markedAt: '2026-05-11T12:40:00.000Z', method: 'tap' },
});

/** A server whose next answers the test decides: each call waits until settled by `answer`. */
function controlledServer() {
  const calls: { mark: QueuedMark; settle: (outcome: Error | null) => void }[] = [];
  const send = vi.fn(
    (mark: QueuedMark) =>
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
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    stored: () => JSON.parse(items.get(QUEUE_STORAGE_KEY) ?? '[]') as QueuedMark[],
  };
}

const offline = () => new TypeError('Failed to fetch');

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
    expect(second.send).toHaveBeenCalledWith(asha);
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
});
