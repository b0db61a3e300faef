import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogReplySchema, endpointUrl, ENDPOINTS, WEEKDAYS } from '@academy/contract';
import { newId, nowIso } from '../src/lib/ids.ts';
import { hashSecret } from '../src/security/passwords.ts';
import { serverAfterMigrating } from './helpers/migrations.ts';
import { testDialect } from './helpers/test-app.ts';

/**
 * Migration 023 on a database as the version before left it: an admin, a batch with a typed instructor, and an
 * audit entry of the admin's. The admin must be the owner, the batch keep its name on the class pages, and the entry
 * read as the owner's.
 */
describe(`the staff roles migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  const admin = { id: newId(), email: 'old.admin@test.academy', password: 'old-admin-password' };
  const batchId = newId();

  beforeAll(async () => {
    ({ app, close } = await serverAfterMigrating({
      name: 'staff-migration',
      last: '022-attendance-mark-ids',
      config: { AUTH_RATE_LIMIT: '1000', JOB_POLL_MS: '50' },
      fill: async (db) => {
        const now = nowIso();
        const raw = db.withoutPlugins();
        await sql`insert into admins (id, email, password_hash, created_at)
        values (${admin.id}, ${admin.email}, ${await hashSecret(admin.password)}, ${now})`.execute(raw);
        await sql`insert into batches (id, name, program, level, min_age, max_age, place, weekdays, start_time, end_time,
          capacity, monthly_fee, instructor, start_date, end_date, status, auto_accept, created_at, updated_at)
        values (${batchId}, 'Little Dragons', 'Kids Karate', null, 5, 8, 'Main hall', ${WEEKDAYS.join(',')}, '17:00',
          '18:00', 20, 1200, 'Sensei Ananya Deshpande', '2026-01-05', null, 'open', 1, ${now}, ${now})`.execute(raw);
        await sql`insert into audit_log (id, at, actor_role, actor_id, actor_label, ip, action, subject_kind, subject_id,
          before, after, people)
        values (${newId()}, ${now}, 'admin', ${admin.id}, ${admin.email}, '203.0.113.9', 'batch.create', 'batch',
          ${batchId}, null, null, '{}')`.execute(raw);
      },
    }));
  });
  afterAll(async () => close?.());

  it('makes the existing admin an owner, who still logs in and reads the audit log as the owner’s', async () => {
    const login = await app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json()).toMatchObject({ status: 1, staffRole: 'owner' });
    const log = await app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAuditLog, undefined, { action: 'batch.create' }),
      headers: { 'x-auth-token': login.json().token },
    });
    expect(auditLogReplySchema.parse(log.json()).entries[0]!.actor).toMatchObject({
      id: admin.id,
      name: '',
      staffRole: 'owner',
    });
  });

  it('keeps the batch’s typed instructor on its page, taught by no member of staff until one joins', async () => {
    const page = await app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetClass, { id: batchId }) });
    expect(page.json().batch.instructor).toBe('Sensei Ananya Deshpande');
    const row = await app.db.selectFrom('batches').select('instructorId').where('id', '=', batchId).executeTakeFirst();
    expect(row).toEqual({ instructorId: null });
  });
});
