import {
  academyToday,
  isLanguage,
  DEFAULT_LANGUAGE,
  type BookingPayment,
  type Due,
  type DuesReply,
  type Language,
  type Payment,
  type PaymentReply,
  type PaymentState,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso, randomLetters } from '../../lib/ids.ts';
import type { AuthUser } from '../../security/guards.ts';
import { assertFamilyProfile, fighterAccountOf } from '../../security/family-access.ts';
import {
  accountOf,
  attachDues,
  duesOfFamily,
  duesOfPayments,
  findBookingPayments,
  findDueOfBooking,
  findDues,
  findPayment,
  liveDueIds,
  lockDues,
  lockPayments,
  findPaymentByUtr,
  insertDue,
  insertPayment,
  listPayments,
  lockPayment,
  movePayment,
  updateDue,
  type DueRow,
  type PaymentRow,
} from './queries.ts';
import { payeeOf, paymentSettings } from './settings.ts';
import { issuePaymentLink } from './payment-link.ts';

export type PaymentsDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

/** The job that releases an unpaid booking's seat when its hold ends (registered by the bookings module). */
export const HOLD_RELEASE_JOB = 'payments.release-hold';

export function toDue(row: DueRow, paymentState: PaymentState | null): Due {
  return {
    id: row.id,
    kind: row.kind,
    fighterId: row.fighterId,
    fighterName: row.fighterName,
    item: row.item,
    period: row.period,
    batchId: row.batchId,
    bookingCode: row.bookingCode,
    amountPaise: row.amountPaise,
    dueDay: row.dueDay,
    // Once something is submitted the seat stays until the admin decides.
    holdUntil: paymentState === 'submitted' ? null : row.holdUntil,
    state: row.state,
    paymentId: row.paymentId,
    paymentState,
  };
}

export function toPayment(row: PaymentRow, dues: DueRow[], states: Map<string, PaymentState>): Payment {
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    method: row.method,
    amountPaise: row.amountPaise,
    payerName: row.payerName,
    payerEmail: row.payerEmail,
    utr: row.utr,
    hasScreenshot: row.hasScreenshot === 1,
    note: row.note,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    paidAt: row.paidAt,
    dues: dues.map((due) => toDue(due, due.paymentId ? (states.get(due.paymentId) ?? null) : null)),
  };
}

/** Payments with the dues each covered, and each due's current payment state. */
export async function withDues(db: DbOrTx, rows: PaymentRow[]): Promise<Payment[]> {
  const covered = await duesOfPayments(
    db,
    rows.map((row) => row.id),
  );
  const states = await paymentStates(db, covered, rows);
  return rows.map((row) =>
    toPayment(
      row,
      covered.filter((due) => due.forPaymentId === row.id),
      states,
    ),
  );
}

async function paymentStates(db: DbOrTx, dues: DueRow[], known: PaymentRow[]): Promise<Map<string, PaymentState>> {
  const states = new Map(known.map((row) => [row.id, row.state]));
  const missing = [...new Set(dues.map((due) => due.paymentId).filter((id): id is string => !!id && !states.has(id)))];
  for (const id of missing) {
    const row = await findPayment(db, id);
    if (row) states.set(id, row.state);
  }
  return states;
}

export async function paymentDetail(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<Omit<PaymentReply, 'status' | 'message'>> {
  const row = await findPayment(deps.db, id);
  if (!row) throw notFound('api.paymentNotFound');
  const [payment] = await withDues(deps.db, [row]);
  return { payment: payment!, payee: payeeOf(await paymentSettings(deps.db)) };
}

/** A reference people read out and banks carry in the UPI note: 'P-' and 6 letters (32^6 values). */
const newReference = () => `P-${randomLetters(6)}`;

export interface Payer {
  accountId: string | null;
  payerName: string;
  payerEmail: string | null;
  language: Language;
}

/**
 * Who pays: with an account, its holder by their own name and email; without one (or where the account lacks
 * them), the name and email the booking or due gives. The language is the one given (a booking's, which the booker
 * chose), else the account's.
 */
async function payerOf(
  trx: DbOrTx,
  accountId: string | null,
  otherwise: { name: string; email: string | null; language?: Language },
): Promise<Payer> {
  const account = accountId ? await accountOf(trx, accountId) : undefined;
  return {
    accountId,
    payerName: account?.fullName ?? otherwise.name,
    payerEmail: account?.email ?? otherwise.email,
    language: otherwise.language ?? (account && isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE),
  };
}

/** How many times a payment's start reads its dues again when another payment took them meanwhile. */
const START_ATTEMPTS = 5;

/**
 * Locks the payments holding some dues, then the dues, in that order (the order deciding a payment takes: its row,
 * then its dues' rows), reading the dues again until no other transaction moved them in between. On PostgreSQL two
 * requests for the same dues queue here, and the second sees what the first committed.
 */
async function lockDuesAndHolders(trx: DbOrTx, dueIds: string[]) {
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    const seen = await findDues(trx, dueIds);
    const holderIds = [...new Set(seen.map((due) => due.paymentId).filter((id): id is string => id !== null))];
    const holders = await lockPayments(trx, holderIds);
    const dues = await lockDues(trx, dueIds);
    if (dues.every((due) => due.paymentId === null || holderIds.includes(due.paymentId))) {
      return { dues, holders: new Map(holders.map((holder) => [holder.id, holder])) };
    }
  }
  throw conflict('api.dueJustTaken');
}

