import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import { UTR_PATTERN, type PaymentState } from '@academy/contract';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { Database, DuesTable, PaymentsTable } from '../../db/schema.ts';

// The link secret's hash stays out of the row the module passes around, so it never reaches a reply or an audit entry.
export type PaymentRow = Omit<Selectable<PaymentsTable>, 'linkSecretHash'>;
export type DueRow = Selectable<DuesTable> & { bookingCode: string | null };
export type NewDue = Insertable<DuesTable>;

const dueColumns = (db: DbOrTx) =>
  db
    .selectFrom('dues')
    .leftJoin('bookings', 'bookings.id', 'dues.bookingId')
    .selectAll('dues')
    .select('bookings.bookingCode');

export async function insertDue(db: DbOrTx, due: NewDue): Promise<void> {
  await db.insertInto('dues').values(due).execute();
}

/** Inserts the month's fee unless the enrolment has it already: true when this call raised it. */
export async function insertFeeOnce(db: DbOrTx, due: NewDue): Promise<boolean> {
  const result = await db
    .insertInto('dues')
    .values(due)
    .onConflict((oc) => oc.columns(['enrolmentId', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findDues(db: DbOrTx, ids: string[]): Promise<DueRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return dueColumns(db).where('dues.id', 'in', ids).execute();
}

/** The dues a payment covered (its history), in the order they were raised. */
export function duesOfPayments(db: DbOrTx, paymentIds: string[]): Promise<(DueRow & { forPaymentId: string })[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return dueColumns(db)
    .innerJoin('paymentDues', 'paymentDues.dueId', 'dues.id')
    .select('paymentDues.paymentId as forPaymentId')
    .where('paymentDues.paymentId', 'in', paymentIds)
    .orderBy('dues.dueDay')
    .orderBy('dues.createdAt')
    .execute();
}

/** The due of each of several bookings with its current payment, in one read; a booking without a payment is left out. */
export function findBookingPayments(db: DbOrTx, bookingIds: readonly string[]) {
  return db
    .selectFrom('dues')
    .innerJoin('payments', 'payments.id', 'dues.paymentId')
    .select([
      'dues.bookingId',
      'dues.holdUntil',
      'payments.id as paymentId',
      'payments.reference',
      'payments.state',
      'payments.amountPaise',
    ])
    .where('dues.bookingId', 'in', bookingIds)
    .execute();
}

export function findDueOfBooking(db: DbOrTx, bookingId: string): Promise<DueRow | undefined> {
  return dueColumns(db).where('dues.bookingId', '=', bookingId).executeTakeFirst();
}

/**
 * A family's dues: those of its account, and those of its profiles (a child's fee raised before the child moved
 * families). The profiles are read first, so both halves of the condition are answered from their indexes.
 */
export async function duesOfFamily(db: DbOrTx, accountId: string): Promise<DueRow[]> {
  const profiles = await db
    .selectFrom('fighters')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', accountId), eb('guardianId', '=', accountId)]))
    .execute();
  const ids = profiles.map((profile) => profile.id);
  return dueColumns(db)
    .where((eb) =>
      eb.or([eb('dues.accountId', '=', accountId), ...(ids.length > 0 ? [eb('dues.fighterId', 'in', ids)] : [])]),
    )
    .orderBy('dues.dueDay', 'desc')
    .orderBy('dues.createdAt', 'desc')
    .limit(500)
    .execute();
}

/**
 * The dues of a payment being started, locked for this transaction (PostgreSQL, in id order so two payments for
 * overlapping dues wait for each other instead of deadlocking; SQLite runs one writing transaction at a time).
 */
export function lockDues(db: DbOrTx, ids: string[]): Promise<DueRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = dueColumns(db).where('dues.id', 'in', ids).orderBy('dues.id');
  return (isSqlite(db) ? query : query.forUpdate('dues')).execute();
}

/** Payments locked in id order, for the same reason as `lockDues`. */
export function lockPayments(db: DbOrTx, ids: string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db.selectFrom('payments').selectAll().where('id', 'in', ids).orderBy('id');
  return (isSqlite(db) ? query : query.forUpdate()).execute();
}

/** The dues a payment holds now (the live rows of its history). */
export async function liveDueIds(db: DbOrTx, paymentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('paymentDues')
    .select('dueId')
    .where('paymentId', '=', paymentId)
    .where('live', '=', 1)
    .execute();
  return rows.map((row) => row.dueId);
}

/**
 * Puts open dues, already locked by the caller and freed of any pending payment, on a new payment, and records that
 * it holds them. Returns how many it took. The unique index on live rows refuses a due another payment holds.
 */
export async function attachDues(db: DbOrTx, dueIds: string[], paymentId: string, now: string): Promise<number> {
  await db
    .insertInto('paymentDues')
    .values(dueIds.map((dueId) => ({ paymentId, dueId, live: 1 })))
    .execute();
  const result = await db
    .updateTable('dues')
    .set({ paymentId, updatedAt: now })
    .where('id', 'in', dueIds)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setDuesState(
  db: DbOrTx,
  paymentId: string,
  state: 'paid' | 'waived' | 'open' | 'cancelled',
  now: string,
): Promise<void> {
  await db
    .updateTable('dues')
    .set({ state, updatedAt: now, ...(state === 'paid' || state === 'waived' ? { holdUntil: null } : {}) })
    .where('paymentId', '=', paymentId)
    .execute();
}

export async function updateDue(db: DbOrTx, id: string, values: Partial<NewDue>): Promise<void> {
  await db.updateTable('dues').set(values).where('id', '=', id).execute();
}

export async function insertPayment(db: DbOrTx, row: PaymentRow): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment row locked for this transaction (PostgreSQL; SQLite runs one writing transaction at a time). */
export function lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const query = db.selectFrom('payments').selectAll().where('id', '=', id);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

export function findPaymentByUtr(db: DbOrTx, utr: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('utr', '=', utr).executeTakeFirst();
}

export function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The payments given any of these UTRs: one query for a statement's chunk of credits. */
export async function findPaymentsByUtrs(db: DbOrTx, utrs: string[]): Promise<PaymentRow[]> {
  if (utrs.length === 0) return [];
  return db.selectFrom('payments').selectAll().where('utr', 'in', utrs).execute();
}

/** The payments with any of these references. */
export async function findPaymentsByReferences(db: DbOrTx, references: string[]): Promise<PaymentRow[]> {
  if (references.length === 0) return [];
  return db.selectFrom('payments').selectAll().where('reference', 'in', references).execute();
}

/**
 * Moves a payment from one of `from` to its next state with the given values; the state is re-checked on the
 * row, so of two decisions at once only one applies. True when this call moved it.
 */
export async function movePayment(
  db: DbOrTx,
  id: string,
  from: PaymentState[],
  values: Partial<PaymentRow> & { state: PaymentState; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) > 0;
  // A rejected payment holds its dues no more: another payment may take them (the unique index counts live rows).
  if (moved && values.state === 'rejected') {
    await db.updateTable('paymentDues').set({ live: 0 }).where('paymentId', '=', id).execute();
  }
  return moved;
}

/** The next receipt serial of a financial year, raised in the caller's transaction: a rollback gives it back. */
export async function nextReceiptSerial(db: DbOrTx, year: string): Promise<number> {
  const row = await db
    .insertInto('receiptSeries')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('receiptSeries.lastNumber', '+', 1) })))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export interface PaymentFilter {
  state?: PaymentState | undefined;
  q?: string | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
  accountIds?: string[];
  limit: number;
}

