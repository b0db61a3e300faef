import { sql, type Kysely } from 'kysely';

/**
 * SQLite cannot drop a constraint or a NOT NULL: the table is rebuilt from its own CREATE statement as `rewrite`
 * changes it, its rows copied over and its indexes made again, inside one transaction with `then` (the rest of
 * the migration). Foreign keys are off meanwhile, or dropping the old table would delete (or cascade from, or
 * null) the rows of every table that refers to it. `rewrite` throws when the statement is not as expected.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  rewrite: (createSql: string) => string,
  then: (trx: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const create = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`
        .execute(trx)
        .then((r) => r.rows[0]!.sql);
      const indexes = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`
        .execute(trx)
        .then((r) => r.rows.map((row) => row.sql));
      const rebuilt = `${table}_rebuilt`;
      const createRebuilt = rewrite(create).replace(
        new RegExp(`^create table\\s+"?${table}"?`, 'i'),
        `create table "${rebuilt}"`,
      );
      await sql.raw(createRebuilt).execute(trx);
      await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      await then(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
