import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type Migration,
  type TransactionSettings,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import * as initial from './migrations/001-initial.ts';
import * as resilience from './migrations/002-jobs-sessions-resets.ts';
import * as auditLog from './migrations/004-audit-log.ts';
import * as fighterLanguage from './migrations/005-fighter-language.ts';
import * as bookingAttendees from './migrations/007-booking-attendees.ts';
import * as familiesConsents from './migrations/009-families-consents.ts';
import * as classesAttendance from './migrations/010-classes-attendance.ts';
import * as ranksGradings from './migrations/011-ranks-gradings.ts';
import * as attendanceCoveringIndexes from './migrations/012-attendance-covering-indexes.ts';
import * as payments from './migrations/013-payments.ts';
import * as eventsBeyondTickets from './migrations/014-events-beyond-tickets.ts';
import * as moneyInvariants from './migrations/015-money-invariants.ts';
import * as paymentLinkSecret from './migrations/016-payment-link-secret.ts';
import * as auditPeople from './migrations/017-audit-people.ts';
import * as twoFactor from './migrations/019-two-factor.ts';
import * as indianMobilesAndLeads from './migrations/020-indian-mobiles-and-leads.ts';
import * as accountHolderTrains from './migrations/021-account-holder-trains.ts';
import * as attendanceMarkIds from './migrations/022-attendance-mark-ids.ts';
import * as staffRoles from './migrations/023-staff-roles.ts';
import * as fourthKyu from './migrations/024-fourth-kyu.ts';
import * as academyTexts from './migrations/025-academy-texts-in-each-language.ts';
import * as tournaments from './migrations/026-tournaments.ts';
import * as athleteBookings from './migrations/027-athlete-bookings.ts';
import * as competitionCertificates from './migrations/028-competition-certificates.ts';
import * as tatamis from './migrations/029-tatamis.ts';
import * as boutLogs from './migrations/030-bout-logs.ts';
import * as liveFeed from './migrations/031-live-feed.ts';
import * as tatamiConsoles from './migrations/032-tatami-consoles.ts';
import * as messages from './migrations/033-messages.ts';
import * as leadMessages from './migrations/034-lead-messages.ts';
import * as attendanceTallies from './migrations/035-attendance-tallies.ts';

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

/** Where the database reports what it cannot act on itself (an idle connection dropped by the server). */
export type DatabaseWarn = (error: unknown, message: string) => void;

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-jobs-sessions-resets': resilience,
  '004-audit-log': auditLog,
  '005-fighter-language': fighterLanguage,
  '007-booking-attendees': bookingAttendees,
  '009-families-consents': familiesConsents,
  '010-classes-attendance': classesAttendance,
  '011-ranks-gradings': ranksGradings,
  '012-attendance-covering-indexes': attendanceCoveringIndexes,
  '013-payments': payments,
  '014-events-beyond-tickets': eventsBeyondTickets,
  '015-money-invariants': moneyInvariants,
  '016-payment-link-secret': paymentLinkSecret,
  '017-audit-people': auditPeople,
  '019-two-factor': twoFactor,
  '020-indian-mobiles-and-leads': indianMobilesAndLeads,
  '021-account-holder-trains': accountHolderTrains,
  '022-attendance-mark-ids': attendanceMarkIds,
  '023-staff-roles': staffRoles,
  '024-fourth-kyu': fourthKyu,
  '025-academy-texts-in-each-language': academyTexts,
  '026-tournaments': tournaments,
  '027-athlete-bookings': athleteBookings,
  '028-competition-certificates': competitionCertificates,
  '029-tatamis': tatamis,
  '030-bout-logs': boutLogs,
  '031-live-feed': liveFeed,
  '032-tatami-consoles': tatamiConsoles,
  '033-messages': messages,
  '034-lead-messages': leadMessages,
  '035-attendance-tallies': attendanceTallies,
};

// PostgreSQL returns BIGINT (count) as text; our counts are far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * A failed COMMIT leaves nothing to roll back (SQLite has already undone it; a dropped PostgreSQL connection has
 * lost it), and the ROLLBACK's own error ("cannot rollback - no transaction is active") would replace the real
 * cause (disk full, connection terminated) in the log and in the reply. This driver keeps the first error.
 */
class FirstErrorDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly warn: DatabaseWarn,
  ) {}
  init() {
    return this.inner.init();
  }
  acquireConnection() {
    return this.inner.acquireConnection();
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction(connection);
    } catch (error) {
      // SQLite undoes a transaction itself on SQLITE_FULL and friends; there is then nothing to say.
      if (/no transaction is active/.test((error as Error).message)) return;
      this.warn(error, 'rollback failed after an earlier error; the earlier error is the cause');
    }
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** The dialect, its driver wrapped so that a failed ROLLBACK never hides the error that caused it. */
function keepingFirstError(dialect: KyselyDialect, warn: DatabaseWarn): KyselyDialect {
  return {
    createDriver: () => new FirstErrorDriver(dialect.createDriver(), warn),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * The database's names are snake_case and ours camelCase: the plugin renames every table and column a query
 * builder names, and every column of every result row. Text inside a raw `sql` template is sent as written.
 */
function openKysely(dialect: KyselyDialect, warn: DatabaseWarn): Db {
  return new Kysely<Database>({ dialect: keepingFirstError(dialect, warn), plugins: [new CamelCasePlugin()] });
}

/** How long opening a PostgreSQL connection may take before the request waiting for it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a request may wait in line for a free pooled connection. node-postgres bounds the line and the
 * connecting with one setting; in a booking rush (500 at once on 10 connections, seconds on a busy machine) the
 * connect timeout once answered 503 to people merely in line. The line gets its own, longer bound.
 */
const POOL_WAIT_MS = 60_000;

/** A pool client whose connecting keeps the short timeout while the pool's line has the long one. */
class QuicklyConnectingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function openPostgres(databaseUrl: string, warn: DatabaseWarn): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: QuicklyConnectingClient,
    keepAlive: true,
  });
  // A connection that PostgreSQL closes (restart, failover, pg_terminate_backend, idle timeout) emits 'error':
  // on the pool while idle, on the client while a request holds it between two queries. Without a listener Node
  // treats either as an unhandled 'error' event and the process exits. The request holding it fails with the
  // connection error (503), the pool drops the connection, and the next query opens a new one.
  pool.on('error', (error) => warn(error, 'an idle PostgreSQL connection was closed; the pool will reconnect'));
  pool.on('connect', (client) => {
    client.on('error', (error) => warn(error, 'a PostgreSQL connection in use was closed; its request fails'));
  });
  return {
    db: openKysely(new PostgresDialect({ pool }), warn),
    dialect: 'postgres',
  };
}

function openSqlite(dataDir: string, synchronous: 'FULL' | 'NORMAL', warn: DatabaseWarn): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'academy.db');
  // The file holds personal data: only the server's user may read it. SQLite gives the -wal and -shm files
  // the database file's mode, so creating it 0600 covers all three.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // FULL (the default): every commit is synced to the disk before it is acknowledged, so an acknowledged booking
  // survives a power loss too. NORMAL (SQLITE_SYNCHRONOUS=NORMAL) skips that sync: in WAL mode a commit still
  // survives a crash of the process (crash.test.ts kills it) but the last ones may be lost with power.
  // BENCHMARKS.md has what FULL costs in bookings per second.
  database.pragma(`synchronous = ${synchronous}`);
  return {
    db: openKysely(new SqliteDialect({ database: withStatementCache(database) }), warn),
    dialect: 'sqlite',
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  warn?: DatabaseWarn;
}): DatabaseHandle {
  const warn: DatabaseWarn = options.warn ?? ((error, message) => console.warn(message, error));
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, warn)
    : openSqlite(options.dataDir, options.sqliteSynchronous ?? 'FULL', warn);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Migrations name the real snake_case tables and columns, so they build the same schema they always did.
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this version has that the database has not applied yet (empty when it is up to date). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => MIGRATIONS } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** True when the error is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when the error is PostgreSQL's foreign-key violation on the named constraint: the row it refers to went after
 * this transaction read it (SQLite runs one writing transaction at a time, so there it cannot).
 */
export function violatesForeignKey(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23503' && e.constraint === constraint;
}

/**
 * Whether PostgreSQL broke a deadlock by ending this transaction: run again, it waits for the other one instead
 * (SQLite runs one writing transaction at a time and never deadlocks).
 */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '40P01';
}

/**
 * Runs a transaction's work again when PostgreSQL ended it to break a deadlock, up to `attempts` times in all. Only
 * for work whose every effect is inside the transaction: a run that was ended left nothing behind.
 */
export async function againAfterDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

/** Whether a connection or transaction is SQLite's: PostgreSQL-only clauses (FOR UPDATE) are left out there. */
export function isSqlite(db: DbOrTx): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
