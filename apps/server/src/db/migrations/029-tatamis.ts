import { sql, type Kysely } from 'kysely';

/**
 * Tatamis (docs/decisions/059-tatamis.md): the mats a tournament is fought on, and the order of the categories on
 * each.
 *
 * - `tournament_tatamis`: one row per tatami of a tournament, numbered from 1 (the number is its name on the day:
 *   "Tatami 2"). How many there are is how many rows.
 * - `tournament_tatami_categories`: a category's tatami and its place in that tatami's order, from 1. The category's
 *   id is the key, so a category is on at most one tatami; (event, tatami, position) is unique, so two categories
 *   never share a place. A category on no tatami has no row. Removing a tatami (or the tournament, or the category)
 *   removes its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_tatamis')
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number between 1 and 99`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_tatamis_pk', ['event_id', 'number'])
    .execute();

  await db.schema
    .createTable('tournament_tatami_categories')
    .addColumn('category_id', 'varchar(64)', (c) =>
      c.primaryKey().references('tournament_categories.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tatami', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    .addForeignKeyConstraint(
      'tournament_tatami_categories_tatami',
      ['event_id', 'tatami'],
      'tournament_tatamis',
      ['event_id', 'number'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('tournament_tatami_categories_position', ['event_id', 'tatami', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_tatami_categories').execute();
  await db.schema.dropTable('tournament_tatamis').execute();
}
