import { sql, type Kysely } from 'kysely';

/**
 * Tournaments (docs/decisions/051-tournaments.md): an event with competitions (categories) generated from a rule
 * profile, entries in them, a draw per category and the results of its bouts.
 *
 * - `tournaments`: one row per event that is a tournament; `profile` is the JSON of the rule profile as chosen,
 *   a copy, so editing a saved profile never changes a tournament already set up. `category_fee_paise` is the
 *   entry fee per category.
 * - `tournament_categories`: `criteria` is the JSON of the contract's CategoryCriteria and `key` its stable key
 *   (one per tournament). `draw` is the JSON of the draw (bracket slots or pools of entry ids) with its
 *   `draw_seed_value`, so a draw can be reproduced and checked; `format` is fixed at the draw; `published_at` locks
 *   the draw (no redraw, no moves) and opens its bracket to the public.
 * - `tournament_entries`: an athlete in a category, with the booking that holds their seat and carries the fee
 *   (null for an entry the organiser adds by hand). Weights are in grams, as integers, so 55.2 kg compares exactly.
 *   `level` is the contract's belt level (10th kyu 1, 1st dan 11).
 * - `tournament_results`: a bout's result, by the bout's id in the category's bracket or pool (the contract
 *   computes the bouts from the draw and the results, so a corrected result needs no other row changed), with who
 *   fought it: a result counts only while the bout still has those two.
 * - `tournament_kata_scores`: a kata performance's judges' points, per round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('event_id', 'varchar(64)', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('disciplines', 'text', (c) => c.notNull())
    .addColumn('age_groups', 'text', (c) => c.notNull())
    .addColumn('category_fee_paise', 'integer', (c) => c.notNull().check(sql`category_fee_paise >= 0`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tournament_categories')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('format', 'varchar(12)', (c) =>
      c.check(sql`format is null or format in ('bracket', 'roundRobin', 'kataPoints', 'kataFlags')`),
    )
    .addColumn('draw', 'text')
    .addColumn('draw_seed_value', 'bigint')
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('tournament_categories_key', ['event_id', 'key'])
    .addCheckConstraint('tournament_categories_published_drawn', sql`published_at is null or draw is not null`)
    .execute();

  await db.schema
    .createTable('tournament_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('category_id', 'varchar(64)', (c) =>
      c.notNull().references('tournament_categories.id').onDelete('cascade'),
    )
    .addColumn('booking_id', 'varchar(64)', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('fighter_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('athlete_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_normalized', 'varchar(100)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.check(sql`weight_grams is null or weight_grams > 0`))
    .addColumn('level', 'integer', (c) => c.check(sql`level is null or level between 1 and 20`))
    .addColumn('club', 'varchar(150)', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.check(sql`seed is null or seed between 1 and 4`))
    .addColumn('state', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('entered')
        .check(sql`state in ('entered', 'checkedIn', 'withdrawn')`),
    )
    .addColumn('weighed_grams', 'integer', (c) => c.check(sql`weighed_grams is null or weighed_grams > 0`))
    .addColumn('checked_in_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('tournament_entries_once', ['category_id', 'name_normalized', 'date_of_birth'])
    .execute();
  await db.schema.createIndex('tournament_entries_event_idx').on('tournament_entries').column('event_id').execute();
  await db.schema
    .createIndex('tournament_entries_category_idx')
    .on('tournament_entries')
    .column('category_id')
    .execute();
  await db.schema.createIndex('tournament_entries_booking_idx').on('tournament_entries').column('booking_id').execute();
  await db.schema.createIndex('tournament_entries_fighter_idx').on('tournament_entries').column('fighter_id').execute();

  await db.schema
    .createTable('tournament_results')
    .addColumn('category_id', 'varchar(64)', (c) =>
      c.notNull().references('tournament_categories.id').onDelete('cascade'),
    )
    .addColumn('bout_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('winner', 'varchar(4)', (c) => c.notNull().check(sql`winner in ('aka', 'ao', 'draw')`))
    .addColumn('aka_entry_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('ao_entry_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('aka_score', 'integer', (c) => c.check(sql`aka_score is null or aka_score >= 0`))
    .addColumn('ao_score', 'integer', (c) => c.check(sql`ao_score is null or ao_score >= 0`))
    .addColumn('method', 'varchar(12)', (c) =>
      c.notNull().check(sql`method in ('points', 'senshu', 'hantei', 'kiken', 'shikkaku', 'hansoku', 'flags')`),
    )
    .addColumn('recorded_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_results_pk', ['category_id', 'bout_id'])
    .execute();

  await db.schema
    .createTable('tournament_kata_scores')
    .addColumn('category_id', 'varchar(64)', (c) =>
      c.notNull().references('tournament_categories.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round between 1 and 4`))
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull().references('tournament_entries.id').onDelete('cascade'))
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_kata_scores_pk', ['category_id', 'round', 'entry_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tournament_kata_scores',
    'tournament_results',
    'tournament_entries',
    'tournament_categories',
    'tournaments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
