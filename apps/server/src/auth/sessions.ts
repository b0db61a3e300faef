import type { DbOrTx } from '../db/database.ts';
import type { AuthUser, TokenClaims } from './tokens.ts';

/**
 * Tokens are revocable: each account has a session version, copied into every token it is issued. A password
 * change, a password reset and "log out everywhere" raise it, which ends every token issued before. Checking
 * it costs one primary-key read per authenticated request, and also refuses tokens of deleted accounts and
 * tokens whose role does not match the account's table.
 */
export type SessionCheck = 'valid' | 'ended' | 'no-account';

function accountTable(role: AuthUser['role']) {
  return role === 'admin' ? ('admins' as const) : ('fighters' as const);
}

export async function checkSession(db: DbOrTx, claims: TokenClaims): Promise<SessionCheck> {
  const row = await db
    .selectFrom(accountTable(claims.role))
    .select('session_version')
    .where('id', '=', claims.id)
    .executeTakeFirst();
  if (!row) return 'no-account';
  return row.session_version === claims.sessionVersion ? 'valid' : 'ended';
}

/** Ends every session of the account, the caller's own included. */
export async function endSessions(db: DbOrTx, user: AuthUser): Promise<void> {
  await db
    .updateTable(accountTable(user.role))
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', user.id)
    .execute();
}
