import { describe, expect, it } from 'vitest';
import { academyToday, addDays, type SessionReply } from '@academy/contract';
import { keepSession, keptSession, ROSTERS_STORAGE_KEY } from './offline-rosters.ts';

const today = academyToday();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    kept: () => (JSON.parse(items.get(ROSTERS_STORAGE_KEY) ?? '[]') as SessionReply[]).map((s) => s.batch.id),
  };
}

/** A session as GetSession answers it; only what the copies are told apart by matters here. */
const session = (batchId: string, day = today, fullName = 'Asha Rao') =>
  ({
    status: 1,
    message: 'Session fetched.',
    batch: { id: batchId },
    day,
    held: true,
    closedReason: null,
    roster: [{ fighterId: 'f1', fullName, photoThumbnailUrl: null, mark: null, markedAt: null, method: null }],
  }) as unknown as SessionReply;

describe('the rosters kept for offline use', () => {
  it("keeps today's session of each batch, the latest load replacing the one before", () => {
    const storage = memoryStorage();
    keepSession(session('b1'), storage);
    keepSession(session('b2'), storage);
    keepSession(session('b1', today, 'Asha Rao Patil'), storage);
    expect(storage.kept()).toEqual(['b2', 'b1']);
    expect(keptSession('b1', today, storage)?.roster[0]!.fullName).toBe('Asha Rao Patil');
    expect(keptSession('b3', today, storage)).toBeNull();
  });

  it('keeps no other day, and drops the copies of an earlier day at the next write', () => {
    const yesterday = addDays(today, -1);
    const storage = memoryStorage();
    keepSession(session('b1', yesterday), storage);
    expect(storage.kept()).toEqual([]);
    storage.setItem(ROSTERS_STORAGE_KEY, JSON.stringify([session('b1', yesterday)]));
    expect(keptSession('b1', yesterday, storage)).toBeNull();
    keepSession(session('b2'), storage);
    expect(storage.kept()).toEqual(['b2']);
  });

  it('keeps at most twelve sessions, the oldest going first', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 14; n += 1) keepSession(session(`b${n}`), storage);
    expect(storage.kept()).toEqual(Array.from({ length: 12 }, (_, i) => `b${i + 3}`));
  });

  it('reads nothing from a broken or missing store', () => {
    const storage = memoryStorage();
    storage.setItem(ROSTERS_STORAGE_KEY, '{not json');
    expect(keptSession('b1', today, storage)).toBeNull();
    expect(keptSession('b1', today, null)).toBeNull();
  });
});
