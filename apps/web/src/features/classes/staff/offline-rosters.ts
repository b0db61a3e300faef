import { academyToday, type ClassDayReply } from '@academy/contract';

export const ROSTERS_STORAGE_KEY = 'attendanceRosters';

/** More than an instructor takes in a day; the oldest goes first. */
const MAX_KEPT = 12;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null): ClassDayReply[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(ROSTERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ClassDayReply[]) : [];
  } catch {
    return [];
  }
}

const sameClassDay = (a: ClassDayReply, b: { batch: { id: string }; day: string }) =>
  a.batch.id === b.batch.id && a.day === b.day;

/**
 * Keeps today's class day of a batch on this phone, as the server last sent it, so the attendance screen can show its
 * roster with no connection (decision 042). Only today's: yesterday's copies are dropped on the next write. It lives in
 * localStorage, which logging out clears, and never in the service worker's cache.
 */
export function keepClassDay(classDay: ClassDayReply, storage: Storage | null = browserStorage()): void {
  if (classDay.day !== academyToday()) return;
  const others = read(storage).filter((kept) => kept.day === classDay.day && !sameClassDay(kept, classDay));
  try {
    storage?.setItem(ROSTERS_STORAGE_KEY, JSON.stringify([...others.slice(-(MAX_KEPT - 1)), classDay]));
  } catch {
    // Storage full or refused: the screen still works online.
  }
}

/** The copy of a batch's class day kept on this phone, if it is today's. */
export function keptClassDay(
  batchId: string,
  day: string,
  storage: Storage | null = browserStorage(),
): ClassDayReply | null {
  if (day !== academyToday()) return null;
  return read(storage).find((kept) => sameClassDay(kept, { batch: { id: batchId }, day })) ?? null;
}
