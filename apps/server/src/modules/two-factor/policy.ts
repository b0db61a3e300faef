import type { StaffRole } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import { parseTwoFactorPolicy, readSetting, SETTING_KEYS, writeSetting } from '../../db/settings.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { findStaffRole, twoFactorEnabledAt } from './queries.ts';

/**
 * The roles whose members must sign in with a second factor (decision 041). Stored as a JSON list of roles under
 * its settings key; the session check reads the same row on every staff request (security/sessions.ts), so a
 * member of such a role without a second factor can only set one up.
 */
export async function twoFactorPolicy(db: DbOrTx): Promise<StaffRole[]> {
  return parseTwoFactorPolicy(await readSetting(db, SETTING_KEYS.twoFactorPolicy));
}

/**
 * The owner's choice of roles. Requiring it of the caller's own role before the caller has a second factor is
 * refused: it would leave them able to do nothing but set one up, which they can do first.
 */
export async function saveTwoFactorPolicy(
  deps: Pick<Deps, 'db' | 'sessions'>,
  actor: Actor,
  required: StaffRole[],
): Promise<StaffRole[]> {
  const roles = [...new Set(required)];
  await deps.db.transaction().execute(async (trx) => {
    const own = actor.id ? await findStaffRole(trx, actor.id) : undefined;
    if (actor.id && own && roles.includes(own) && !(await twoFactorEnabledAt(trx, actor.id)))
      throw conflict('api.twoFactorPolicyOwnFirst');
    const before = await twoFactorPolicy(trx);
    await writeSetting(trx, SETTING_KEYS.twoFactorPolicy, JSON.stringify(roles), nowIso());
    await recordAudit(trx, actor, {
      action: 'admin.twoFactorPolicy',
      subject: { kind: 'settings', id: SETTING_KEYS.twoFactorPolicy },
      before: { required: before },
      after: { required: roles },
    });
  });
  // Every member's standing may have changed: this server reads each account again on its next request.
  deps.sessions.forgetAll();
  return roles;
}

/** A member whose role must sign in with a second factor cannot switch theirs off. */
export async function assertMayDisableTwoFactor(db: DbOrTx, adminId: string): Promise<void> {
  const role = await findStaffRole(db, adminId);
  if (role && (await twoFactorPolicy(db)).includes(role)) throw conflict('api.twoFactorRequiredForRole');
}
