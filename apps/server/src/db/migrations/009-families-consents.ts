import { SqliteAdapter, type Kysely } from 'kysely';
import { rebuildSqliteTable } from './sqlite-rebuild.ts';

/**
 * Families: a fighter row is a profile; a child's profile is held by its guardian's account (guardian_id) and has
 * no login, so its email and password hash are empty and its age follows from its date of birth. Consents: the
 * record of each guardian's consent for a child's profile or for a booking of an attendee under 18.
 * Existing fighters become accounts holding their own profile, as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    await rebuildSqliteTable(db, 'fighters', withOptionalLogin, addFamilies);
  } else {
    await db.schema
      .alterTable('fighters')
      .alterColumn('email', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('fighters')
      .alterColumn('password_hash', (c) => c.dropNotNull())
      .execute();
    await addFamilies(db);
  }
  await createConsents(db);
}

/** The fighters table's statement with email and password_hash allowed to be null. */
function withOptionalLogin(table: string): string {
  const optional = table
    .replace(/("email"\s+varchar\(254\))\s+not null/i, '$1')
    .replace(/("password_hash"\s+text)\s+not null/i, '$1');
  if ((optional.match(/not null/gi) ?? []).length !== (table.match(/not null/gi) ?? []).length - 2) {
    throw new Error('the fighters table does not declare email and password_hash as expected');
  }
  return optional;
}

async function addFamilies(db: Kysely<unknown>): Promise<void> {
  // No cascade: erasing an account erases its children's profiles first, with their photos (data-rights).
  await db.schema
    .alterTable('fighters')
    .addColumn('guardian_id', 'varchar(64)', (c) => c.references('fighters.id'))
    .execute();
  await db.schema.alterTable('fighters').addColumn('date_of_birth', 'varchar(10)').execute();
  await db.schema.createIndex('fighters_guardian_idx').on('fighters').column('guardian_id').execute();
}

async function createConsents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // One of the two: the child's profile, or the booking of an attendee under 18.
    .addColumn('fighter_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('cascade'))
    .addColumn('booking_id', 'varchar(64)', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('child_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('guardian_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('relation', 'varchar(30)', (c) => c.notNull())
    .addColumn('guardian_mobile', 'varchar(15)', (c) => c.notNull())
    .addColumn('guardian_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('notice_version', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('confirmed_ip', 'varchar(64)')
    .addColumn('withdrawn_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('consents_fighter_idx').on('consents').columns(['fighter_id', 'requested_at']).execute();
  await db.schema.createIndex('consents_booking_idx').on('consents').column('booking_id').execute();
  await db.schema.createIndex('consents_guardian_email_idx').on('consents').column('guardian_email').execute();
}

/** Children's profiles cannot go back into a table that needs an email and a password: only the additions go. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consents').execute();
  await db.schema.dropIndex('fighters_guardian_idx').execute();
  await db.schema.alterTable('fighters').dropColumn('date_of_birth').execute();
  await db.schema.alterTable('fighters').dropColumn('guardian_id').execute();
}
