import { useSyncExternalStore } from 'react';
import { ATTENDANCE_MARKS, type AttendanceMark, type AttendanceReply } from '@academy/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { markAttendance } from '../api/mark-attendance.ts';

/** One tap on the roster, waiting to reach the server. */
export interface QueuedMark {
  batchId: string;
  day: string;
  fighterId: string;
  mark: AttendanceMark;
}

/** A mark as it goes to the server: with its tap's id, the same on every retry, so the server applies it once. */
export interface SentMark extends QueuedMark {
  markId: string;
}

/** A queued mark as a screen shows it: on its way for the first time, or failed at least once and waiting to retry. */
export interface PendingMark extends QueuedMark {
  state: 'saving' | 'retrying';
}

export type QueueEvent =
  { kind: 'saved'; mark: QueuedMark; reply: AttendanceReply } | { kind: 'refused'; mark: QueuedMark; message: string };

interface Entry extends SentMark {
  /**
   * Bumped by each tap on the same fighter that day, so a reply to an earlier tap never clears a later one. Each
   * version is a new tap with its own markId.
   */
  version: number;
  attempts: number;
  sending: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface QueueOptions {
  send: (mark: SentMark) => Promise<AttendanceReply>;
  /** Where the queue survives a reload; null where the browser gives none (a private window with storage off). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Milliseconds before the nth retry. */
  retryDelay?: (attempt: number) => number;
}

export const QUEUE_STORAGE_KEY = 'attendanceQueue';

/** 1, 2, 4, 8, 16 then every 30 seconds, each a little early or late so that many phones do not retry in step. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);
}

/**
 * A refusal is final: the server understood the mark and will not take it (not a class day, not in the batch).
 * Anything else (no connection, a timeout, a busy or restarting server, an expired login) is tried again.
 */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const status = error.httpStatus;
  const final = status >= 400 && status < 500 && ![401, 408, 429].includes(status);
  return final ? error.message : null;
}

const keyOf = (mark: QueuedMark) => `${mark.batchId}|${mark.day}|${mark.fighterId}`;

/**
 * A random (version 4) UUID. crypto.randomUUID exists only in a secure context; getRandomValues everywhere, so a
 * phone on the academy's Wi-Fi trying the site over plain http still marks.
 */
export function newMarkId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stored mark; one stored before marks had ids gets one now. */
function storedMark(value: unknown): SentMark | null {
  const stored = value as Partial<SentMark> | null;
  if (
    typeof stored?.batchId !== 'string' ||
    typeof stored.day !== 'string' ||
    typeof stored.fighterId !== 'string' ||
    !ATTENDANCE_MARKS.includes(stored.mark as AttendanceMark)
  ) {
    return null;
  }
  const { batchId, day, fighterId, mark, markId } = stored as QueuedMark & { markId?: unknown };
  return { batchId, day, fighterId, mark, markId: typeof markId === 'string' && markId ? markId : newMarkId() };
}

/**
 * The instructor's taps, kept until the server has each one: in memory and in localStorage (a reload, a closed tab
 * or a dead battery keeps them), sent at once, retried with backoff while they fail, and all retried when the
 * browser comes back online. A later tap on the same fighter and day replaces the one still waiting. Each tap keeps
 * its id through retries and reloads, so one that reached the server before its reply was lost is not applied twice.
 */
