import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { normalizeAttendeeName } from '@academy/contract';
import { rebuildSqliteTable } from './sqlite-rebuild.ts';

/**
 * Bookings are per attendee, not per email (a parent books each child with one address), and an admin can cancel
 * one: the unique (event, email) becomes unique (event, email, attendee name) among bookings not cancelled; each
 * booking keeps the language it was made in (its cancellation email's), and the client address it came from (the
 * hourly per-client limit). Bookings made before read English, as the confirmations of that time did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    await rebuildSqliteTable(db, 'bookings', withoutEmailUnique, addColumns);
  } else {
    await db.schema.alterTable('bookings').dropConstraint('bookings_event_email_unique').execute();
    await addColumns(db);
  }
}

/** The bookings table's statement without the (event, email) unique constraint. */
function withoutEmailUnique(table: string): string {
  const withoutUnique = table.replace(/,\s*constraint\s+"bookings_event_email_unique"\s+unique\s*\([^)]*\)/i, '');
  if (withoutUnique === table) throw new Error('bookings_event_email_unique not found in the bookings table');
  return withoutUnique;
}

async function addColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('name_normalized', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('bookings').addColumn('client_ip', 'varchar(64)').execute();
  await db.schema.alterTable('bookings').addColumn('cancelled_at', 'varchar(32)').execute();

  const rows = await sql<{ id: string; fighter_name: string }>`select id, fighter_name from bookings`.execute(db);
  for (const row of rows.rows) {
    await sql`update bookings set name_normalized = ${normalizeAttendeeName(row.fighter_name)} where id = ${row.id}`.execute(
      db,
    );
  }

  await db.schema
    .createIndex('bookings_event_attendee_unique')
    .on('bookings')
    .columns(['event_id', 'email_normalized', 'name_normalized'])
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('bookings_event_client_idx')
    .on('bookings')
    .columns(['event_id', 'client_ip', 'booked_at'])
    .execute();
}

/** The email-only unique constraint is not restored: bookings made since (several children per email) break it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_event_client_idx').execute();
  await db.schema.dropIndex('bookings_event_attendee_unique').execute();
  for (const column of ['cancelled_at', 'client_ip', 'language', 'name_normalized']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}
