import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIVE_HEARTBEAT_MS, type Language, type LiveBoard, type LiveBoutMessage } from '@academy/contract';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Deps, LiveFeed } from '../../deps.ts';
import type { Translator } from '../../i18n/translator.ts';
import { newId } from '../../lib/ids.ts';
import { buildLiveBoard } from './live-board.ts';
import { currentSeq, FEED_BATCH, feedAfter, markBoard, type BoutPayload, type FeedRow } from './live-rows.ts';

/**
 * A tournament's live feed (decision 060): numbered messages written in the transactions that change what the
 * screens show, and pushed to every open stream by each app server's hub.
 *
 * Writing (live-rows.ts): `markBoard` / `markBout` inside the writer's transaction, as its last statements; the
 * number comes from the tournament's counter row (an upsert `seq = seq + 1 ... RETURNING seq`), whose lock is held
 * until the commit, so numbers follow the commits' order and a reader never sees 7 before 6. After the commit the writer calls `changed`, which
 * wakes this server's streams and tells the other servers through Redis.
 *
 * Reading: each server's hub keeps its open streams by tournament. Woken (by a write here, a Redis message, or the
 * safety poll every POLL_MS, which covers Redis being away or a message lost), it reads the rows after the lowest
 * number its streams have, once, and sends each stream what it lacks: the rows' `bout` messages, or, when a `board`
 * row is among them, just the board at the last number (it includes what those bouts said).
 */

/** How often the hub reads the feed of the tournaments it streams even without being told: the safety net. */
export const POLL_MS = 5_000;
/** A board built for a number serves readers of that number this long (bounds what an unmarked change leaves). */
const BOARD_FRESH_MS = 5_000;
/** A stream whose client does not read what is sent is ended beyond this much unsent data. */
const MAX_BUFFERED = 1 << 20;