/**
 * What a search names: a UTR, a payment reference or a receipt number exactly (each has its unique index), else a
 * part of the payer's name or email or of a fighter's name on the payment's dues.
 */
function matching(q: string) {
  return (eb: ExpressionBuilder<Database, 'payments'>) => {
    if (UTR_PATTERN.test(q)) return eb('utr', '=', q);
    if (/^P-[A-Z0-9]{6}$/i.test(q)) return eb('reference', '=', q.toUpperCase());
    if (q.includes('/')) return eb('receiptNumber', '=', q.toUpperCase());
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return eb.or([
      eb(sql<string>`lower(payer_name)`, 'like', sql<string>`${like} escape '\\'`),
      eb(sql<string>`lower(coalesce(payer_email, ''))`, 'like', sql<string>`${like} escape '\\'`),
      eb(
        'id',
        'in',
        eb
          .selectFrom('paymentDues')
          .innerJoin('dues', 'dues.id', 'paymentDues.dueId')
          .select('paymentDues.paymentId')
          .where(sql<string>`lower(dues.fighter_name)`, 'like', sql<string>`${like} escape '\\'`),
      ),
    ]);
  };
}

export function listPayments(db: DbOrTx, filter: PaymentFilter): Promise<PaymentRow[]> {
  let query = db.selectFrom('payments').selectAll();
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.accountIds) query = query.where('accountId', 'in', filter.accountIds);
  if (filter.fromIso) query = query.where(sql<string>`coalesce(paid_at, created_at)`, '>=', filter.fromIso);
  if (filter.toIso) query = query.where(sql<string>`coalesce(paid_at, created_at)`, '<', filter.toIso);
  if (filter.q) query = query.where(matching(filter.q));
  // Submitted ones wait for the admin: the oldest first; every other list shows the latest first.
  return query
    .orderBy(filter.state === 'submitted' ? 'submittedAt' : 'createdAt', filter.state === 'submitted' ? 'asc' : 'desc')
    .limit(filter.limit)
    .execute();
}

/** Open dues whose seat hold has passed and whose payment, if any, has nothing submitted. */
export function expiredHolds(db: DbOrTx, now: string): Promise<DueRow[]> {
  return dueColumns(db).where('dues.state', '=', 'open').where('dues.holdUntil', '<=', now).execute();
}

/**
 * Batches with a fee that may run in a month starting on `monthStart`: not ended before it began. Each comes with
 * its pauses that had not ended by then. On PostgreSQL the batches are held (FOR SHARE) until the caller's
 * transaction ends: a pause or an end (which updates the batch's row) waits for the fees raised from this read, or
 * this read waits for it and sees its pause.
 */
