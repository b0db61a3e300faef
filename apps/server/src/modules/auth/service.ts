import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginReply, LoginRequest } from '@academy/contract';
import type { Db } from '../../db/database.ts';
import { hashSecret, verifyLoginPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { HttpError } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { countAdmins, findAdminByEmail, insertAdmin, updateAdminPassword } from './queries.ts';

export async function adminLogin(db: Db, tokens: TokenService, input: LoginRequest): Promise<LoginReply> {
  const admin = await findAdminByEmail(db, input.email);
  if (!(await verifyLoginPassword(admin?.password_hash, input.password)) || !admin)
    throw new HttpError(401, 'Invalid email or password.');
  const token = await tokens.sign({ id: admin.id, role: 'admin', sessionVersion: admin.session_version });
  return { status: 1, message: 'Login successful', token, userId: admin.id, userType: 'admin', id: admin.id };
}

/** Creates the admin, or resets its password when the email exists (npm run admin); a reset ends its sessions. */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const passwordHash = await hashSecret(password);
  const existing = await findAdminByEmail(db, email);
  if (existing) {
    await updateAdminPassword(db, existing.id, passwordHash);
    return 'updated';
  }
  await insertAdmin(db, { id: newId(), email, passwordHash, createdAt: nowIso() });
  return 'created';
}

/**
 * First start with no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password
 * printed once in the log, so a new install can be entered without any setup.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { email: string | undefined; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const email = options.email ?? 'admin@kaizenkarate.in';
  const password = options.password ?? randomBytes(12).toString('base64url');
  await upsertAdmin(db, email, password);
  if (options.password) {
    log.info({ email }, 'admin account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    log.warn(
      `admin account created: email ${email} password ${password} (shown once; change it with npm run admin -- --email ${email} --password NEW)`,
    );
  }
}