/** One Server-Sent Event. */
export const sseMessage = (event: string, id: number | null, data: unknown) =>
  `event: ${event}\n${id === null ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

interface Stream {
  eventId: string;
  language: Language;
  /** The display link it was opened by, or null for the public live page. */
  displayId: string | null;
  /** The feed number it has everything up to. */
  seq: number;
  res: ServerResponse;
}

interface Topic {
  streams: Set<Stream>;
  reading: boolean;
  again: boolean;
}

type Notice = { from: string; kind: 'feed'; eventId: string } | { from: string; kind: 'revoked'; displayId: string };

export interface LiveHubOptions {
  db: Db;
  translator: Translator;
  log: FastifyBaseLogger;
  /** Redis, to hear and tell the other servers; without it a single server still streams its own writes. */
  redis?: { publisher: Redis; subscriber: Redis; channel: string };
  pollMs?: number;
  heartbeatMs?: number;
}

/**
 * A server's live streams and the feed's writer side (Deps.liveFeed). One per app, built in app.ts.
 */
export class LiveHub implements LiveFeed {
  private readonly self = newId();
  private readonly topics = new Map<string, Topic>();
  private readonly boards = new Map<string, { made: number; board: Promise<LiveBoard> }>();
  private readonly timers: NodeJS.Timeout[] = [];
  private ended = false;

  constructor(private readonly options: LiveHubOptions) {
    const { redis } = options;
    if (redis) {
      redis.subscriber.on('message', (channel: string, text: string) => {
        if (channel !== redis.channel) return;
        const notice = JSON.parse(text) as Notice;
        if (notice.from === this.self) return;
        if (notice.kind === 'feed') this.wake(notice.eventId);
        else this.endDisplay(notice.displayId);
      });
      redis.subscriber.subscribe(redis.channel).catch(() => undefined);
    }
    const poll = setInterval(() => void this.poll(), options.pollMs ?? POLL_MS);
    const heartbeat = setInterval(() => this.heartbeat(), options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    poll.unref();
    heartbeat.unref();
    this.timers.push(poll, heartbeat);
  }

  markBoard(trx: DbOrTx, eventId: string): Promise<number> {
    return markBoard(trx, eventId);
  }

  /** After a commit that wrote feed rows: this server's streams read them, and the other servers are told. */
  changed(eventId: string): void {
    this.wake(eventId);
    this.publish({ from: this.self, kind: 'feed', eventId });
  }

  /** A display link was revoked: its streams here and on every other server say so and end. */
  revoked(displayId: string): void {
    this.endDisplay(displayId);
    this.publish({ from: this.self, kind: 'revoked', displayId });
  }

  /** How many streams this server has open (for tests and the log). */
  get streamCount(): number {
    let count = 0;
    for (const topic of this.topics.values()) count += topic.streams.size;
    return count;
  }

  /**
   * The tournament's board at feed number `seq` in a language, built once per number (and again after
   * BOARD_FRESH_MS, for what changes without a feed row: estimates, entries).
   */
  board(eventId: string, seq: number, language: Language): Promise<LiveBoard> {
    const key = `${eventId}\u0000${seq}\u0000${language}`;
    const now = Date.now();
    const cached = this.boards.get(key);
    // Stamped when handed out, not when built: nothing in the feed changed since, so the board is as true now, and
    // a screen runs a bout's clock from `at` (decision 062).
    const stamped = (board: Promise<LiveBoard>) => board.then((b) => ({ ...b, at: new Date().toISOString() }));
    if (cached && now - cached.made < BOARD_FRESH_MS) return stamped(cached.board);
    for (const [other, entry] of this.boards) if (now - entry.made >= BOARD_FRESH_MS) this.boards.delete(other);
    const board = buildLiveBoard(this.options.db, eventId, seq, (k, values) =>
      this.options.translator.t(language, k, values),
    );
    this.boards.set(key, { made: now, board });
    board.catch(() => this.boards.delete(key));
    return stamped(board);
  }

  /**
   * The board now: its number read first, so a change committed while it is built comes again in the stream
   * rather than being missed (a bout's events seen twice are merged by their seq).
   */
  async boardNow(eventId: string, language: Language): Promise<LiveBoard> {
    return this.board(eventId, await currentSeq(this.options.db, eventId), language);
  }

  /**
   * Serves a stream on a raw reply (the route has hijacked it): the headers, then what the page lacks (the rows
   * after `lastEventId` while the feed still has them all, else the board), then every message as it comes.
   */
  async open(
    res: ServerResponse,
    stream: { eventId: string; language: Language; displayId: string | null; lastEventId: number | null },
  ): Promise<void> {
    const { eventId, language, displayId, lastEventId } = stream;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx passes each message on at once instead of buffering the reply.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const client: Stream = { eventId, language, displayId, seq: 0, res };
    // Listened to first: a page may go away while what it lacks is being read.
    let gone = false;
    res.on('close', () => {
      gone = true;
      const topic = this.topics.get(eventId);
      topic?.streams.delete(client);
      if (topic?.streams.size === 0) this.topics.delete(eventId);
    });
    const db = this.options.db;
    const current = await currentSeq(db, eventId);
    let missed: FeedRow[] | null = null;
    if (lastEventId !== null && lastEventId <= current && current - lastEventId < FEED_BATCH) {
      const rows = await feedAfter(db, eventId, lastEventId);
      const until = rows.filter((row) => row.seq <= current);
      if (until.length === current - lastEventId) missed = until;
    }
    if (missed) {
      client.seq = lastEventId!;
      await this.send(client, missed);
    } else {
      const board = await this.board(eventId, current, language);
      this.write(client, sseMessage('board', current, board));
      client.seq = current;
    }
    if (gone) return;
    if (this.ended) {
      res.end();
      return;
    }
    const topic = this.topics.get(eventId) ?? { streams: new Set<Stream>(), reading: false, again: false };
    this.topics.set(eventId, topic);
    topic.streams.add(client);
    // Whatever was committed while it was being opened.
    this.wake(eventId);
  }

  /** Ends every stream (the server is stopping): pages reconnect to another server and resume. */
  endStreams(): void {
    this.ended = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const topic of this.topics.values()) for (const stream of topic.streams) stream.res.end();
    this.topics.clear();
  }

  private publish(notice: Notice): void {
    // Undelivered (Redis away), the other servers read the feed at their next poll.
    this.options.redis?.publisher.publish(this.options.redis.channel, JSON.stringify(notice)).catch(() => undefined);
  }

  private write(stream: Stream, text: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    if (stream.res.writableLength > MAX_BUFFERED) {
      stream.res.destroy();
      return;
    }
    stream.res.write(text);
  }

  /** Sends a stream the rows it lacks: the board at the last one when a board row is among them, else each bout. */
  private async send(stream: Stream, rows: readonly FeedRow[]): Promise<void> {
    const pending = rows.filter((row) => row.seq > stream.seq);
    const last = pending.at(-1)?.seq;
    if (last === undefined) return;
    if (pending.some((row) => row.kind === 'board')) {
      const board = await this.board(stream.eventId, last, stream.language);
      this.write(stream, sseMessage('board', last, board));
    } else {
      for (const row of pending) {
        const message: LiveBoutMessage = { seq: row.seq, ...(JSON.parse(row.payload!) as BoutPayload) };
        this.write(stream, sseMessage('bout', row.seq, message));
      }
    }
    stream.seq = Math.max(stream.seq, last);
  }

  /** Reads the tournament's new rows once for all its streams here; one read at a time, again if woken meanwhile. */
  private wake(eventId: string): void {
    const topic = this.topics.get(eventId);
    if (!topic) return;
    if (topic.reading) {
      topic.again = true;
      return;
    }
    topic.reading = true;
    topic.again = false;
    this.read(eventId, topic)
      .catch((error: unknown) => this.options.log.warn({ err: error, eventId }, 'live feed: reading failed'))
      .finally(() => {
        topic.reading = false;
        if (topic.again) this.wake(eventId);
      });
  }

  private async read(eventId: string, topic: Topic): Promise<void> {
    const streams = [...topic.streams];
    if (streams.length === 0) return;
    const from = Math.min(...streams.map((stream) => stream.seq));
    const rows = await feedAfter(this.options.db, eventId, from);
    if (rows.length === 0) return;
    if (rows.length === FEED_BATCH) topic.again = true;
    for (const stream of streams) await this.send(stream, rows);
  }

  /**
   * An event, not a comment: EventSource hands a page no comments, and a page that hears nothing for LIVE_SILENCE_MS
   * takes its stream for dead. Without an id, so it never moves a page's Last-Event-ID.
   */
  private heartbeat(): void {
    for (const topic of this.topics.values())
      for (const stream of topic.streams) this.write(stream, 'event: heartbeat\ndata: {}\n\n');
  }

  private async poll(): Promise<void> {
    for (const eventId of this.topics.keys()) this.wake(eventId);
    // A revocation whose message was lost still ends its screens.
    const displays = [...this.topics.values()].flatMap((topic) =>
      [...topic.streams].flatMap((stream) => (stream.displayId ? [stream.displayId] : [])),
    );
    if (displays.length === 0) return;
    try {
      const revoked = await this.options.db
        .selectFrom('tournamentDisplays')
        .select('id')
        .where('id', 'in', [...new Set(displays)])
        .where('revokedAt', 'is not', null)
        .execute();
      for (const row of revoked) this.endDisplay(row.id);
    } catch (error) {
      this.options.log.warn({ err: error }, 'live feed: checking display links failed');
    }
  }

  private endDisplay(displayId: string): void {
    for (const topic of this.topics.values()) {
      for (const stream of topic.streams) {
        if (stream.displayId !== displayId) continue;
        this.write(stream, sseMessage('revoked', null, { displayId }));
        stream.res.end();
      }
    }
  }
}

/** The hub app.ts built as Deps.liveFeed (a test or a tool may hand another LiveFeed: then there is no hub). */
export function liveHubOf(deps: Pick<Deps, 'liveFeed'>): LiveHub {
  if (!(deps.liveFeed instanceof LiveHub)) throw new Error('the live feed is not a LiveHub');
  return deps.liveFeed;
}

/**
 * A tournament's live board as it stands now, in a language: its feed number read first, then the board for that
 * number, built once per number and language (and again after 5 s) on this server. What GetLiveBoard, GetDisplay
 * and a tatami's console answer. 404 for no such event or tournament.
 */
export function liveBoard(deps: Pick<Deps, 'liveFeed'>, eventId: string, language: Language): Promise<LiveBoard> {
  return liveHubOf(deps).boardNow(eventId, language);
}
