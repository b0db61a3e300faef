import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personal, recordAudit, systemActor } from '../src/audit/audit-log.ts';
import { serverAfterMigrating } from './helpers/migrations.ts';
import { testDialect } from './helpers/test-app.ts';

/**
 * Migration 017 on a database that already has audit entries: they keep their values and declare nobody (people
 * null, the erasure's fallback), new entries declare theirs, and the retention run's deletion of an entry takes
 * its audit_people rows with it.
 */
describe(`the audit people migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await serverAfterMigrating({
      name: 'audit-people',
      last: '014-events-beyond-tickets',
      fill: async (db) => {
        await sql`insert into audit_log (id, at, actor_role, action, subject_kind, subject_id, after)
        values ('old-entry', '2026-01-01T00:00:00.000Z', 'system', 'fighter.signUp', 'fighter', 'p1',
          '{"fullName":"Old Entry"}')`.execute(db);
      },
    }));
  });
  afterAll(async () => close?.());

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
