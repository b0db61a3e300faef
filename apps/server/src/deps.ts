import type { FastifyBaseLogger } from 'fastify';
import type { CompetitionCertificateCheck, Language, MyWaitlistEntry } from '@academy/contract';
import type { Config } from './config.ts';
import type { Db, DbOrTx, Dialect } from './db/database.ts';
import type { StorageAlarm } from './db/storage-alarm.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { SessionStore } from './security/sessions.ts';
import type { TokenService } from './security/tokens.ts';
import type { Translator } from './i18n/translator.ts';
import type { ImageStore } from './storage/image-store.ts';

/**
 * Everything a service may use, built once by buildApp (app.ts) and decorated onto the app. A service function
 * takes `deps: Pick<Deps, ...>` first, naming only what it uses: a route passes `app`, which has all of it, and a
 * command-line tool or a test passes a plain object with just those. Query functions take `db: DbOrTx` instead,
 * so they also run inside a caller's transaction.
 */
export interface Deps {
  config: Config;
  db: Db;
  dialect: Dialect;
  images: ImageStore;
  jobs: JobRunner;
  tokens: TokenService;
  /** Whether a token's session is still valid; ends sessions (see security/sessions.ts). */
  sessions: SessionStore;
  storageAlarm: StorageAlarm;
  /** The product's messages in each language, for what is written outside a reply (emails). */
  translator: Translator;
  /** The events' waiting lists, as bookings use them (see WaitingLine). */
  waitingLine: WaitingLine;
  /** Tournament entries, as bookings touch them (see TournamentEntries). */
  tournamentEntries: TournamentEntries;
  /** Tournaments' certificates, as the public check of a certificate number reads them (see CompetitionCertificates). */
  competitionCertificates: CompetitionCertificates;
  /** The tournaments' live feed, as the writers that change a live board mark it (see LiveFeed). */
  liveFeed: LiveFeed;
  log: FastifyBaseLogger;
}

/** An event as the next person in its line is offered a seat of it. */
export interface FreedSeatEvent {
  id: string;
  eventName: string;
  eventDateTime: string;
  address: string;
  entryFee: number;
  offerHours: number;
  /** Its texts in other languages, as stored (decision 048): the offer is written in the waiting family's. */
  translations: string | null;
}

/**
 * The waiting lists as the bookings module uses them: a seat given back goes to the next in line, and a family's
 * bookings page lists its places. The waiting list books a claimed offer through bookings, so bookings reach it
 * through this member, built in app.ts from modules/waitlist (waiting-line.ts), rather than by importing it: each
 * module then imports only the modules below it.
 */
export interface WaitingLine {
  /**
   * Offers a freed seat to the next person waiting, in the caller's transaction, which holds the event's row lock.
   * False when nobody is waiting: the seat is then the caller's to release.
   */
  offerSeat(trx: DbOrTx, event: FreedSeatEvent, now: string): Promise<boolean>;
  /** The places an account holds or held in waiting lists, with where each stands now. */
  placesOf(db: DbOrTx, accountId: string, language: Language): Promise<MyWaitlistEntry[]>;
}

export interface TournamentEntries {
  /**
   * A cancelled booking's athlete leaves the tournament's categories not yet drawn, in the cancellation's
   * transaction. Handed over rather than imported: tournaments build on bookings, not the other way round.
   */
  withdrawOfBooking(trx: DbOrTx, bookingId: string, now: string): Promise<void>;
}

export interface CompetitionCertificates {
  /**
   * The public check of a competition certificate's number, its category named in `language`; null when no
   * competition certificate has it. Rank and competition certificates share one number series, and the ranks
   * module answers the check: handed over rather than imported, as tournaments build on ranks.
   */
  check(db: DbOrTx, number: string, language: Language): Promise<CompetitionCertificateCheck | null>;
}

/**
 * The competition day's live feed (decision 060) as writers outside the competition-day module reach it: tournaments
 * (a result, a kata score, a draw published) changes what the live board shows, and tournaments is below
 * competition-day, so it is handed the feed rather than importing it. Built in app.ts (competition-day/live-feed.ts).
 */
export interface LiveFeed {
  /**
   * The tournament's board changed: a feed row with the tournament's next number, in the writer's transaction and
   * as its last statement (the number's row lock is then held only until the commit). Answers the number.
   */
  markBoard(trx: DbOrTx, eventId: string): Promise<number>;
  /** After the commit: every server's open streams of the tournament read the feed's new rows. */
  changed(eventId: string): void;
  /** Ends every open stream (the server is stopping); their pages reconnect and resume elsewhere. */
  endStreams(): void;
}

declare module 'fastify' {
  // Fastify has its own `log`; everything else the app is decorated with is declared once, by Deps. An empty
  // interface is how a module augmentation adds a supertype.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends Omit<Deps, 'log'> {}
}
