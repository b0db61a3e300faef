import type { UserType } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { accountTable } from '../../security/sessions.ts';

/** What a login needs of the role's account with this email; emails are stored lower-cased. */
export function findLoginAccount(db: DbOrTx, role: UserType, email: string) {
  return db
    .selectFrom(accountTable(role))
    .select(['id', 'passwordHash', 'sessionVersion'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** A member of staff's role, and whether the owner deactivated them (a deactivated member cannot log in). */
export function findStaffStanding(db: DbOrTx, id: string) {
  return db.selectFrom('admins').select(['staffRole', 'deactivatedAt']).where('id', '=', id).executeTakeFirst();
}

/** The staff screen shows when each member last logged in. */
export async function recordStaffSignIn(db: DbOrTx, id: string, at: string): Promise<void> {
  await db.updateTable('admins').set({ lastSignInAt: at }).where('id', '=', id).execute();
}

/** The language a fighter saved on the account, which the web adopts after the login. */
export async function findFighterLanguage(db: DbOrTx, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('fighters').select('language').where('id', '=', id).executeTakeFirst();
  return row?.language;
}
