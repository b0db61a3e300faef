import type { Kysely } from 'kysely';

/** Schema builder only, so the same migration builds SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fighters')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)')
    .addColumn('age', 'integer')
    .addColumn('weight', 'double precision')
    .addColumn('height', 'double precision')
    .addColumn('discipline', 'varchar(20)')
    .addColumn('belt_level', 'varchar(50)')
    .addColumn('address', 'varchar(300)')
    .addColumn('master_name', 'varchar(100)')
    .addColumn('academy_name', 'varchar(100)')
    .addColumn('image_key', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fighters_created_at_idx').on('fighters').column('created_at').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('fighter_id', 'varchar(64)', (c) => c.primaryKey().references('fighters.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('event_description', 'text', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('event_date_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('image_key', 'varchar(200)')
    .addColumn('total_seats', 'integer', (c) => c.notNull())
    .addColumn('total_bookings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_fee', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_date_idx').on('events').column('event_date_time').execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('booking_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('fighter_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('fighter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_normalized', 'varchar(254)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('belt_level', 'varchar(50)', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('discipline', 'varchar(20)', (c) => c.notNull())
    .addColumn('master_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('academy_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('booked_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('bookings_event_email_unique', ['event_id', 'email_normalized'])
    .execute();
  await db.schema.createIndex('bookings_event_idx').on('bookings').columns(['event_id', 'booked_at']).execute();
  await db.schema.createIndex('bookings_fighter_idx').on('bookings').column('fighter_id').execute();

  await db.schema
    .createTable('gallery_images')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('image_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_category_created_idx')
    .on('gallery_images')
    .columns(['category', 'created_at'])
    .execute();
  await db.schema.createIndex('gallery_created_idx').on('gallery_images').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gallery_images', 'bookings', 'events', 'password_resets', 'fighters', 'admins']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
