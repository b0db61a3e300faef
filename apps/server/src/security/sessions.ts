import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { CompiledQuery } from 'kysely';
import type { Db, DbOrTx } from '../db/database.ts';
import type { AuthUser, TokenClaims } from './tokens.ts';

/**
 * Tokens are revocable: each account has a session version, copied into every token it is issued. A password
 * change, a password reset and "log out everywhere" raise it, which ends every token issued before. The check
 * also refuses tokens of deleted accounts and tokens whose role does not match the account's table.
 */
export type SessionCheck = 'valid' | 'ended' | 'no-account';

/** The table of a role's accounts. */
export function accountTable(role: AuthUser['role']) {
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
      db.selectFrom(accountTable(role)).select('sessionVersion').where('id', '=', '').compile();
    queries = { admin: lookup('admin'), fighter: lookup('fighter') };
    compiledFor.set(db, queries);
  }
  return queries;
}

/** The account's session version, or null when there is no such account. */
async function readVersion(db: Db, user: AuthUser): Promise<number | null> {
  const query = versionQueries(db)[user.role];
  const { rows } = await db.executeQuery<{ sessionVersion: number }>({ ...query, parameters: [user.id] });
  return rows[0]?.sessionVersion ?? null;
}

/** Raises the account's session version, ending every token issued before, the caller's own included. */
export async function raiseSessionVersion(db: DbOrTx, user: AuthUser): Promise<void> {
  await db
    .updateTable(accountTable(user.role))
    .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
    .where('id', '=', user.id)
    .execute();
}

/** How long a version read from the database is trusted before it is read again. */
export const SESSION_RECHECK_MS = 1000;
/** Accounts remembered at most; past it the memory starts over (one read per account again). */
const MAX_REMEMBERED = 10_000;

/**
 * Checks tokens against their account's session version, reading each account's version at most once a second.
 * Reading it on every request cost 12% of an authenticated route's throughput (BENCHMARKS.md); remembered for a
 * second it costs almost nothing. Sessions ended through this server are forgotten at once, so they stop
 * working at once here; ended elsewhere (another server, `npm run admin` in another process), they stop within
 * SESSION_RECHECK_MS.
 */
export class SessionStore {
  private readonly known = new Map<string, { version: number | null; readAt: number }>();

  constructor(private readonly db: Db) {}

  async check(claims: TokenClaims): Promise<SessionCheck> {
    const key = `${claims.role}:${claims.id}`;
    const now = Date.now();
    let entry = this.known.get(key);
    // Versions only grow: a token newer than what we remember means our memory is behind (a login right after a
    // password change made elsewhere), so it is read again rather than refused.
    const behind = entry !== undefined && entry.version !== null && claims.sessionVersion > entry.version;
    if (!entry || behind || now - entry.readAt >= SESSION_RECHECK_MS) {
      entry = { version: await readVersion(this.db, claims), readAt: now };
      if (this.known.size >= MAX_REMEMBERED) this.known.clear();
      this.known.set(key, entry);
    }
    if (entry.version === null) return 'no-account';
    return entry.version === claims.sessionVersion ? 'valid' : 'ended';
  }

  /** Ends every session of the account now, on this server at once; audited as done by `actor`. */
  async end(user: AuthUser, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await raiseSessionVersion(trx, user);
      await recordAudit(trx, actor, { action: 'session.revokeAll', subject: { kind: user.role, id: user.id } });
    });
    this.forget(user);
  }

  /** Drops what this server remembers of the account, after a change of its version made here. */
  forget(user: AuthUser): void {
    this.known.delete(`${user.role}:${user.id}`);
  }
}
