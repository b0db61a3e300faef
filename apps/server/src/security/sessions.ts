import { isStaffRole, type StaffRole } from '@academy/contract';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { sql, type CompiledQuery } from 'kysely';
import type { Db, DbOrTx } from '../db/database.ts';
import { parseTwoFactorPolicy, SETTING_KEYS } from '../db/settings.ts';
import type { AuthUser, TokenClaims } from './tokens.ts';

/**
 * Tokens are revocable: each account has a session version, copied into every token it is issued. A password
 * change, a password reset, "log out everywhere" and a member of staff's deactivation raise it, which ends every
 * token issued before. The check also refuses tokens of deleted or deactivated accounts and tokens whose role does
 * not match the account's table, and reads a member of staff's role, so a changed role applies to the next request.
 */
export type SessionCheck = 'valid' | 'ended' | 'no-account';

export interface SessionState {
  state: SessionCheck;
  /** A member of staff's role, when the session is valid. */
  staffRole?: StaffRole;
  /** The member's role must sign in with a second factor (the owner's policy) and they have none yet. */
  mustSetUpTwoFactor?: true;
}

/** The table of a role's accounts. */
export function accountTable(role: AuthUser['role']) {
  return role === 'admin' ? ('admins' as const) : ('fighters' as const);
}

interface AccountRow {
  sessionVersion: number;
  staffRole?: string;
  deactivatedAt?: string | null;
  twoFactorOn?: string | null;
  twoFactorPolicy?: string | null;
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
    queries = {
      // The member's second factor and the academy's two-factor policy come in the same round trip.
      admin: db
        .selectFrom('admins')
        .select(['sessionVersion', 'staffRole', 'deactivatedAt'])
        .select((eb) => [
          eb
            .selectFrom('staffTwoFactor')
            .select('staffTwoFactor.enabledAt')
            .whereRef('staffTwoFactor.adminId', '=', 'admins.id')
            .as('twoFactorOn'),
          eb
            .selectFrom('settings')
            .select('settings.value')
            .where('settings.key', '=', sql.lit(SETTING_KEYS.twoFactorPolicy))
            .as('twoFactorPolicy'),
        ])
        .where('admins.id', '=', '')
        .compile(),
      fighter: db.selectFrom('fighters').select('sessionVersion').where('id', '=', '').compile(),
    };
    compiledFor.set(db, queries);
  }
  return queries;
}

interface Known {
  /** null: no such account. */
  version: number | null;
  /** A member of staff the owner deactivated: no token of theirs is valid, whatever its version. */
  deactivated?: boolean;
  staffRole?: StaffRole;
  mustSetUpTwoFactor?: true;
  readAt: number;
}

async function readAccount(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<Omit<Known, 'readAt'>> {
  const query = versionQueries(db)[user.role];
  const { rows } = await db.executeQuery<AccountRow>({ ...query, parameters: [user.id] });
  const row = rows[0];
  if (!row) return { version: null };
  if (row.deactivatedAt) return { version: row.sessionVersion, deactivated: true };
  if (!isStaffRole(row.staffRole)) return { version: row.sessionVersion };
  const mustSetUp = !row.twoFactorOn && parseTwoFactorPolicy(row.twoFactorPolicy ?? null).includes(row.staffRole);
  return {
    version: row.sessionVersion,
    staffRole: row.staffRole,
    ...(mustSetUp ? { mustSetUpTwoFactor: true as const } : {}),
  };
}

/** Raises the account's session version, ending every token issued before, the caller's own included. */
export async function raiseSessionVersion(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>): Promise<void> {
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
 * second it costs almost nothing. Sessions ended through this server (and staff roles changed through it) are
 * forgotten at once, so they stop working at once here; ended elsewhere (another server, `npm run admin` in
 * another process), they stop within SESSION_RECHECK_MS.
 */
export class SessionStore {
  private readonly known = new Map<string, Known>();

  constructor(private readonly db: Db) {}

  async check(claims: TokenClaims): Promise<SessionState> {
    const key = `${claims.role}:${claims.id}`;
    const now = Date.now();
    let entry = this.known.get(key);
    // Versions only grow: a token newer than what we remember means our memory is behind (a login right after a
    // password change made elsewhere), so it is read again rather than refused.
    const behind = entry !== undefined && entry.version !== null && claims.sessionVersion > entry.version;
    if (!entry || behind || now - entry.readAt >= SESSION_RECHECK_MS) {
      entry = { ...(await readAccount(this.db, claims)), readAt: now };
      if (this.known.size >= MAX_REMEMBERED) this.known.clear();
      this.known.set(key, entry);
    }
    if (entry.version === null) return { state: 'no-account' };
    if (entry.deactivated || entry.version !== claims.sessionVersion) return { state: 'ended' };
    return {
      state: 'valid',
      ...(entry.staffRole ? { staffRole: entry.staffRole } : {}),
      ...(entry.mustSetUpTwoFactor ? { mustSetUpTwoFactor: true as const } : {}),
    };
  }

  /** Ends every session of the account now, on this server at once; audited as done by `actor`. */
  async end(user: AuthUser, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await raiseSessionVersion(trx, user);
      await recordAudit(trx, actor, { action: 'session.revokeAll', subject: { kind: user.role, id: user.id } });
    });
    this.forget(user);
  }

  /**
   * Drops what this server remembers of the account, after a change of its version, role or second factor made
   * here.
   */
  forget(user: Pick<AuthUser, 'id' | 'role'>): void {
    this.known.delete(`${user.role}:${user.id}`);
  }

  /** Drops everything remembered, after a change that may concern every member (the two-factor policy). */
  forgetAll(): void {
    this.known.clear();
  }
}
