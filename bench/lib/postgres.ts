import pg from 'pg';

export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `run` on a throw-away PostgreSQL database, dropped afterwards; null (and says so) when none answers. */
export async function withPostgres<T>(
  run: (url: string) => Promise<T>,
  log: (message: string) => void,
): Promise<T | null> {
  const name = `academy_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    log(`PostgreSQL not reachable at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: skipped`);
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
