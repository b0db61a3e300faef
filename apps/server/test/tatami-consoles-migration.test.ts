import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { newId, nowIso } from '../src/lib/ids.ts';
import { hashSecret } from '../src/security/passwords.ts';
import { serverAfterMigrating } from './helpers/migrations.ts';
import { testDialect } from './helpers/test-app.ts';

/**
 * Migration 032 on a database as the version before left it: an owner and an instructor who teaches a batch. The
 * admins table is rebuilt on SQLite to let staff_role hold tableOfficial: its rows, the batch's link to its
 * instructor and logging in must survive, and a role outside the list is still refused.
 */
describe(`the tatami consoles migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  const owner = { id: newId(), email: 'owner.before@test.academy', password: 'owner-before-password' };
  const instructorId = newId();
  const batchId = newId();

  beforeAll(async () => {
    ({ app, close } = await serverAfterMigrating({
      name: 'tatami-consoles-migration',
      last: '030-bout-logs',
      config: { AUTH_RATE_LIMIT: '1000' },
      fill: async (db) => {
        const now = nowIso();
        const raw = db.withoutPlugins();
        const hash = await hashSecret(owner.password);
        await sql`insert into admins (id, email, password_hash, created_at, name, staff_role)
        values (${owner.id}, ${owner.email}, ${hash}, ${now}, 'Owner Before', 'owner'),
          (${instructorId}, 'sensei.before@test.academy', ${hash}, ${now}, 'Sensei Before', 'instructor')`.execute(raw);
        await sql`insert into batches (id, name, program, level, min_age, max_age, place, weekdays, start_time, end_time,
          capacity, monthly_fee, instructor, instructor_id, start_date, end_date, status, auto_accept, created_at,
          updated_at)
        values (${batchId}, 'Little Dragons', 'Kids Karate', null, 5, 8, 'Main hall', 'mon', '17:00', '18:00', 20, 1200,
          'Sensei Before', ${instructorId}, '2026-01-05', null, 'open', 1, ${now}, ${now})`.execute(raw);
      },
    }));
  });
  afterAll(async () => close?.());

  it('keeps the staff and their batches, lets a table official in, and refuses an unknown role', async () => {
    const staff = await app.db.selectFrom('admins').select(['id', 'staffRole']).orderBy('email').execute();
    expect(staff).toEqual([
      { id: owner.id, staffRole: 'owner' },
      { id: instructorId, staffRole: 'instructor' },
    ]);
    const batch = await app.db.selectFrom('batches').select('instructorId').where('id', '=', batchId).execute();
    expect(batch).toEqual([{ instructorId }]);
    const login = await app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.json()).toMatchObject({ status: 1, staffRole: 'owner' });

    const official = { id: newId(), email: 'table.after@test.academy', passwordHash: 'x', createdAt: nowIso() };
    await app.db
      .insertInto('admins')
      .values({ ...official, staffRole: 'tableOfficial' })
      .execute();
    await expect(
      app.db
        .insertInto('admins')
        .values({ ...official, id: newId(), email: 'nobody@test.academy', staffRole: 'referee' })
        .execute(),
    ).rejects.toThrow();
  });
});
