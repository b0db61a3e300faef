import { sql, type Kysely } from 'kysely';

/**
 * The money invariants the database can hold by itself, and the repair of what earlier versions got wrong:
 * - `payment_dues.live`: 1 while the payment has not been rejected. A unique index on the live rows makes a second
 *   live payment for one due impossible, whatever two servers do at the same moment.
 * - `batch_pauses`: the days a batch was paused, so the monthly fee job can tell a month the batch was paused
 *   throughout (not billed) from one it ran part of (billed).
 * - Repairs: enrolments of ended batches end with them; open class fees raised for a month the batch did not run
 *   (before its start, after its end) are cancelled, and a pending payment for them is rejected; a pending payment
 *   that lost its dues to another payment started at the same moment is rejected. A submitted or paid payment in
 *   that state is only taken out of the unique index (its due is held by the other payment) and left for the
 *   academy to decide: `npm run check-money` lists it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batch_pauses')
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    // The first IST day without classes, and the first day with classes again (null while still paused).
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('until_day', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_pauses_pk', ['batch_id', 'from_day'])
    .execute();
  await db.schema
    .createIndex('batch_pauses_open_uq')
    .on('batch_pauses')
    .column('batch_id')
    .unique()
    .where(sql.ref('until_day'), 'is', null)
    .execute();
  const now = new Date().toISOString();
  // A batch paused before this version has no recorded start of its pause: the day it last changed is the best guess.
  const paused = await sql<{ id: string; updated_at: string }>`
    select id, updated_at from batches where status = 'paused'`.execute(db);
  for (const batch of paused.rows) {
    const day = new Date(Date.parse(batch.updated_at) + 330 * 60_000).toISOString().slice(0, 10);
    await sql`insert into batch_pauses (batch_id, from_day, until_day, created_at)
      values (${batch.id}, ${day}, null, ${now})`.execute(db);
  }

  await db.schema
    .alterTable('payment_dues')
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update payment_dues set live = 0
    where payment_id in (select id from payments where state = 'rejected')`.execute(db);

  await sql`update enrolments set state = 'left', left_at = ${now}
    where state = 'active' and batch_id in (select id from batches where status = 'ended')`.execute(db);
  await sql`update enrolments set state = 'declined', decided_at = ${now}
    where state = 'requested' and batch_id in (select id from batches where status = 'ended')`.execute(db);

  // Open fees of a month without one day of classes: before the batch's first day or after its last.
  const unrun = await sql<{ id: string; payment_id: string | null }>`
    select dues.id, dues.payment_id from dues join batches on batches.id = dues.batch_id
    where dues.kind = 'fee' and dues.state = 'open'
      and (dues.period < substr(batches.start_date, 1, 7)
           or (batches.end_date is not null and dues.period || '-01' > batches.end_date))`.execute(db);
  for (const due of unrun.rows) {
    const payment = due.payment_id
      ? (await sql<{ state: string }>`select state from payments where id = ${due.payment_id}`.execute(db)).rows[0]
      : undefined;
    if (payment && payment.state !== 'pending') continue;
    await sql`update dues set state = 'cancelled', hold_until = null, updated_at = ${now} where id = ${due.id}`.execute(
      db,
    );
    if (payment) await rejectPending(db, due.payment_id!, 'fee cancelled: the batch did not run that month', now);
  }

  // Rows of payments that no longer hold their due (it moved to a payment started at the same moment).
  const orphans = await sql<{ payment_id: string; state: string }>`
    select distinct payment_dues.payment_id, payments.state from payment_dues
    join payments on payments.id = payment_dues.payment_id
    join dues on dues.id = payment_dues.due_id
    where payment_dues.live = 1 and (dues.payment_id is null or dues.payment_id <> payment_dues.payment_id)`.execute(
    db,
  );
  for (const orphan of orphans.rows) {
    if (orphan.state === 'pending') {
      await rejectPending(db, orphan.payment_id, 'superseded by a payment started at the same moment', now);
    } else {
      await sql`update payment_dues set live = 0 where payment_id = ${orphan.payment_id}
        and due_id not in (select id from dues where payment_id = ${orphan.payment_id})`.execute(db);
    }
  }
  await db.schema
    .createIndex('payment_dues_live_uq')
    .on('payment_dues')
    .column('due_id')
    .unique()
    .where(sql.ref('live'), '=', 1)
    .execute();
}

async function rejectPending(db: Kysely<unknown>, paymentId: string, note: string, now: string): Promise<void> {
  await sql`update payments set state = 'rejected', note = ${note}, decided_at = ${now}, updated_at = ${now}
    where id = ${paymentId} and state = 'pending'`.execute(db);
  await sql`update payment_dues set live = 0 where payment_id = ${paymentId}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_dues_live_uq').execute();
  await db.schema.alterTable('payment_dues').dropColumn('live').execute();
  await db.schema.dropTable('batch_pauses').execute();
}
