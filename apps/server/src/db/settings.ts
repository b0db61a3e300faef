import { isStaffRole, type StaffRole } from '@academy/contract';
import type { DbOrTx } from './database.ts';

/**
 * The academy's settings: one row per key, its value JSON. Each key belongs to the feature that writes it; the
 * session check reads the two-factor policy in the same query as the account (security/sessions.ts), so its key is
 * named here.
 */
export const SETTING_KEYS = {
  payments: 'payments',
  twoFactorPolicy: 'staffTwoFactorRequired',
  messages: 'messages',
} as const;

export async function readSetting(db: DbOrTx, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(db: DbOrTx, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
    .execute();
}

/** The two-factor policy's stored value: the roles whose members must sign in with a second factor. */
export function parseTwoFactorPolicy(stored: string | null): StaffRole[] {
  if (!stored) return [];
  const roles: unknown = JSON.parse(stored);
  return Array.isArray(roles) ? roles.filter(isStaffRole) : [];
}
