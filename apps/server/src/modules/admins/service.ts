import { randomBytes } from 'node:crypto';
import { personal, recordAudit, systemActor, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashSecret } from '../../security/passwords.ts';
import { countAdmins, findAdminByEmail, insertAdmin, insertAdminIfAbsent, updateAdminPassword } from './queries.ts';

/**
 * Creates an owner, or resets the password of the staff account with that email (npm run admin), which becomes an
 * active owner; a reset ends its sessions. Both are audited as done by `actor`, the command or the first start.
 */
export async function upsertAdmin(
  deps: Pick<Deps, 'db'>,
  email: string,
  password: string,
  actor: Actor = systemActor('npm run admin'),
): Promise<'created' | 'updated'> {
  const passwordHash = await hashSecret(password);
  return deps.db.transaction().execute(async (trx) => {
    const existing = await findAdminByEmail(trx, email);
    if (existing) {
      await updateAdminPassword(trx, existing.id, passwordHash);
      await recordAudit(trx, actor, { action: 'admin.passwordChanged', subject: { kind: 'admin', id: existing.id } });
      return 'updated';
    }
    const id = newId();
    await insertAdmin(trx, { id, email, passwordHash, createdAt: nowIso() });
    await recordAudit(trx, actor, {
      action: 'admin.create',
      subject: { kind: 'admin', id },
      after: { email: personal(id, email.toLowerCase()) },
    });
    return 'created';
  });
}

/**
 * First start with no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password
 * printed once in the log, so a new install can be entered without any setup. Several servers starting together
 * on a new database make one admin: the first insert wins, the others find it there and say nothing (a generated
 * password printed by one server is never replaced by another's).
 */
export async function bootstrapAdmin(deps: Pick<Deps, 'db' | 'config' | 'log'>): Promise<void> {
  if ((await countAdmins(deps.db)) > 0) return;
  const email = deps.config.adminEmail ?? 'admin@kaizenkarate.in';
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashSecret(password);
  const created = await deps.db.transaction().execute(async (trx) => {
    const id = newId();
    if (!(await insertAdminIfAbsent(trx, { id, email, passwordHash, createdAt: nowIso() }))) return false;
    await recordAudit(trx, systemActor('first start'), {
      action: 'admin.create',
      subject: { kind: 'admin', id },
      after: { email: personal(id, email.toLowerCase()) },
    });
    return true;
  });
  if (!created) return;
  if (deps.config.adminPassword) {
    deps.log.info({ email }, 'admin account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    deps.log.warn(
      `admin account created: email ${email} password ${password} (shown once; change it with npm run admin -- --email ${email} --password NEW)`,
    );
  }
}
