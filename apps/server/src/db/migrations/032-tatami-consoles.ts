import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteTable } from './sqlite-rebuild.ts';

/**
 * Tatami consoles and table officials (docs/decisions/061-scoring-console.md).
 *
 * - `admins.staff_role` may be `tableOfficial`: the check of migration 023 names the roles, so it is replaced
 *   (SQLite rebuilds the table to change it).
 * - `tournament_tatami_officials`: a table official's tatami in a tournament, one per official per tournament (the
 *   key). The guard reads it: a table official reaches the console of this tatami only.
 * - `tournament_tatami_consoles`: the lease, which console scores a tatami now, who claimed it and since when; one
 *   per tatami (the key). Kept apart from `tournament_tatamis`, whose rows SetTatamis deletes and writes again: a
 *   new assignment of categories does not take the tatami from the console scoring it. Neither table refers to
 *   `tournament_tatamis` for the same reason; both go with the tournament.
 */
const ROLES_BEFORE = `'owner', 'instructor', 'frontDesk'`;
const ROLES_AFTER = `'owner', 'instructor', 'frontDesk', 'tableOfficial'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowRoles(db, ROLES_BEFORE, ROLES_AFTER);

  await db.schema
    .createTable('tournament_tatami_officials')
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('tatami', 'integer', (c) => c.notNull().check(sql`tatami between 1 and 99`))
    .addPrimaryKeyConstraint('tournament_tatami_officials_pk', ['event_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('tournament_tatami_consoles')
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('tatami', 'integer', (c) => c.notNull().check(sql`tatami between 1 and 99`))
    .addColumn('console_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('since', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_tatami_consoles_pk', ['event_id', 'tatami'])
    .execute();
}

/** Replaces the roles admins.staff_role may hold. */
async function allowRoles(db: Kysely<unknown>, before: string, after: string): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const rewrite = (create: string) => {
      const from = `staff_role in (${before})`;
      if (!create.includes(from)) throw new Error('the staff_role check was not found in the admins table');
      return create.replace(from, `staff_role in (${after})`);
    };
    await rebuildSqliteTable(db, 'admins', rewrite, async () => {});
    return;
  }
  await sql`alter table admins drop constraint admins_staff_role_check`.execute(db);
  await sql
    .raw(`alter table admins add constraint admins_staff_role_check check (staff_role in (${after}))`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_tatami_consoles').execute();
  await db.schema.dropTable('tournament_tatami_officials').execute();
  await sql`update admins set staff_role = 'frontDesk' where staff_role = 'tableOfficial'`.execute(db);
  await allowRoles(db, ROLES_AFTER, ROLES_BEFORE);
}
