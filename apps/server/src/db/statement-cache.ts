import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The statements kept, least recently used out first: the server's queries are a few hundred texts, and one built
 * with a list (`in (?, ?, ...)`) is a text per length of the list.
 */
export const CACHED_STATEMENTS = 2000;

/**
 * better-sqlite3 under Kysely with its compiled statements kept by their SQL text. Kysely's SQLite driver prepares
 * each query it runs, and SQLite compiles a statement each time: about 40 µs for a one-row select of a wide table
 * on the bench's machine, 240 µs with 300 parameters, on every request, under SQLite's single writer's lock when
 * it is a write. A statement is reused only when no query is reading rows from it (Kysely's `stream()` iterates);
 * SQLite itself compiles a kept statement again when a migration changes the schema under it.
 */
export function withStatementCache(database: SQLite.Database, size = CACHED_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // The Map keeps insertion order: moving a statement used again to the end makes the first the least used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
