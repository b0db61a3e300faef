import { sql, type Kysely } from 'kysely';

/**
 * The logs of kumite bouts scored on the table's console (decisions 056 and 058): one row per event, append-only.
 *
 * - `seq` is the server's order of the bout's events, 1, 2, 3... in the order they arrived: the state is replayed in
 *   it, so every reader gets the same state. The primary key (category, bout, seq) keeps it unique and reads one
 *   bout's log in order.
 * - `event_id` is the id the console gave the event; unique per bout, so a resend (a retry after a lost reply, a
 *   second console) is recognised and stored once.
 * - `event` is the event's JSON as the console sent it (the contract's BoutEvent); `at` its console time in ms,
 *   kept as a column for reading the log's time without parsing it.
 * - `received_at` and `recorded_by` say when it arrived and from whom (the table's account).
 *
 * A bout's id names its place in the category's draw; rows go with the category. A log starts only once the draw
 * is published, and a published draw is never drawn again, so a bout id never changes its athletes under a log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_bout_events')
    .addColumn('category_id', 'varchar(64)', (c) =>
      c.notNull().references('tournament_categories.id').onDelete('cascade'),
    )
    .addColumn('bout_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull().check(sql`at >= 0`))
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_bout_events_pk', ['category_id', 'bout_id', 'seq'])
    .addUniqueConstraint('tournament_bout_events_once', ['category_id', 'bout_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_bout_events').execute();
}
