import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import * as initial from '../src/db/migrations/001-initial.ts';
import * as resilience from '../src/db/migrations/002-jobs-sessions-resets.ts';
import * as auditLog from '../src/db/migrations/004-audit-log.ts';
import * as fighterLanguage from '../src/db/migrations/005-fighter-language.ts';
import * as bookingAttendees from '../src/db/migrations/007-booking-attendees.ts';
import * as familiesConsents from '../src/db/migrations/009-families-consents.ts';
import * as classesAttendance from '../src/db/migrations/010-classes-attendance.ts';
import * as ranksGradings from '../src/db/migrations/011-ranks-gradings.ts';
import * as attendanceCoveringIndexes from '../src/db/migrations/012-attendance-covering-indexes.ts';
import * as payments from '../src/db/migrations/013-payments.ts';
import * as eventsBeyondTickets from '../src/db/migrations/014-events-beyond-tickets.ts';
import { personal, recordAudit, systemActor } from '../src/audit/audit-log.ts';
import { throwAwayDatabase } from './helpers/throw-away-database.ts';
import { testDialect } from './helpers/test-app.ts';

/**
 * Migration 017 on a database that already has audit entries: they keep their values and declare nobody (people
 * null, the erasure's fallback), new entries declare theirs, and the retention run's deletion of an entry takes
 * its audit_people rows with it.
 */
describe(`the audit people migration on ${testDialect}`, () => {
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> } | null;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-audit-people-'));
    database = process.env.TEST_DATABASE_URL
      ? await throwAwayDatabase(process.env.TEST_DATABASE_URL, 'academy_audit_people')
      : null;
    const { db } = openDatabase({ databaseUrl: database?.url, dataDir });
    const before = {
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
    };
    const migrated = await new Migrator({
      db: db.withoutPlugins(),
      provider: { getMigrations: async () => before },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await sql`insert into audit_log (id, at, actor_role, action, subject_kind, subject_id, after)
      values ('old-entry', '2026-01-01T00:00:00.000Z', 'system', 'fighter.signUp', 'fighter', 'p1',
        '{"fullName":"Old Entry"}')`.execute(db);
    await db.destroy();
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
      }),
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the old entries undeclared, declares the new ones, and deletes their rows with them', async () => {
    const old = await app.db.selectFrom('auditLog').selectAll().where('id', '=', 'old-entry').executeTakeFirstOrThrow();
    expect(old).toMatchObject({ after: '{"fullName":"Old Entry"}', people: null });

    await recordAudit(app.db, systemActor('test'), {
      action: 'fighter.signUp',
      subject: { kind: 'fighter', id: 'p2' },
      after: { fullName: personal('p2', 'New Entry'), invitedByAdmin: true },
    });
    const fresh = await app.db
      .selectFrom('auditLog')
      .select(['id', 'after', 'people'])
      .where('subjectId', '=', 'p2')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(fresh.after!)).toEqual({ fullName: 'New Entry', invitedByAdmin: true });
    expect(JSON.parse(fresh.people!)).toEqual({ p2: [['after', 'fullName']] });
    expect(await app.db.selectFrom('auditPeople').selectAll().execute()).toEqual([
      { entryId: fresh.id, personId: 'p2' },
    ]);

    // As the retention run deletes an entry past its period.
    await app.db.deleteFrom('auditLog').where('id', '=', fresh.id).execute();
    expect(await app.db.selectFrom('auditPeople').selectAll().execute()).toEqual([]);
  });
});
