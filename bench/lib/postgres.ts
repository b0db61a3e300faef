import path from 'node:path';
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

/** Where one database's run of a bench keeps its data and listens. */
export interface BenchTarget {
  dataDir: string;
  databaseUrl?: string;
  port: number;
}

/**
 * Runs a bench on SQLite, then on a throw-away PostgreSQL database when one answers; its results in that order.
 * `name` labels the log lines ("classes on SQLite") and the data folders (`<folder>-sqlite`, `<folder>-postgres`).
 */
export async function onBothDatabases<T>(
  options: { workDir: string; name: string; folder: string; ports: [number, number]; log: (message: string) => void },
  bench: (target: BenchTarget) => Promise<T>,
): Promise<T[]> {
  const { workDir, name, folder, ports, log } = options;
  log(`${name} on SQLite`);
  const results = [await bench({ dataDir: path.join(workDir, `${folder}-sqlite`), port: ports[0] })];
  log(`${name} on PostgreSQL`);
  const postgres = await withPostgres(
    (databaseUrl) => bench({ dataDir: path.join(workDir, `${folder}-postgres`), databaseUrl, port: ports[1] }),
    log,
  );
  if (postgres) results.push(postgres);
  return results;
}