/**
 * The payment a family's "Pay" already started for exactly these dues and still waiting for the transfer: a second
 * tap (or the same family on another phone) gets that payment back rather than replacing it.
 */
async function samePendingPayment(
  trx: DbOrTx,
  dues: DueRow[],
  holders: Map<string, PaymentRow>,
  accountId: string | null,
): Promise<PaymentRow | undefined> {
  const holder = dues[0]?.paymentId ? holders.get(dues[0].paymentId) : undefined;
  if (!holder || holder.state !== 'pending' || holder.accountId !== accountId) return undefined;
  if (dues.some((due) => due.paymentId !== holder.id)) return undefined;
  return (await liveDueIds(trx, holder.id)).length === dues.length ? holder : undefined;
}

/**
 * Starts a payment for open dues: a pending payment for their total that takes them from any pending payment they
 * were on (a pending payment received nothing, so the older one is dropped and its other dues freed). A due that a
 * submitted, paid or waived payment holds is refused (409), so no due is ever paid twice. With `reuse`, a pending
 * payment of the same payer for exactly these dues is returned as it is (`reused`).
 */
export async function openPayment(
  trx: DbOrTx,
  payer: Payer,
  dueIds: string[],
  now: string,
  options: { reuse?: boolean } = {},
): Promise<{ payment: PaymentRow; reused: boolean }> {
  const { dues, holders } = await lockDuesAndHolders(trx, dueIds);
  if (dues.length !== new Set(dueIds).size) throw notFound('api.dueNotFound');
  if (dues.some((due) => due.state !== 'open')) throw conflict('api.dueNotOpen');
  if (options.reuse) {
    const same = await samePendingPayment(trx, dues, holders, payer.accountId);
    if (same) return { payment: same, reused: true };
  }
  if ([...holders.values()].some((holder) => holder.state !== 'pending' && holder.state !== 'rejected')) {
    throw conflict('api.dueBeingPaid');
  }
  await dropPendingPayments(
    trx,
    [...holders.values()].filter((holder) => holder.state === 'pending'),
    now,
  );
  const row: PaymentRow = {
    id: newId(),
    reference: newReference(),
    ...payer,
    amountPaise: dues.reduce((sum, due) => sum + due.amountPaise, 0),
    state: 'pending',
    method: 'upi',
    utr: null,
    hasScreenshot: 0,
    note: null,
    receiptNumber: null,
    createdAt: now,
    submittedAt: null,
    decidedAt: null,
    paidAt: null,
    updatedAt: now,
  };
  await insertPayment(trx, row);
  const taken = await attachDues(
    trx,
    dues.map((due) => due.id),
    row.id,
    now,
  );
  if (taken !== dues.length) throw conflict('api.dueJustTaken');
  return { payment: row, reused: false };
}

/** Pending payments (locked by the caller) whose dues move to another payment: their dues are freed and they go. */
async function dropPendingPayments(trx: DbOrTx, payments: PaymentRow[], now: string): Promise<void> {
  for (const { id } of payments) {
    await trx.updateTable('dues').set({ paymentId: null, updatedAt: now }).where('paymentId', '=', id).execute();
    await trx.deleteFrom('payments').where('id', '=', id).execute();
  }
}

/** What one booking owes: an event's entry fee, or a tournament athlete's categories. */
export interface BookingFee {
  bookingId: string;
  fighterId: string | null;
  fighterName: string;
  amountPaise: number;
}

