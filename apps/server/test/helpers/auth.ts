import { ENDPOINTS, type StaffRole } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import { hashSecret } from '../../src/security/passwords.ts';
import { newCheckinCode, newId, nowIso } from '../../src/lib/ids.ts';
import { upsertAdmin } from '../../src/modules/admins/service.ts';

export const ADMIN = { email: 'admin@test.academy', password: 'admin-password-1' };

/** Creates the test admin (if needed) and returns a token obtained through the real login route. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  await upsertAdmin(app, ADMIN.email, ADMIN.password);
  const res = await app.inject({ method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: ADMIN });
  const body = res.json();
  if (body.status !== 1) throw new Error(`admin login failed: ${res.body}`);
  return body.token as string;
}

/** Inserts a fighter row directly and returns its id and a signed token, for tests of other modules. */
export async function insertFighterWithToken(
  app: FastifyInstance,
  overrides: Partial<{ email: string; fullName: string; mobileNumber: string }> = {},
): Promise<{ id: string; token: string; email: string }> {
  const id = newId();
  const email = overrides.email ?? `fighter-${id.slice(0, 8)}@test.academy`;
  const now = nowIso();
  await app.db
    .insertInto('fighters')
    .values({
      id,
      email,
      passwordHash: await hashSecret('fighter-password-1'),
      fullName: overrides.fullName ?? 'Test Fighter',
      mobileNumber: overrides.mobileNumber ?? '9876543210',
      gender: 'Female',
      age: 21,
      weight: 55,
      height: 160,
      discipline: 'Karate',
      beltLevel: 'Brown',
      address: null,
      masterName: 'Sensei Rao',
      academyName: 'Kaizen Karate Academy',
      imageKey: null,
      checkinCode: newCheckinCode(),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, email, token: await app.tokens.sign({ id, role: 'fighter', sessionVersion: 0 }) };
}

/**
 * Inserts a member of staff with a role and returns their id, email and a signed token, for tests of what each
 * role may do (the invitation path itself is tested in staff.test.ts).
 */
export async function insertStaffWithToken(
  app: FastifyInstance,
  role: StaffRole,
  overrides: Partial<{ email: string; name: string }> = {},
): Promise<{ id: string; token: string; email: string; name: string }> {
  const id = newId();
  const email = overrides.email ?? `${role.toLowerCase()}-${id.slice(0, 8)}@test.academy`;
  const name = overrides.name ?? `Staff ${id.slice(0, 6)}`;
  await app.db
    .insertInto('admins')
    .values({
      id,
      email,
      name,
      staffRole: role,
      passwordHash: await hashSecret('staff-password-1'),
      createdAt: nowIso(),
    })
    .execute();
  return { id, email, name, token: await app.tokens.sign({ id, role: 'admin', sessionVersion: 0 }) };
}
