import { sql, type Kysely } from 'kysely';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Events beyond ticketing: each event's own rules (cancellation cut-off, how long a waiting-list offer lasts, when
 * the reminder goes), the door's check-in and the reminder's once-only mark on bookings, and the waiting list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('cancel_cutoff_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('offer_hours', 'integer', (c) => c.notNull().defaultTo(12))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('reminder_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  // The instant the reminders are due, kept beside the start so the sweep compares two stored strings.
  await db.schema.alterTable('events').addColumn('reminder_at', 'varchar(32)').execute();
  const events = await sql<{ id: string; event_date_time: string }>`select id, event_date_time from events`.execute(db);
  for (const event of events.rows) {
    const at = new Date(Date.parse(event.event_date_time) - 24 * HOUR_MS).toISOString();
    await sql`update events set reminder_at = ${at} where id = ${event.id}`.execute(db);
  }
  await db.schema.createIndex('events_reminder_at_idx').on('events').column('reminder_at').execute();

  await db.schema.alterTable('bookings').addColumn('checked_in_at', 'varchar(32)').execute();
  await db.schema.alterTable('bookings').addColumn('checked_in_by', 'varchar(64)').execute();
  await db.schema.alterTable('bookings').addColumn('reminder_sent_at', 'varchar(32)').execute();

  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('events.id').onDelete('cascade'))
    // The account that joined (a guardian or an adult fighter), so My bookings lists the place; null without one.
    .addColumn('account_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('fighter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_normalized', 'varchar(254)', (c) => c.notNull())
    .addColumn('name_normalized', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    // The booking form as sent (JSON), so an offer books with one click.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'varchar(64)')
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    // SHA-256 of the offer link's code: the link itself is never stored.
    .addColumn('offer_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('offered_at', 'varchar(32)')
    .addColumn('offer_expires_at', 'varchar(32)')
    .addColumn('booking_id', 'varchar(64)', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The line: the next to offer a seat is the earliest still waiting.
  await db.schema.createIndex('waitlist_line_idx').on('waitlist').columns(['event_id', 'state', 'joined_at']).execute();
  await db.schema.createIndex('waitlist_account_idx').on('waitlist').column('account_id').execute();
  // One place per person (email and name, as bookings compare them) while they are in line.
  await db.schema
    .createIndex('waitlist_event_attendee_unique')
    .on('waitlist')
    .columns(['event_id', 'email_normalized', 'name_normalized'])
    .unique()
    .where(sql.ref('state'), 'in', sql`('waiting', 'offered')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist').execute();
  for (const column of ['reminder_sent_at', 'checked_in_by', 'checked_in_at']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
  await db.schema.dropIndex('events_reminder_at_idx').execute();
  for (const column of ['reminder_at', 'reminder_hours', 'offer_hours', 'cancel_cutoff_hours']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