interface BookingPayer {
  accountId: string | null;
  name: string;
  email: string;
  language: Language;
}

/** The dues of some bookings of one payer, and one pending payment for all of them with its link. */
async function raiseBookingFees(
  trx: DbOrTx,
  payer: BookingPayer,
  item: string,
  fees: readonly BookingFee[],
  holdUntil: string | null,
): Promise<{ dueIds: string[]; payment: BookingPayment }> {
  const now = nowIso();
  const dueIds: string[] = [];
  for (const fee of fees) {
    const id = newId();
    await insertDue(trx, {
      id,
      kind: 'event',
      accountId: payer.accountId,
      fighterId: fee.fighterId,
      fighterName: fee.fighterName,
      bookingId: fee.bookingId,
      enrolmentId: null,
      batchId: null,
      period: null,
      item,
      amountPaise: fee.amountPaise,
      dueDay: academyToday(),
      holdUntil,
      state: 'open',
      paymentId: null,
      createdAt: now,
      updatedAt: now,
    });
    dueIds.push(id);
  }
  const { payment } = await openPayment(
    trx,
    await payerOf(trx, payer.accountId, { name: payer.name, email: payer.email, language: payer.language }),
    dueIds,
    now,
  );
  return {
    dueIds,
    payment: {
      paymentId: payment.id,
      reference: payment.reference,
      state: payment.state,
      amountPaise: payment.amountPaise,
      holdUntil,
      // The payer may have no account: the booking's reply and its email give the link.
      linkSecret: await issuePaymentLink(trx, payment.id),
    },
  };
}

/**
 * A paid event's booking owes its entry fee: a due holding the seat for the configured time, a pending payment for
 * it, and the job that releases the seat if nothing is submitted by then, all in the booking's transaction. Before
 * the admin has set the academy's UPI ID, bookings are taken as they always were, with no hold (null).
 */
export async function raiseBookingDue(
  deps: PaymentsDeps,
  trx: DbOrTx,
  booking: {
    id: string;
    accountId: string | null;
    fighterId: string | null;
    fighterName: string;
    email: string;
    language: Language;
    eventName: string;
    entryFeeRupees: number;
  },
): Promise<BookingPayment | null> {
  if (booking.entryFeeRupees <= 0) return null;
  // Until the academy has a UPI ID nobody can pay, so a seat is not held for a payment that cannot come.
  const { settings, configured } = await paymentSettings(trx);
  if (!configured) return null;
  const holdUntil = new Date(Date.now() + settings.holdMinutes * 60_000).toISOString();
  const { dueIds, payment } = await raiseBookingFees(
    trx,
    { accountId: booking.accountId, name: booking.fighterName, email: booking.email, language: booking.language },
    booking.eventName,
    [
      {
        bookingId: booking.id,
        fighterId: booking.fighterId,
        fighterName: booking.fighterName,
        amountPaise: Math.round(booking.entryFeeRupees * 100),
      },
    ],
    holdUntil,
  );
  await scheduleHoldRelease(deps, trx, dueIds[0]!, holdUntil);
  return payment;
}

/**
 * A tournament's athletes owe their categories' fees: a due per athlete's booking and one payment for all of them
 * (a club pays once, with one receipt). No seat is held against the payment: an entry stays until the organiser
 * withdraws it, and the entry lists show what is unpaid. Null when nothing is owed or the academy has no UPI ID yet.
 */
export async function raiseEntryFees(
  trx: DbOrTx,
  payer: BookingPayer,
  item: string,
  fees: readonly BookingFee[],
): Promise<BookingPayment | null> {
  const owed = fees.filter((fee) => fee.amountPaise > 0);
  if (owed.length === 0) return null;
  if (!(await paymentSettings(trx)).configured) return null;
  return (await raiseBookingFees(trx, payer, item, owed, null)).payment;
}

export async function scheduleHoldRelease(deps: Pick<Deps, 'jobs'>, trx: DbOrTx, dueId: string, holdUntil: string) {
  await deps.jobs.enqueue(
    trx,
    HOLD_RELEASE_JOB,
    { dueId },
    { runAt: holdUntil, dedupeKey: `hold:${dueId}@${holdUntil}` },
  );
}

export interface ReleasedHold {
  bookingId: string;
  payerEmail: string | null;
  payerName: string;
  language: Language;
  amountPaise: number;
  item: string;
}

