import { sql, type Kysely } from 'kysely';

/**
 * The competition day, live (docs/decisions/060-competition-day-live.md): each tournament's feed of what its
 * screens show, and the display links that open a screen without an account.
 *
 * - `tournament_live_counters`: the tournament's last feed number. A writer takes the next one as the last statement
 *   of its transaction (`UPDATE ... SET seq = seq + 1 RETURNING seq`), so numbers follow the order of the commits.
 * - `tournament_live_feed`: one row per number. `kind` 'bout' carries a bout's newly stored events (`payload`, the
 *   contract's LiveBoutMessage without its seq); 'board' says the board changed (no payload: it is built when read).
 * - `tournament_displays`: a display link (a tatami's scoreboard or the call-up screen). `token` is its secret,
 *   32 random bytes in base64url, stored as is: it opens only the public board, and the organiser may copy the link
 *   again. `mirrored` is 0 or 1 (AO shown on the left); `revoked_at` ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_live_counters')
    .addColumn('event_id', 'varchar(64)', (c) => c.primaryKey().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 0`))
    .execute();

  await db.schema
    .createTable('tournament_live_feed')
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('bout', 'board')`))
    .addColumn('category_id', 'varchar(64)')
    .addColumn('bout_id', 'varchar(16)')
    .addColumn('payload', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_live_feed_pk', ['event_id', 'seq'])
    .execute();

  await db.schema
    .createTable('tournament_displays')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('tournaments.event_id').onDelete('cascade'))
    .addColumn('token', 'varchar(43)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('scoreboard', 'callUp')`))
    .addColumn('tatami', 'integer')
    .addColumn('mirrored', 'integer', (c) => c.notNull().check(sql`mirrored in (0, 1)`))
    .addColumn('label', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('tournament_displays_event').on('tournament_displays').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_displays').execute();
  await db.schema.dropTable('tournament_live_feed').execute();
  await db.schema.dropTable('tournament_live_counters').execute();
}
