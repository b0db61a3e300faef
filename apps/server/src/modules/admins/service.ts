import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashSecret } from '../../security/passwords.ts';
import { countAdmins, findAdminByEmail, insertAdmin, updateAdminPassword } from './queries.ts';

/** Creates the admin, or resets its password when the email exists (npm run admin); a reset ends its sessions. */
export async function upsertAdmin(
  deps: Pick<Deps, 'db'>,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashSecret(password);
  const existing = await findAdminByEmail(deps.db, email);
  if (existing) {
    await updateAdminPassword(deps.db, existing.id, passwordHash);
    return 'updated';
  }
  await insertAdmin(deps.db, { id: newId(), email, passwordHash, createdAt: nowIso() });
  return 'created';
}

/**
 * First start with no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password
 * printed once in the log, so a new install can be entered without any setup.
 */
export async function bootstrapAdmin(deps: Pick<Deps, 'db' | 'config' | 'log'>): Promise<void> {
  if ((await countAdmins(deps.db)) > 0) return;
  const email = deps.config.adminEmail ?? 'admin@kaizenkarate.in';
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  await upsertAdmin(deps, email, password);
  if (deps.config.adminPassword) {
    deps.log.info({ email }, 'admin account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    deps.log.warn(
      `admin account created: email ${email} password ${password} (shown once; change it with npm run admin -- --email ${email} --password NEW)`,
    );
  }
}