/**
 * Ends an unpaid booking's hold if it has passed and nothing was submitted: the due is cancelled and its pending
 * payment rejected. The caller (bookings) cancels the booking in the same transaction. Null when the hold still
 * stands: paid, submitted, renewed by a rejection, or already released (a second run, another server).
 */
export async function releaseHeldDue(trx: DbOrTx, dueId: string, now: string): Promise<ReleasedHold | null> {
  const {
    dues: [due],
    holders,
  } = await lockDuesAndHolders(trx, [dueId]);
  if (!due || due.state !== 'open' || !due.bookingId || !due.holdUntil || due.holdUntil > now) return null;
  const payment = due.paymentId ? holders.get(due.paymentId) : undefined;
  if (payment && payment.state !== 'pending' && payment.state !== 'rejected') return null;
  const moved = await trx
    .updateTable('dues')
    .set({ state: 'cancelled', updatedAt: now })
    .where('id', '=', due.id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;
  if (payment?.state === 'pending') {
    await movePayment(trx, payment.id, ['pending'], {
      state: 'rejected',
      note: 'hold expired',
      decidedAt: now,
      updatedAt: now,
    });
  }
  await recordAudit(
    trx,
    { role: 'system', id: null, label: 'seat hold', ip: null },
    {
      action: 'payment.release',
      subject: { kind: 'payment', id: payment?.id ?? null },
      before: { dueId: due.id, state: 'open', holdUntil: due.holdUntil, paymentState: payment?.state ?? null },
      after: { state: 'cancelled', paymentState: payment ? 'rejected' : null },
    },
  );
  const language = payment && isLanguage(payment.language) ? payment.language : DEFAULT_LANGUAGE;
  return {
    bookingId: due.bookingId,
    payerEmail: payment?.payerEmail ?? null,
    payerName: payment?.payerName ?? due.fighterName,
    language,
    amountPaise: due.amountPaise,
    item: due.item,
  };
}

/** An admin cancelled a booking: its fee is no longer owed, and a pending payment for it is withdrawn. */
export async function cancelBookingDue(trx: DbOrTx, bookingId: string, now: string): Promise<void> {
  const found = await findDueOfBooking(trx, bookingId);
  if (!found) return;
  // Under the locks a payment's start takes, so a payment started or decided meanwhile is seen, never overwritten.
  const {
    dues: [due],
    holders,
  } = await lockDuesAndHolders(trx, [found.id]);
  if (!due || due.state !== 'open') return;
  await updateDue(trx, due.id, { state: 'cancelled', holdUntil: null, updatedAt: now });
  const holder = due.paymentId ? holders.get(due.paymentId) : undefined;
  if (holder) {
    await movePayment(trx, holder.id, ['pending'], {
      state: 'rejected',
      note: 'booking cancelled',
      decidedAt: now,
      updatedAt: now,
    });
  }
}

/** What a booking reply and the profile say of a booking's fee. */
export async function bookingPayment(db: DbOrTx, bookingId: string): Promise<BookingPayment | null> {
  return (await bookingPayments(db, [bookingId])).get(bookingId) ?? null;
}

/** The fees of several bookings (a family's list) in one read, by booking id; free events' bookings have none. */
export async function bookingPayments(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, BookingPayment>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await findBookingPayments(db, bookingIds);
  return new Map(
    rows.map((row) => [
      row.bookingId!,
      {
        paymentId: row.paymentId,
        reference: row.reference,
        state: row.state,
        amountPaise: row.amountPaise,
        holdUntil: row.state === 'pending' ? row.holdUntil : null,
      },
    ]),
  );
}

/**
 * The payer tells which transfer paid: its 12-digit UTR. A UTR names one transfer, so it is accepted once in the
 * site's life (a unique column decides between two payments that name it at once).
 */
export async function submitUtr(deps: PaymentsDeps, actor: Actor, id: string, utr: string) {
  await deps.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, id);
    if (!payment) throw notFound('api.paymentNotFound');
    if (payment.state !== 'pending') throw conflict('api.paymentNotPending');
    if (await findPaymentByUtr(trx, utr)) throw conflict('api.utrUsed');
    const now = nowIso();
    try {
      await movePayment(trx, id, ['pending'], { state: 'submitted', utr, submittedAt: now, updatedAt: now });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('api.utrUsed');
      throw error;
    }
    await recordAudit(trx, actorWithPayer(actor, payment), {
      action: 'payment.submit',
      subject: { kind: 'payment', id },
      before: { state: 'pending' },
      after: { state: 'submitted', utr },
    });
  });
  return paymentDetail(deps, id);
}

