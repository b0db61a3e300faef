import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Classes: batches with their weekly schedule in IST, the days a batch does not meet (holidays, cancellations),
 * enrolments, and attendance marks. A session is not a row: it exists on each day of its batch's schedule, and
 * its marks are keyed by (batch, day). Every profile gets a personal check-in code for its QR card. Leads are
 * trial-class enquiries made without an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batches')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('program', 'varchar(30)', (c) => c.notNull())
    .addColumn('level', 'varchar(60)')
    .addColumn('min_age', 'integer', (c) => c.notNull())
    .addColumn('max_age', 'integer')
    .addColumn('place', 'varchar(150)', (c) => c.notNull())
    // Comma-separated codes of WEEKDAYS in week order, e.g. 'mon,wed,fri'.
    .addColumn('weekdays', 'varchar(40)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('monthly_fee', 'integer', (c) => c.notNull())
    .addColumn('instructor', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('auto_accept', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('batches_status_idx').on('batches').columns(['status', 'start_time']).execute();

  await db.schema
    .createTable('batch_closures')
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_closures_pk', ['batch_id', 'day'])
    .execute();

  await db.schema
    .createTable('enrolments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('left_at', 'varchar(32)')
    .execute();
  // One row per fighter and batch: asking again after leaving or a decline reuses it.
  await db.schema
    .createIndex('enrolments_batch_fighter_idx')
    .on('enrolments')
    .columns(['batch_id', 'fighter_id'])
    .unique()
    .execute();
  await db.schema.createIndex('enrolments_fighter_idx').on('enrolments').column('fighter_id').execute();
  await db.schema.createIndex('enrolments_batch_state_idx').on('enrolments').columns(['batch_id', 'state']).execute();

  await db.schema
    .createTable('attendance')
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('fighter_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('mark', 'varchar(10)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('marked_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_pk', ['batch_id', 'day', 'fighter_id'])
    .execute();
  await db.schema.createIndex('attendance_fighter_day_idx').on('attendance').columns(['fighter_id', 'day']).execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('student_age', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(64)', (c) => c.references('batches.id').onDelete('set null'))
    .addColumn('message', 'varchar(500)')
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('language', 'varchar(16)', (c) => c.notNull())
    .addColumn('contact_consent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('fighter_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_state_created_idx').on('leads').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();

  await db.schema.alterTable('fighters').addColumn('checkin_code', 'varchar(8)').execute();
  const fighters = await sql<{ id: string }>`select id from fighters`.execute(db);
  const taken = new Set<string>();
  for (const { id } of fighters.rows) {
    let code = checkinCode();
    while (taken.has(code)) code = checkinCode();
    taken.add(code);
    await sql`update fighters set checkin_code = ${code} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('fighters_checkin_code_idx').on('fighters').column('checkin_code').unique().execute();
}

/** The migration's own copy of the alphabet: a migration builds the same rows whatever the code later becomes. */
function checkinCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fighters_checkin_code_idx').execute();
  await db.schema.alterTable('fighters').dropColumn('checkin_code').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('attendance').execute();
  await db.schema.dropTable('enrolments').execute();
  await db.schema.dropTable('batch_closures').execute();
  await db.schema.dropTable('batches').execute();
}