export class AttendanceQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: QueueEvent) => void>();
  private snapshot: readonly PendingMark[] = [];
  private readonly retryDelay: (attempt: number) => number;

  constructor(private readonly options: QueueOptions) {
    this.retryDelay = options.retryDelay ?? backoff;
    for (const mark of this.load()) this.entries.set(keyOf(mark), this.entryOf(mark));
    this.refresh();
    for (const key of this.entries.keys()) void this.send(key);
  }

  /** Marks a fighter: shown at once by the screens, saved as soon as the server can be reached. */
  tap(mark: QueuedMark): void {
    const key = keyOf(mark);
    const entry = this.entries.get(key);
    if (entry) {
      entry.mark = mark.mark;
      entry.markId = newMarkId();
      entry.version += 1;
    } else {
      this.entries.set(key, this.entryOf({ ...mark, markId: newMarkId() }));
    }
    this.persist();
    this.refresh();
    // A tap whose earlier one is in flight goes when that one answers (see send).
    if (!entry?.sending) void this.send(key);
  }

  /** Sends every waiting mark now: the browser is back online, or the instructor asked. */
  retryNow(): void {
    for (const [key, entry] of this.entries) if (!entry.sending) void this.send(key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly PendingMark[] => this.snapshot;

  /** Hears each mark the server saved or refused. */
  onSettled(listener: (event: QueueEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private entryOf(mark: SentMark): Entry {
    const { batchId, day, fighterId, markId } = mark;
    return { batchId, day, fighterId, mark: mark.mark, markId, version: 0, attempts: 0, sending: false, timer: null };
  }

  private async send(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.sending) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.sending = true;
    const version = entry.version;
    const { batchId, day, fighterId, mark, markId } = entry;
    const sent: QueuedMark = { batchId, day, fighterId, mark };
    let event: QueueEvent | null = null;
    try {
      const reply = await this.options.send({ ...sent, markId });
      if (entry.version === version) {
        this.entries.delete(key);
        event = { kind: 'saved', mark: sent, reply };
      }
    } catch (error) {
      const refused = refusal(error);
      if (entry.version === version && refused !== null) {
        this.entries.delete(key);
        event = { kind: 'refused', mark: sent, message: refused };
      } else if (entry.version === version) {
        entry.attempts += 1;
        entry.timer = setTimeout(() => void this.send(key), this.retryDelay(entry.attempts));
      }
    }
    entry.sending = false;
    // Written again after every answer: a refused login clears localStorage, and the marks must outlive that too.
    this.persist();
    this.refresh();
    if (event) for (const listener of this.eventListeners) listener(event);
    // Tapped again while this one was on its way: the newer mark goes now.
    if (this.entries.get(key) === entry && entry.version !== version) void this.send(key);
  }

  private load(): SentMark[] {
    try {
      const stored: unknown = JSON.parse(this.options.storage?.getItem(QUEUE_STORAGE_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.map(storedMark).filter((mark) => mark !== null) : [];
    } catch {
      return [];
    }
  }

  private persist(): void {
    const marks = [...this.entries.values()].map(({ batchId, day, fighterId, mark, markId }) => ({
      batchId,
      day,
      fighterId,
      mark,
      markId,
    }));
    try {
      this.options.storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(marks));
    } catch {
      // Storage full or refused: the marks stay in memory and are still sent.
    }
  }

  private refresh(): void {
    this.snapshot = [...this.entries.values()].map(({ batchId, day, fighterId, mark, attempts }) => ({
      batchId,
      day,
      fighterId,
      mark,
      state: attempts > 0 ? 'retrying' : 'saving',
    }));
    for (const listener of this.listeners) listener();
  }
}

let shared: AttendanceQueue | null = null;

/**
 * The one queue of this tab. It lives as long as the page (leaving the attendance screen does not stop it) and
 * starts with whatever an earlier visit left in storage.
 */
export function attendanceQueue(): AttendanceQueue {
  if (!shared) {
    const queue = new AttendanceQueue({ send: markAttendance, storage: window.localStorage });
    window.addEventListener('online', () => queue.retryNow());
    shared = queue;
  }
  return shared;
}

/** The marks of a batch (of one class day, given its day) still on their way; re-renders as they change. */
export function usePendingMarks(batchId: string, day?: string): PendingMark[] {
  const queue = attendanceQueue();
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return all.filter((mark) => mark.batchId === batchId && (day === undefined || mark.day === day));
}