/** The payer sends a screenshot of the transfer instead of its UTR: the admin reads it. */
export async function submitScreenshot(
  deps: PaymentsDeps & Pick<Deps, 'images'>,
  actor: Actor,
  id: string,
  image: Buffer,
) {
  const existing = await findPayment(deps.db, id);
  if (!existing) throw notFound('api.paymentNotFound');
  if (existing.state !== 'pending' && existing.state !== 'submitted') throw conflict('api.paymentNotPending');
  const webp = await deps.images.encode('payments', image);
  await deps.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, id);
    if (!payment || (payment.state !== 'pending' && payment.state !== 'submitted')) {
      throw conflict('api.paymentNotPending');
    }
    const now = nowIso();
    await trx
      .insertInto('paymentScreenshots')
      .values({ paymentId: id, image: webp, createdAt: now })
      .onConflict((oc) => oc.column('paymentId').doUpdateSet({ image: webp, createdAt: now }))
      .execute();
    await movePayment(trx, id, ['pending', 'submitted'], {
      state: 'submitted',
      hasScreenshot: 1,
      submittedAt: payment.submittedAt ?? now,
      updatedAt: now,
    });
    await recordAudit(trx, actorWithPayer(actor, payment), {
      action: 'payment.submit',
      subject: { kind: 'payment', id },
      before: { state: payment.state },
      after: { state: 'submitted', screenshot: true },
    });
  });
  return paymentDetail(deps, id);
}

export async function paymentScreenshot(deps: Pick<Deps, 'db'>, id: string): Promise<Buffer> {
  const row = await deps.db
    .selectFrom('paymentScreenshots')
    .select('image')
    .where('paymentId', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('api.screenshotNotFound');
  return Buffer.from(row.image);
}

/** A visitor paying is named by the payer's email or name, which (with their address) belong to the payment. */
function actorWithPayer(actor: Actor, payment: PaymentRow): Actor {
  return actor.id ? actor : { ...actor, label: personal(payment.id, payment.payerEmail ?? payment.payerName) };
}

/** The family whose dues a caller sees: a fighter's own (whatever is asked), any family for an admin. */
async function familyOf(deps: Pick<Deps, 'db'>, user: AuthUser | null, fighterId: string | undefined) {
  if (user?.role === 'admin') {
    if (!fighterId) throw notFound('api.fighterNotFound');
    return (await assertFamilyProfile(deps, user, fighterId, { adminAllowed: true })).accountId;
  }
  return fighterAccountOf(user);
}

export async function familyDues(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  fighterId: string | undefined,
): Promise<Omit<DuesReply, 'status' | 'message'>> {
  const accountId = await familyOf(deps, user, fighterId);
  const dues = await duesOfFamily(deps.db, accountId);
  const payments = await listPayments(deps.db, { accountIds: [accountId], limit: 100 });
  const states = await paymentStates(deps.db, dues, payments);
  const open = (due: Due) => (due.state === 'open' ? 0 : 1);
  return {
    dues: dues
      .map((due) => toDue(due, due.paymentId ? (states.get(due.paymentId) ?? null) : null))
      .sort((a, b) => open(a) - open(b)),
    payments: await withDues(deps.db, payments),
    payee: payeeOf(await paymentSettings(deps.db)),
  };
}

/** A guardian pays several of the family's dues with one transfer. */
export async function startFamilyPayment(deps: PaymentsDeps, actor: Actor, user: AuthUser | null, dueIds: string[]) {
  const accountId = fighterAccountOf(user);
  const id = await deps.db.transaction().execute(async (trx) => {
    const family = new Map((await duesOfFamily(trx, accountId)).map((due) => [due.id, due]));
    if (dueIds.some((dueId) => !family.has(dueId))) throw notFound('api.dueNotFound');
    const payer = await payerOf(trx, accountId, { name: family.get(dueIds[0]!)!.fighterName, email: null });
    const now = nowIso();
    const { payment, reused } = await openPayment(trx, payer, dueIds, now, { reuse: true });
    if (reused) return payment.id;
    await recordAudit(trx, actor, {
      action: 'payment.create',
      subject: { kind: 'payment', id: payment.id },
      after: { dues: dueIds, amountPaise: payment.amountPaise, reference: payment.reference },
    });
    return payment.id;
  });
  return paymentDetail(deps, id);
}
