import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

const databases: SQLite.Database[] = [];
function memoryDatabase() {
  const database = new SQLite(':memory:');
  databases.push(database);
  database.exec('create table belt (id integer primary key, colour text not null)');
  database.exec("insert into belt (colour) values ('white'), ('yellow'), ('orange')");
  return database;
}
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

describe('withStatementCache', () => {
  it('compiles a query once and runs it again with new parameters', () => {
    const database = memoryDatabase();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    const query = 'select colour from belt where id = ?';
    expect(cached.prepare(query).all([1])).toEqual([{ colour: 'white' }]);
    expect(cached.prepare(query).all([3])).toEqual([{ colour: 'orange' }]);
    expect(cached.prepare('select count(*) as n from belt').all([])).toEqual([{ n: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps the statements used last and compiles a dropped one again', () => {
    const database = memoryDatabase();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    const [a, b, c] = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    cached.prepare(a);
    cached.prepare(b);
    cached.prepare(a); // a is now the last used, b the first to go
    cached.prepare(c);
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare(a);
    cached.prepare(c);
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare(b);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('gives a new statement while the kept one is still reading rows', () => {
    const database = memoryDatabase();
    const cached = withStatementCache(database);
    const query = 'select colour from belt order by id';
    const reading = cached.prepare(query).iterate([]);
    expect(reading.next().value).toEqual({ colour: 'white' });
    expect(cached.prepare(query).all([])).toHaveLength(3);
    expect([...reading]).toEqual([{ colour: 'yellow' }, { colour: 'orange' }]);
  });

  it('sees a change of the schema made after a statement was kept', () => {
    const database = memoryDatabase();
    const cached = withStatementCache(database);
    const query = 'select * from belt where id = ?';
    expect(cached.prepare(query).all([1])).toEqual([{ id: 1, colour: 'white' }]);
    database.exec('alter table belt add column kyu integer not null default 9');
    expect(cached.prepare(query).all([1])).toEqual([{ id: 1, colour: 'white', kyu: 9 }]);
  });

  it("runs Kysely's queries, writes and transactions", async () => {
    const db = new Kysely<{ belt: { id: Generated<number>; colour: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(memoryDatabase()) }),
    });
    for (const colour of ['green', 'blue']) {
      await db.transaction().execute((trx) => trx.insertInto('belt').values({ colour }).execute());
    }
    const rows = await db.selectFrom('belt').select('colour').where('id', '>', 3).orderBy('id').execute();
    expect(rows.map((row) => row.colour)).toEqual(['green', 'blue']);
    expect((await sql<{ n: number }>`select count(*) as n from belt`.execute(db)).rows[0]?.n).toBe(5);
  });
});
