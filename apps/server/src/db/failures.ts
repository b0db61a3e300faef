/**
 * Which database errors are not the request's fault but the database's state: the server answers them 503
 * (try again) instead of 500, and health reports them.
 */
export type DatabaseFailure = 'unavailable' | 'storage-full';

/** PostgreSQL SQLSTATEs of a server that is shutting down, restarting, refusing or dropping connections. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** PostgreSQL out of disk (53100) or out of memory (53200). */
const PG_STORAGE = new Set(['53100', '53200']);
/** Socket errors on the way to the database. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost or unobtainable connection with these texts and no code. */
const PG_CLIENT_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended/i;

export function classifyDatabaseFailure(error: unknown): DatabaseFailure | null {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code.startsWith('SQLITE_IOERR') || PG_STORAGE.has(code)) {
    return 'storage-full';
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || PG_UNAVAILABLE.has(code) || NETWORK.has(code)) {
    return 'unavailable';
  }
  if (!code && typeof e.message === 'string' && PG_CLIENT_TEXT.test(e.message)) return 'unavailable';
  return null;
}
