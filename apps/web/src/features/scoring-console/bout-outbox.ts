import type { BoutEvent, BoutLogReply } from '@academy/contract';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The console's log of each bout, kept on the device (decision 061): every tap is an event appended here first and
 * shown at once, then sent with AppendBoutEvents. What has not reached the server is sent again, with the same ids,
 * until it has: the server stores each id once, so a resend after a lost reply changes nothing. Nothing here ever
 * blocks a tap.
 */

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface BoutRef {
  eventId: string;
  categoryId: string;
  boutId: string;
}

export interface SendRequest {
  categoryId: string;
  boutId: string;
  events: BoutEvent[];
}

export interface OutboxOptions {
  storage: Storage | null;
  send: (request: SendRequest) => Promise<Pick<BoutLogReply, 'events'>>;
  /** Milliseconds before the nth retry. */
  retryDelay?: (attempt: number) => number;
}

/**
 * - 'idle': everything sent (or nothing to send);
 * - 'sending': a call is on its way;
 * - 'waiting': the last call failed (no connection, a server away): it is tried again after a pause;
 * - 'held': the server refused (409: the tatami is another console's, or the bout cannot take them): kept, not
 *   tried again until the console says so (`resume`).
 */
export type OutboxState = 'idle' | 'sending' | 'waiting' | 'held';

interface Kept {
  events: BoutEvent[];
  sent: string[];
}

const PREFIX = 'scoringConsole:log:';
export const keyOf = (bout: BoutRef) => `${PREFIX}${bout.eventId}:${bout.categoryId}:${bout.boutId}`;

/** 1, 2, 4, 8, 16 then every 30 seconds, a little early or late so that consoles do not retry in step. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);
}

class BoutLog {
  events: BoutEvent[] = [];
  sent = new Set<string>();
  sending = false;
  attempts = 0;
  timer: ReturnType<typeof setTimeout> | null = null;
  held: ApiError | null = null;

  constructor(
    readonly ref: BoutRef,
    kept: Kept | null,
  ) {
    if (kept) {
      this.events = kept.events;
      this.sent = new Set(kept.sent);
    }
  }

  unsent(): BoutEvent[] {
    return this.events.filter((event) => !this.sent.has(event.id));
  }
}

/** The device's logs of one tournament's bouts, and their sending. */
export class ConsoleOutbox {
  private readonly logs = new Map<string, BoutLog>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly eventId: string,
    private readonly options: OutboxOptions,
  ) {
    // Bouts of this tournament left with unsent taps (a reload, a crash, the next bout started offline).
    const storage = options.storage;
    if (!storage) return;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(`${PREFIX}${eventId}:`)) continue;
      const [categoryId, boutId] = key.slice(`${PREFIX}${eventId}:`.length).split(':');
      if (categoryId && boutId) this.log({ eventId, categoryId, boutId });
    }
  }

  private read(key: string): Kept | null {
    try {
      const kept = JSON.parse(this.options.storage?.getItem(key) ?? 'null') as Kept | null;
      return kept && Array.isArray(kept.events) && Array.isArray(kept.sent) ? kept : null;
    } catch {
      return null;
    }
  }

  private save(log: BoutLog) {
    try {
      this.options.storage?.setItem(keyOf(log.ref), JSON.stringify({ events: log.events, sent: [...log.sent] }));
    } catch {
      // Storage full or refused: the taps stay in memory and are sent while the page is open.
    }
  }

  private log(ref: BoutRef): BoutLog {
    const key = keyOf(ref);
    let log = this.logs.get(key);
    if (!log) {
      log = new BoutLog(ref, this.read(key));
      this.logs.set(key, log);
    }
    return log;
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every change of any log: a snapshot for useSyncExternalStore. */
  getVersion = () => this.version;

  /** The bout's events as the console shows them: the server's order for those it has, then the unsent ones. */
  events(ref: Omit<BoutRef, 'eventId'>): BoutEvent[] {
    return this.log({ eventId: this.eventId, ...ref }).events;
  }

  /** Taps not yet on the server, of every bout of the tournament. */
  unsentCount(): number {
    return [...this.logs.values()].reduce((sum, log) => sum + log.unsent().length, 0);
  }

  state(): OutboxState {
    const logs = [...this.logs.values()];
    if (logs.some((log) => log.held && log.unsent().length > 0)) return 'held';
    if (logs.some((log) => log.sending)) return 'sending';
    if (logs.some((log) => log.unsent().length > 0)) return 'waiting';
    return 'idle';
  }

  /** Why sending stopped, while it has: the server's refusal. */
  heldBy(): ApiError | null {
    return [...this.logs.values()].find((log) => log.held && log.unsent().length > 0)?.held ?? null;
  }

  /** The server's log of a bout, read on opening it: its events first, in its order, then the device's unsent. */
  merge(ref: Omit<BoutRef, 'eventId'>, serverEvents: readonly BoutEvent[]) {
    const log = this.log({ eventId: this.eventId, ...ref });
    const known = new Set(serverEvents.map((event) => event.id));
    const unsent = log.events.filter((event) => !known.has(event.id));
    log.events = [...serverEvents, ...unsent];
    log.sent = known;
    this.save(log);
    this.changed();
  }

  /** A tap: kept at once, then sent. */
  tap(ref: Omit<BoutRef, 'eventId'>, event: BoutEvent) {
    const log = this.log({ eventId: this.eventId, ...ref });
    log.events = [...log.events, event];
    this.save(log);
    this.changed();
    void this.flush(log);
  }

  /** Sends what is unsent now: after the network returns, after a take, on "Try again". Clears a refusal. */
  resume() {
    for (const log of this.logs.values()) {
      log.held = null;
      log.attempts = 0;
      if (log.timer) clearTimeout(log.timer);
      log.timer = null;
      void this.flush(log);
    }
    this.changed();
  }

  /** Stops the timers (the page is left); what is unsent stays on the device. */
  dispose() {
    for (const log of this.logs.values()) if (log.timer) clearTimeout(log.timer);
    this.listeners.clear();
  }

  private async flush(log: BoutLog): Promise<void> {
    if (log.sending || log.held || log.timer) return;
    const events = log.unsent();
    if (events.length === 0) return;
    log.sending = true;
    this.changed();
    try {
      const reply = await this.options.send({ categoryId: log.ref.categoryId, boutId: log.ref.boutId, events });
      log.sending = false;
      log.attempts = 0;
      const known = new Set(reply.events.map((stored) => stored.event.id));
      const stillUnsent = log.events.filter((event) => !known.has(event.id));
      log.events = [...reply.events.map((stored) => stored.event), ...stillUnsent];
      log.sent = known;
      this.save(log);
      this.changed();
      // Taps made while the call was on its way.
      void this.flush(log);
    } catch (error) {
      log.sending = false;
      // Written again: a refused login clears localStorage, and the taps must outlive that.
      this.save(log);
      const status = error instanceof ApiError ? error.httpStatus : 0;
      if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
        log.held = error as ApiError;
      } else {
        log.attempts++;
        log.timer = setTimeout(
          () => {
            log.timer = null;
            void this.flush(log);
          },
          (this.options.retryDelay ?? backoff)(log.attempts),
        );
      }
      this.changed();
    }
  }
}

/** The device's console id: made once (a random UUID) and kept. */
export function consoleIdOf(storage: Storage | null): string {
  const key = 'scoringConsole:id';
  const kept = storage?.getItem(key);
  if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
  const id = crypto.randomUUID();
  try {
    storage?.setItem(key, id);
  } catch {
    // Not kept: this page's id stands until a reload.
  }
  return id;
}
