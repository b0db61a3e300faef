import type { CompiledQuery } from 'kysely';
import type { Db, DbOrTx } from '../db/database.ts';
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

type VersionQueries = Record<AuthUser['role'], CompiledQuery>;
const compiledFor = new WeakMap<Db, VersionQueries>();

/**
 * The two lookups are compiled once per database: this runs on every authenticated request, and building the
 * query each time was a third of its cost.
 */
function versionQueries(db: Db): VersionQueries {
  let queries = compiledFor.get(db);
  if (!queries) {
    const lookup = (role: AuthUser['role']) =>
      db.selectFrom(accountTable(role)).select('session_version').where('id', '=', '').compile();
    queries = { admin: lookup('admin'), fighter: lookup('fighter') };
    compiledFor.set(db, queries);
  }
  return queries;
}

export async function checkSession(db: Db, claims: TokenClaims): Promise<SessionCheck> {
  const query = versionQueries(db)[claims.role];
  const { rows } = await db.executeQuery<{ session_version: number }>({ ...query, parameters: [claims.id] });
  const row = rows[0];
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
