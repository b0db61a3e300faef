import { describe, expect, it } from 'vitest';
import { academyToday, addDays, type ClassDayReply } from '@academy/contract';
import { keepClassDay, keptClassDay, ROSTERS_STORAGE_KEY } from './offline-rosters.ts';

const today = academyToday();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    kept: () => (JSON.parse(items.get(ROSTERS_STORAGE_KEY) ?? '[]') as ClassDayReply[]).map((s) => s.batch.id),
  };
}

/** A class day as GetClassDay answers it; only what the copies are told apart by matters here. */
const classDay = (batchId: string, day = today, fullName = 'Asha Rao') =>
  ({
    status: 1,
    message: 'Session fetched.',
    batch: { id: batchId },
    day,
    held: true,
    closedReason: null,
    roster: [{ fighterId: 'f1', fullName, photoThumbnailUrl: null, mark: null, markedAt: null, method: null }],
  }) as unknown as ClassDayReply;

describe('the rosters kept for offline use', () => {
  it("keeps today's class day of each batch, the latest load replacing the one before", () => {
    const storage = memoryStorage();
    keepClassDay(classDay('b1'), storage);
    keepClassDay(classDay('b2'), storage);
    keepClassDay(classDay('b1', today, 'Asha Rao Patil'), storage);
    expect(storage.kept()).toEqual(['b2', 'b1']);
    expect(keptClassDay('b1', today, storage)?.roster[0]!.fullName).toBe('Asha Rao Patil');
    expect(keptClassDay('b3', today, storage)).toBeNull();
  });

  it('keeps no other day, and drops the copies of an earlier day at the next write', () => {
    const yesterday = addDays(today, -1);
    const storage = memoryStorage();
    keepClassDay(classDay('b1', yesterday), storage);
    expect(storage.kept()).toEqual([]);
    storage.setItem(ROSTERS_STORAGE_KEY, JSON.stringify([classDay('b1', yesterday)]));
    expect(keptClassDay('b1', yesterday, storage)).toBeNull();
    keepClassDay(classDay('b2'), storage);
    expect(storage.kept()).toEqual(['b2']);
  });

  it('keeps at most twelve class days, the oldest going first', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 14; n += 1) keepClassDay(classDay(`b${n}`), storage);
    expect(storage.kept()).toEqual(Array.from({ length: 12 }, (_, i) => `b${i + 3}`));
  });

  it('reads nothing from a broken or missing store', () => {
    const storage = memoryStorage();
    storage.setItem(ROSTERS_STORAGE_KEY, '{not json');
    expect(keptClassDay('b1', today, storage)).toBeNull();
    expect(keptClassDay('b1', today, null)).toBeNull();
  });
});