export async function feeBatches(db: DbOrTx, monthStart: string) {
  const query = db
    .selectFrom('batches')
    .select(['id', 'name', 'monthlyFee', 'startDate', 'endDate'])
    .where('monthlyFee', '>', 0)
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', monthStart)]))
    .orderBy('id');
  const batches = await (isSqlite(db) ? query : query.forShare()).execute();
  if (batches.length === 0) return [];
  const pauses = await db
    .selectFrom('batchPauses')
    .select(['batchId', 'fromDay', 'untilDay'])
    .where(
      'batchId',
      'in',
      batches.map((batch) => batch.id),
    )
    .where((eb) => eb.or([eb('untilDay', 'is', null), eb('untilDay', '>', monthStart)]))
    .execute();
  return batches.map((batch) => ({ ...batch, pauses: pauses.filter((pause) => pause.batchId === batch.id) }));
}

/** The active enrolments of some batches, with when each was accepted and who pays: the child's guardian, or the fighter. */
export function feePayingEnrolments(db: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .innerJoin('fighters', 'fighters.id', 'enrolments.fighterId')
    .select([
      'enrolments.id as enrolmentId',
      'enrolments.fighterId',
      'enrolments.batchId',
      'enrolments.decidedAt',
      'fighters.fullName',
      'fighters.guardianId',
    ])
    .where('enrolments.state', '=', 'active')
    .where('enrolments.batchId', 'in', batchIds)
    .execute();
}

/** Open class fees due on or before `day`, with their account's email and language, for reminders. */
export function openFeesDueBy(db: DbOrTx, day: string) {
  return db
    .selectFrom('dues')
    .innerJoin('fighters as account', 'account.id', 'dues.accountId')
    .select([
      'dues.id',
      'dues.accountId',
      'dues.fighterName',
      'dues.item',
      'dues.period',
      'dues.amountPaise',
      'dues.dueDay',
      'account.fullName as accountName',
      'account.email as accountEmail',
      'account.language as accountLanguage',
    ])
    .where('dues.kind', '=', 'fee')
    .where('dues.state', '=', 'open')
    .where('dues.dueDay', '<=', day)
    .orderBy('dues.dueDay')
    .execute();
}

/** Records today's reminder of an account: false when one was sent already (another run, another server). */
export async function insertReminderOnce(db: DbOrTx, accountId: string, day: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('feeReminders')
    .values({ accountId, day, sentAt: now })
    .onConflict((oc) => oc.columns(['accountId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Money received between two instants, summed by IST month (of the day marked paid), kind of due and batch (a
 * payment's dues may mix them) in the database: a year of an academy's payments never comes into the server.
 */
export function collectedByMonth(db: DbOrTx, fromIso: string, toIso: string) {
  // paid_at is ISO-8601 UTC text; India is UTC+05:30 all year.
  const month = isSqlite(db)
    ? sql<string>`strftime('%Y-%m', payments.paid_at, '+330 minutes')`
    : sql<string>`to_char(cast(payments.paid_at as timestamptz) at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  return db
    .selectFrom('payments')
    .innerJoin('dues', 'dues.paymentId', 'payments.id')
    .select((eb) => [
      month.as('month'),
      'dues.kind',
      'dues.batchId',
      eb.fn.sum<number>('dues.amountPaise').as('collectedPaise'),
    ])
    .where('payments.state', '=', 'paid')
    .where('payments.paidAt', '>=', fromIso)
    .where('payments.paidAt', '<', toIso)
    .groupBy([month, 'dues.kind', 'dues.batchId'])
    .execute();
}

/** Everything owed now, with the family's account details. */
export function openDues(db: DbOrTx) {
  return db
    .selectFrom('dues')
    .leftJoin('fighters as account', 'account.id', 'dues.accountId')
    .leftJoin('bookings', 'bookings.id', 'dues.bookingId')
    .select([
      'dues.accountId',
      'dues.fighterName',
      'dues.amountPaise',
      'dues.dueDay',
      'account.fullName as accountName',
      'account.email as accountEmail',
      'account.mobileNumber as accountMobile',
      'bookings.email as bookingEmail',
      'bookings.mobileNumber as bookingMobile',
    ])
    .where('dues.state', '=', 'open')
    .execute();
}

export async function countSubmitted(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sumOpenDues(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('dues')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountPaise'), eb.lit(0)).as('total'))
    .where('state', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function sumPaidBetween(db: DbOrTx, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountPaise'), eb.lit(0)).as('total'))
    .where('state', '=', 'paid')
    .where('paidAt', '>=', fromIso)
    .where('paidAt', '<', toIso)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function batchNames(db: DbOrTx) {
  return db.selectFrom('batches').select(['id', 'name']).orderBy('name').execute();
}

/** Who a family's account is, for a payment's payer fields. */
export function accountOf(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'email', 'language', 'guardianId'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}
