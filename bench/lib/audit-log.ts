import fs from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { AUDIT_PAGE_SIZE, endpointUrl, ENDPOINTS, type AuditAction } from '@academy/contract';
import {
  auditCountQuery,
  auditEntriesQuery,
  type AuditFilter,
  type Db,
  type Dialect,
  migrateToLatest,
  newId,
  openDatabase,
} from '../../apps/server/test-support/index.ts';
import { loadRoute, type RouteLoad } from './load.ts';
import { onBothDatabases } from './postgres.ts';
import { startServer } from './server.ts';
import { benchLogin } from './login.ts';

export const AUDIT_ENTRIES = 10_000;
const FIGHTERS = 500;
/** The person the filtered page asks for: an account with about 1 in 500 of the entries, as a fighter would. */
export const AUDITED_PERSON = 'fighter7@bench.test';

export interface QueryPlan {
  name: string;
  sql: string;
  plan: string[];
}

export interface AuditLogBench {
  database: 'SQLite' | 'PostgreSQL';
  entries: number;
  load: RouteLoad[];
  plans: QueryPlan[];
}

/** What the academy's log holds most: logins, bookings and profile saves, then the admin's work. */
const MIX: AuditAction[] = [
  'fighter.login',
  'fighter.login',
  'fighter.login',
  'booking.create',
  'booking.create',
  'fighter.update',
  'fighter.loginFailed',
  'admin.login',
  'event.update',
  'gallery.create',
];

/** `count` entries over the last 180 days, written straight into the table as recordAudit writes them. */
async function seedEntries(db: Db, count: number) {
  const fighters = Array.from({ length: FIGHTERS }, (_, i) => ({ id: newId(), email: `fighter${i}@bench.test` }));
  const adminId = newId();
  const now = Date.now();
  const step = Math.floor((180 * 86_400_000) / count);
  const rows = Array.from({ length: count }, (_, i) => {
    const action = MIX[i % MIX.length]!;
    const fighter = fighters[i % FIGHTERS]!;
    const byAdmin = action.startsWith('admin.') || action.startsWith('event.') || action.startsWith('gallery.');
    return {
      id: newId(),
      at: new Date(now - i * step).toISOString(),
      actorRole: byAdmin ? 'admin' : 'fighter',
      actorId: byAdmin ? adminId : fighter.id,
      actorLabel: byAdmin ? 'bench-admin@academy.test' : fighter.email,
      ip: '203.0.113.7',
      action,
      subjectKind: action.split('.')[0]!,
      subjectId: byAdmin ? newId() : fighter.id,
      before: action.endsWith('update') ? JSON.stringify({ fullName: 'Bench Fighter' }) : null,
      after: JSON.stringify({ fullName: 'Bench Fighter (edited)', note: 'x'.repeat(80) }),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('auditLog')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** The database's own account of how it runs a query: EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL. */
export async function explain(db: Db, dialect: Dialect, name: string, query: { compile(): CompiledQuery }) {
  const compiled = query.compile();
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  const plan = rows.map((row) => String(dialect === 'sqlite' ? row.detail : Object.values(row)[0]));
  return { name, sql: compiled.sql, plan };
}

/** The two reads measured: the log's first page, and one person's first page; each with its total. */
async function explainReads(db: Db, dialect: Dialect): Promise<QueryPlan[]> {
  const page = { limit: AUDIT_PAGE_SIZE, offset: 0 };
  const person: AuditFilter = { person: AUDITED_PERSON };
  return [
    await explain(db, dialect, 'first page', auditEntriesQuery(db, {}, page)),
    await explain(db, dialect, 'first page: total', auditCountQuery(db, {})),
    await explain(db, dialect, 'one person', auditEntriesQuery(db, person, page)),
    await explain(db, dialect, 'one person: total', auditCountQuery(db, person)),
  ];
}

/**
 * Seeds a fresh database (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`) with `entries` audit entries,
 * explains the queries GetAuditLog runs, and loads the route with the production server (50 connections).
 * PostgreSQL is ANALYZEd first, as autovacuum would have done; SQLite gets no statistics, as the server never
 * gathers any.
 */
export async function auditLogBench(options: {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  entries: number;
  rounds: number;
  seconds: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<AuditLogBench> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const { db, dialect } = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let plans: QueryPlan[];
  try {
    await migrateToLatest(db);
    options.log(`  seeding ${options.entries} audit entries`);
    await seedEntries(db, options.entries);
    if (dialect === 'postgres') await sql`ANALYZE audit_log`.execute(db);
    plans = await explainReads(db, dialect);
  } finally {
    await db.destroy();
  }

  // The server makes the admin on its first start, as on a new install.
  const server = await startServer(
    {
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    options.port,
  );
  try {
    const { token } = await benchLogin(server.url, 'admin', options.admin);
    const headers = { 'x-auth-token': token };
    const routes = [
      { name: 'GetAuditLog, first page', key: 'audit-first', path: endpointUrl(ENDPOINTS.GetAuditLog), headers },
      {
        name: 'GetAuditLog, one person',
        key: 'audit-person',
        path: endpointUrl(ENDPOINTS.GetAuditLog, {}, { person: AUDITED_PERSON }),
        headers,
      },
    ];
    const load: RouteLoad[] = [];
    for (const route of routes) {
      options.log(`  ${route.name}`);
      load.push(await loadRoute(server, route, options.rounds, options.seconds));
    }
    return {
      database: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      entries: options.entries,
      load,
      plans,
    };
  } finally {
    await server.stop();
  }
}

/** auditLogBench on SQLite, then on a throw-away PostgreSQL database when one answers. */
export async function auditLogOnBothDatabases(options: {
  workDir: string;
  entries: number;
  rounds: number;
  seconds: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<AuditLogBench[]> {
  const { workDir, log, ...common } = options;
  return onBothDatabases({ workDir, name: 'audit log', folder: 'audit', ports: [3405, 3406], log }, (target) =>
    auditLogBench({ ...common, log, ...target }),
  );
}
