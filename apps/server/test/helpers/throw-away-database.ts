import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The copies of a template that this worker's test apps have given back, emptied to the template's own rows: a test
 * app takes one before it asks PostgreSQL for a new copy. Emptying a copy's few rows costs about a fifth of making
 * one and dropping it (CREATE DATABASE writes the whole template through the write-ahead log, DROP DATABASE removes
 * its files), for each of the hundred test apps of a run.
 */
const spareCopies = new Map<string, string[]>();
/**
 * Per template, the statements that bring a copy back to it: every table emptied, the migrations' rows put back.
 * Read once per worker, from its first copy.
 */
const resets = new Map<string, Promise<string>>();

/** One connection to `url` for `use`, ended whatever happens. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty PostgreSQL database beside the one of `adminUrl`, and how to drop it. */
export async function throwAwayDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Read from a copy no app has opened yet, so it is the template's rows: the ranks, a migration's audit entry. */
async function resetStatements(client: pg.Client): Promise<string> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const statements = ['BEGIN', 'SET LOCAL session_replication_role = replica'];
  for (const { name } of tables) {
    statements.push(`DELETE FROM ${name}`);
    const { rows } = await client.query<{ seed: unknown[] | null }>(`SELECT json_agg(t) AS seed FROM ${name} t`);
    const seed = rows[0]?.seed;
    if (seed) {
      statements.push(
        `INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, ${client.escapeLiteral(JSON.stringify(seed))})`,
      );
    }
  }
  statements.push('COMMIT');
  return statements.join(';\n');
}

/**
 * A database with the template's tables and rows, for one test app, and how to give it back when the app has
 * closed. Given back, it is emptied (with the foreign keys' triggers off, as a restore does) and the template's rows
 * go back in, so the next app of this worker finds it as a new copy would be; the run's teardown drops every copy
 * (their names start with the template's).
 */
export async function templateCopy(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = spareCopies.get(template)?.pop() ?? (await newCopy(adminUrl, template));
  const url = databaseUrl(adminUrl, name);
  // Read before the app has written anything: the copies made meanwhile wait for the same read.
  if (!resets.has(template)) resets.set(template, withClient(url, resetStatements));
  const reset = await resets.get(template)!;
  return {
    url,
    drop: async () => {
      await withClient(url, async (client) => {
        // Whatever the app left connected (a stream's listener, a job in flight) would hold the rows' locks.
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        await client.query(reset);
      });
      if (!spareCopies.has(template)) spareCopies.set(template, []);
      spareCopies.get(template)!.push(name);
    },
  };
}

async function newCopy(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}
