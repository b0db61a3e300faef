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
