import { sql, type Kysely } from 'kysely';

/**
 * Fees by UPI: what is owed (`dues`: a paid event's entry fee per booking, a month's class fee per enrolment), the
 * payments that settle dues (a UPI transfer with its UTR, cash, a waiver), the receipt series per financial year,
 * the days a family was reminded of its fees, and the academy's settings. Amounts are whole paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(16)', (c) => c.notNull().unique())
    // The family's account that pays (a guardian, or an adult fighter); null for a booking made without an account.
    .addColumn('account_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('payer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payer_email', 'varchar(254)')
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    // Unique: a transfer pays once, whatever happens to the payment that named it.
    .addColumn('utr', 'varchar(12)', (c) => c.unique())
    .addColumn('has_screenshot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(300)')
    .addColumn('receipt_number', 'varchar(40)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_state_idx').on('payments').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('payments_account_idx').on('payments').column('account_id').execute();
  await db.schema.createIndex('payments_paid_at_idx').on('payments').column('paid_at').execute();
  // The admin's list of every payment, the latest first.
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();

  await db.schema
    .createTable('dues')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('fighter_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .addColumn('fighter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('booking_id', 'varchar(64)', (c) => c.unique().references('bookings.id').onDelete('set null'))
    .addColumn('enrolment_id', 'varchar(64)', (c) => c.references('enrolments.id').onDelete('set null'))
    .addColumn('batch_id', 'varchar(64)', (c) => c.references('batches.id').onDelete('set null'))
    .addColumn('period', 'varchar(7)')
    .addColumn('item', 'varchar(150)', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('due_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hold_until', 'varchar(32)')
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    // The payment paying it now (pending or submitted) or that paid it; null while nobody has started to pay.
    .addColumn('payment_id', 'varchar(64)', (c) => c.references('payments.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One fee per enrolment and month, however many job runners raise it at once.
  await db.schema
    .createIndex('dues_enrolment_period_uq')
    .on('dues')
    .columns(['enrolment_id', 'period'])
    .unique()
    .execute();
  await db.schema.createIndex('dues_account_state_idx').on('dues').columns(['account_id', 'state']).execute();
  await db.schema.createIndex('dues_state_day_idx').on('dues').columns(['state', 'due_day']).execute();
  await db.schema.createIndex('dues_payment_idx').on('dues').column('payment_id').execute();
  // A family's dues are its account's and its profiles' (a child's fee raised before the child moved families).
  await db.schema.createIndex('dues_fighter_idx').on('dues').column('fighter_id').execute();

  // Which dues each payment covered, kept after a rejection moves the dues to a new payment.
  await db.schema
    .createTable('payment_dues')
    .addColumn('payment_id', 'varchar(64)', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('due_id', 'varchar(64)', (c) => c.notNull().references('dues.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('payment_dues_pk', ['payment_id', 'due_id'])
    .execute();
  await db.schema.createIndex('payment_dues_due_idx').on('payment_dues').column('due_id').execute();

  // A screenshot of the transfer, re-encoded to WebP: private, so in the database (backed up with it, reachable by
  // every server) rather than under the public uploads folder. 'bytea' is a BLOB to SQLite.
  await db.schema
    .createTable('payment_screenshots')
    .addColumn('payment_id', 'varchar(64)', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('image', sql`bytea`, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // The last receipt number given in each financial year ('2026-27'); raised in the transaction that marks paid.
  await db.schema
    .createTable('receipt_series')
    .addColumn('year', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  // A family gets at most one fee reminder a day, whichever server runs the day's job.
  await db.schema
    .createTable('fee_reminders')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_reminders_pk', ['account_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'fee_reminders',
    'receipt_series',
    'payment_screenshots',
    'payment_dues',
    'dues',
    'payments',
    'settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
