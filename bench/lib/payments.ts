import fs from 'node:fs';
import os from 'node:os';
import { sql, type Insertable } from 'kysely';
import {
  academyToday,
  addDays,
  CHECKIN_CODE_ALPHABET,
  DISCIPLINES,
  duesReplySchema,
  endpointUrl,
  ENDPOINTS,
  financialYear,
  importStatementReplySchema,
  normalizeAttendeeName,
  paymentReportReplySchema,
  paymentsReplySchema,
  receiptNumber,
  type PaymentSettingsFields,
  type PaymentState,
} from '@academy/contract';
import {
  adminPayments,
  type Db,
  type Dialect,
  duesOfFamily,
  type DuesTable,
  feesThisMonth,
  findPaymentByReference,
  findPaymentByUtr,
  hashSecret,
  listPayments,
  migrateToLatest,
  newBookingCode,
  newId,
  openDatabase,
  paymentReport,
  type PaymentsTable,
  setDuesState,
  withDues,
} from '../../apps/server/test-support/index.ts';
import { medianOf, timeCalls, type LatencyFigures } from './classes.ts';
import { PER_BATCH, seedFeeFamilies, type FeeFamily } from './fee-families.ts';
import { insertChunked } from './insert-chunked.ts';
import { plansOf as plansOfCall, type CallPlans } from './plans.ts';
import { onBothDatabases } from './postgres.ts';
import { median, startServer } from './server.ts';
import { benchLogin } from './login.ts';

/**
 * The scale: 3,000 families each paying one fighter's monthly fee for a year, and two paid events a month.
 * BENCH_PAYMENT_FAMILIES scales the families down on a busy machine (batches of 60 follow).
 */
export const PAYMENTS_SCALE = {
  families: Number(process.env.BENCH_PAYMENT_FAMILIES ?? 3000),
  months: 12,
  pastEvents: 24,
  perEvent: 60,
};
const PASSWORD = 'bench-family-password';
const FEE_DUE_DAY = 10;
const RECEIPT_PREFIX = 'KKA';
// A day, so the seeded seats held for payment stay held however long the bench runs.
const HOLD_MINUTES = 1440;
const SETTINGS: PaymentSettingsFields = {
  upiId: 'kaizen.karate@okhdfcbank',
  payeeName: 'Kaizen Karate Academy',
  academyDetails: 'Shop 4, Baner Road, Pune 411045',
  receiptPrefix: RECEIPT_PREFIX,
  feeDueDay: FEE_DUE_DAY,
  holdMinutes: HOLD_MINUTES,
  statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
};

/**
 * One imported statement of 1,000 rows, as a fortnight's HDFC export of a busy month reads: transfers whose UTR
 * families gave (marked paid), transfers named only by the payment's reference in the UPI note (marked paid), an
 * overlap with the last statement (already paid), a UTR given with another amount, strangers' transfers, and the
 * academy's own withdrawals.
 */
const STATEMENT = { byUtr: 250, byReference: 50, alreadyPaid: 500, amountDiffers: 20, unknown: 80, debits: 100 };
export const STATEMENT_ROWS = Object.values(STATEMENT).reduce((sum, n) => sum + n, 0);
const STATEMENT_MATCHES = STATEMENT.byUtr + STATEMENT.byReference;

/** A statement line the bench knows the payment of: a seeded transfer, for the overlap and the wrong amounts. */
interface Transfer {
  utr: string;
  amountPaise: number;
  name: string;
  paidAt: string;
}

type PaymentRow = Insertable<PaymentsTable> & { id: string };
type DueRow = Insertable<DuesTable> & { id: string };

export interface PaymentsBench {
  database: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  counts: { families: number; dues: number; payments: Record<string, number>; events: number; bookings: number };
  /** What each read answered once before the rounds, by call name. */
  answers: Record<string, string>;
  figures: LatencyFigures[];
  imports: { rows: number; matched: number; ms: number[]; medianMs: number; rowsPerSecond: number; errors: number };
  load: { before: number; after: number };
  plans: CallPlans[];
}

const HOUR = 3_600_000;
const istInstant = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** Nothing seeded lies in the future, whatever day of the month the bench runs. */
const notAfter = (iso: string, latestMs: number) => new Date(Math.min(Date.parse(iso), latestMs)).toISOString();

function monthsEndingNow(count: number): string[] {
  const [year, month] = academyToday().split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** References, UTRs and rows to insert, shared by the seed and the statements staged later on the same database. */
class Ledger {
  private references = 0;
  private utrs = 0;
  payments: PaymentRow[] = [];
  dues: DueRow[] = [];
  links: { paymentId: string; dueId: string; live: number }[] = [];

  /** Distinct by construction: a 6-letter base-32 numeral of a spread serial (32^6 values). */
  reference(): string {
    let n = ++this.references * 7919 + 104_729;
    let letters = '';
    for (let k = 0; k < 6; k += 1) {
      letters += CHECKIN_CODE_ALPHABET[n % 32];
      n = Math.floor(n / 32);
    }
    return `P-${letters}`;
  }

  /** A 12-digit UTR; `series` keeps seeded, staged, stranger and submitted transfers apart. */
  utr(series: number): string {
    return String(series * 100_000_000_000 + ++this.utrs);
  }

  payment(
    family: FeeFamily,
    values: {
      amountPaise: number;
      state: PaymentState;
      method?: 'upi' | 'cash';
      utr?: string | null;
      createdAt: string;
      submittedAt?: string | null;
      decidedAt?: string | null;
      note?: string | null;
    },
  ): PaymentRow {
    const row: PaymentRow = {
      id: newId(),
      reference: this.reference(),
      accountId: family.accountId,
      payerName: family.accountName,
      payerEmail: family.email,
      language: family.language,
      amountPaise: values.amountPaise,
      state: values.state,
      method: values.method ?? 'upi',
      utr: values.utr ?? null,
      hasScreenshot: 0,
      note: values.note ?? null,
      receiptNumber: null,
      createdAt: values.createdAt,
      submittedAt: values.submittedAt ?? null,
      decidedAt: values.decidedAt ?? null,
      paidAt: values.state === 'paid' ? (values.decidedAt ?? null) : null,
      updatedAt: values.decidedAt ?? values.submittedAt ?? values.createdAt,
    };
    this.payments.push(row);
    return row;
  }

  /** A payment's dues, live while it is not rejected (a due is live in one payment at most, as the server keeps it). */
  link(payment: PaymentRow, dueIds: string[]) {
    const live = payment.state === 'rejected' ? 0 : 1;
    for (const dueId of dueIds) this.links.push({ paymentId: payment.id, dueId, live });
  }

  async flush(db: Db) {
    await insertChunked(this.payments, 500, (chunk) => db.insertInto('payments').values(chunk).execute());
    await insertChunked(this.dues, 500, (chunk) => db.insertInto('dues').values(chunk).execute());
    await insertChunked(this.links, 1000, (chunk) => db.insertInto('paymentDues').values(chunk).execute());
    this.payments = [];
    this.dues = [];
    this.links = [];
  }
}

function bookingRow(family: FeeFamily, eventId: string, bookedAt: string, attendee = family.fighterName) {
  return {
    id: newId(),
    bookingCode: newBookingCode(),
    eventId,
    fighterId: family.fighterId,
    fighterName: attendee,
    email: family.email,
    emailNormalized: family.email,
    nameNormalized: normalizeAttendeeName(attendee),
    language: family.language,
    mobileNumber: family.mobile,
    age: 12,
    beltLevel: 'Yellow',
    height: 150,
    weight: 40,
    discipline: DISCIPLINES[0],
    masterName: 'Sensei Bench',
    academyName: 'Kaizen Karate Academy',
    bookedAt,
    clientIp: null,
    cancelledAt: null as string | null,
  };
}

function eventRow(name: string, at: string, fee: number, seats: number, booked: number, now: string) {
  return {
    id: newId(),
    eventName: name,
    eventDescription: 'A paid event of the payments bench.',
    address: 'Main hall',
    eventDateTime: at,
    imageKey: null,
    totalSeats: seats,
    totalBookings: booked,
    entryFee: fee,
    createdAt: now,
    updatedAt: now,
  };
}

function eventDue(
  family: FeeFamily,
  bookingId: string,
  item: string,
  amountPaise: number,
  day: string,
  at: string,
): DueRow {
  return {
    id: newId(),
    kind: 'event',
    accountId: family.accountId,
    fighterId: family.fighterId,
    fighterName: family.fighterName,
    bookingId,
    enrolmentId: null,
    batchId: null,
    period: null,
    item,
    amountPaise,
    dueDay: day,
    holdUntil: null,
    state: 'paid',
    paymentId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** What a family's month of fees came to: most paid, a few owed, and this month's transfers waiting for the admin. */
function feeOutcome(i: number, m: number, last: number) {
  if (i % 20 === 7 && m >= last - 1) return 'open';
  if (m === last && i % 10 === 1) return 'submitted';
  if (m === last && i % 15 === 2) return 'pending';
  if (i % 50 === 3 && m === 5) return 'rejectedThenPaid';
  return 'paid';
}

/**
 * Seeds a year of the academy's money straight into the tables, as the services write them: families, batches and
 * enrolments, every month's fee with its payment (a quarter of families pay two months with one transfer), two paid
 * events a month, and an upcoming event whose bookings hold their seats for payment: the bench's SubmitUtr and
 * DecidePayment calls take `pool` of them.
 */
async function seedPayments(db: Db, pool: number) {
  const ledger = new Ledger();
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const settled = nowMs - 36 * HOUR;
  const months = monthsEndingNow(PAYMENTS_SCALE.months);
  const last = months.length - 1;
  const passwordHash = await hashSecret(PASSWORD);
  const count = PAYMENTS_SCALE.families;
  // Each staged statement's camp is booked by 300 distinct families.
  if (!(count >= STATEMENT_MATCHES)) throw new Error(`BENCH_PAYMENT_FAMILIES must be at least ${STATEMENT_MATCHES}`);
  const { batches, families, enrolments } = await seedFeeFamilies(db, {
    count,
    passwordHash,
    startDate: `${months[0]}-01`,
    now,
    enrolment: {
      requestedAt: istInstant(addDays(`${months[0]}-01`, -20), '10:00'),
      decidedAt: istInstant(addDays(`${months[0]}-01`, -15), '10:00'),
    },
  });

  const paidUpi: Transfer[] = [];
  const toCheck: Transfer[] = [];
  for (const [i, family] of families.entries()) {
    const batch = batches[Math.floor(i / PER_BATCH)]!;
    const fees = months.map((period, m) => {
      const dueDay = `${period}-${String(FEE_DUE_DAY).padStart(2, '0')}`;
      const raisedAt = notAfter(istInstant(`${period}-01`, '00:05'), nowMs);
      const due: DueRow = {
        id: newId(),
        kind: 'fee',
        accountId: family.accountId,
        fighterId: family.fighterId,
        fighterName: family.fighterName,
        bookingId: null,
        enrolmentId: enrolments[i]!.id,
        batchId: batch.id,
        period,
        item: batch.name,
        amountPaise: batch.monthlyFee * 100,
        dueDay,
        holdUntil: null,
        state: 'open',
        paymentId: null,
        createdAt: raisedAt,
        updatedAt: raisedAt,
      };
      ledger.dues.push(due);
      return { due, outcome: feeOutcome(i, m, last), startedAt: istInstant(addDays(dueDay, -3 + (i % 7)), '19:00') };
    });
    // A quarter of the families pay two months with one transfer.
    const groups: (typeof fees)[] = [];
    for (const fee of fees) {
      const previous = groups.at(-1);
      const pairs = i % 4 === 0 && previous?.length === 1 && previous[0]!.outcome === 'paid' && fee.outcome === 'paid';
      if (pairs) previous.push(fee);
      else groups.push([fee]);
    }
    for (const group of groups) {
      const { outcome } = group[0]!;
      if (outcome === 'open') continue;
      const dues = group.map((g) => g.due);
      const amountPaise = dues.reduce((sum, due) => sum + due.amountPaise, 0);
      const createdAt = notAfter(group.at(-1)!.startedAt, settled);
      const submittedAt = plusMs(createdAt, 5 * 60_000);
      if (outcome === 'submitted' || outcome === 'pending') {
        const utr = outcome === 'submitted' ? ledger.utr(4) : null;
        const payment = ledger.payment(family, {
          amountPaise,
          state: outcome,
          utr,
          createdAt,
          submittedAt: utr ? submittedAt : null,
        });
        if (utr) toCheck.push({ utr, amountPaise, name: family.accountName, paidAt: submittedAt });
        ledger.link(payment, [dues[0]!.id]);
        dues[0]!.paymentId = payment.id;
        continue;
      }
      if (outcome === 'rejectedThenPaid') {
        const rejected = ledger.payment(family, {
          amountPaise,
          state: 'rejected',
          utr: ledger.utr(4),
          createdAt,
          submittedAt,
          decidedAt: plusMs(createdAt, 20 * HOUR),
          note: 'No such transfer in the statement',
        });
        ledger.link(rejected, [dues[0]!.id]);
      }
      const cash = (i + dues.length + group.length * 3) % 25 === 0;
      const utr = cash ? null : ledger.utr(4);
      const decidedAt = plusMs(createdAt, 24 * HOUR + (i % 3) * HOUR);
      const payment = ledger.payment(family, {
        amountPaise,
        state: 'paid',
        method: cash ? 'cash' : 'upi',
        utr,
        createdAt,
        submittedAt: cash ? null : submittedAt,
        decidedAt,
      });
      if (utr) paidUpi.push({ utr, amountPaise, name: family.accountName, paidAt: decidedAt });
      ledger.link(
        payment,
        dues.map((due) => due.id),
      );
      for (const due of dues) Object.assign(due, { state: 'paid', paymentId: payment.id, updatedAt: decidedAt });
    }
  }

  // Two paid events a month, each booked by 60 families; one booking in 30 let its hold run out unpaid.
  const events = [];
  const bookings = [];
  const perEvent = Math.min(PAYMENTS_SCALE.perEvent, count);
  const step = Math.floor(count / perEvent);
  for (let e = 0; e < PAYMENTS_SCALE.pastEvents; e += 1) {
    const period = months[Math.floor((e * months.length) / PAYMENTS_SCALE.pastEvents)]!;
    const at = notAfter(istInstant(`${period}-${e % 2 ? '24' : '12'}`, '10:00'), settled);
    const fee = e % 2 ? 800 : 500;
    const event = eventRow(`Bench ${e % 2 ? 'tournament' : 'seminar'} ${e + 1}`, at, fee, perEvent + 20, 0, now);
    events.push(event);
    for (let k = 0; k < perEvent; k += 1) {
      const family = families[(e * 37 + k * step) % count]!;
      const bookedAt = plusMs(at, -10 * 24 * HOUR + k * 60_000);
      const booking = bookingRow(family, event.id, bookedAt);
      const due = eventDue(family, booking.id, event.eventName, fee * 100, academyToday(new Date(bookedAt)), bookedAt);
      ledger.dues.push(due);
      const expired = k % 30 === 29;
      const payment = ledger.payment(family, {
        amountPaise: fee * 100,
        state: expired ? 'rejected' : 'paid',
        utr: expired ? null : ledger.utr(4),
        createdAt: bookedAt,
        submittedAt: expired ? null : plusMs(bookedAt, 10 * 60_000),
        decidedAt: plusMs(bookedAt, expired ? HOUR : 20 * HOUR),
        note: expired ? 'hold expired' : null,
      });
      if (payment.utr && payment.paidAt) {
        paidUpi.push({ utr: payment.utr, amountPaise: fee * 100, name: family.accountName, paidAt: payment.paidAt });
      }
      ledger.link(payment, [due.id]);
      Object.assign(due, { paymentId: payment.id, state: expired ? 'cancelled' : 'paid' });
      if (expired) booking.cancelledAt = payment.decidedAt ?? null;
      else event.totalBookings += 1;
      bookings.push(booking);
    }
  }

  // The upcoming championship: seats held for payment, which SubmitUtr and DecidePayment work through.
  const upcoming = eventRow(
    'Bench open championship',
    new Date(nowMs + 30 * 24 * HOUR).toISOString(),
    700,
    pool + 100,
    pool,
    now,
  );
  events.push(upcoming);
  const poolIds: string[] = [];
  const holdUntil = new Date(nowMs + HOLD_MINUTES * 60_000).toISOString();
  for (let j = 0; j < pool; j += 1) {
    const family = families[j % count]!;
    const round = Math.floor(j / count);
    const bookedAt = new Date(nowMs - HOUR + j).toISOString();
    const booking = bookingRow(
      family,
      upcoming.id,
      bookedAt,
      round ? `${family.fighterName} ${round + 1}` : family.fighterName,
    );
    bookings.push(booking);
    const due = eventDue(family, booking.id, upcoming.eventName, 70_000, academyToday(), bookedAt);
    const payment = ledger.payment(family, { amountPaise: 70_000, state: 'pending', createdAt: bookedAt });
    ledger.dues.push({ ...due, state: 'open', holdUntil, paymentId: payment.id });
    ledger.link(payment, [due.id]);
    poolIds.push(payment.id);
  }
  await insertChunked(events, 100, (chunk) => db.insertInto('events').values(chunk).execute());
  await insertChunked(bookings, 500, (chunk) => db.insertInto('bookings').values(chunk).execute());

  // Receipt numbers in the order payments were marked paid, a series per financial year, as markPaid gives them.
  const serials = new Map<string, number>();
  const paid = ledger.payments
    .filter((p) => p.state === 'paid')
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));
  for (const payment of paid) {
    const year = financialYear(academyToday(new Date(payment.paidAt!)));
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    payment.receiptNumber = receiptNumber(RECEIPT_PREFIX, year, serial);
  }
  await ledger.flush(db);
  if (serials.size > 0) {
    await db
      .insertInto('receiptSeries')
      .values([...serials].map(([year, lastNumber]) => ({ year, lastNumber })))
      .execute();
  }
  // The most recent transfers first: a statement overlaps the one imported before it.
  paidUpi.sort((a, b) => b.paidAt.localeCompare(a.paidAt));
  return { ledger, families, poolIds, paidUpi, toCheck, months, focus: families[Math.min(1, count - 1)]! };
}

const rupees = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const statementDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

/** Deterministic shuffling, so every run imports statements of the same shape. */
function shuffled<T>(rows: T[], seed: number): T[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648);
  const copy = [...rows];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Before each import: a camp just held, whose 300 families paid its fee (250 gave their UTR, 50 only used the UPI
 * link, whose note carries the payment's reference), written into the database; then the bank's CSV of those
 * transfers with the rest of the fortnight (see STATEMENT), in HDFC's layout below its account preamble.
 */
async function stageStatement(db: Db, seeded: Awaited<ReturnType<typeof seedPayments>>, k: number): Promise<string> {
  const { ledger, families, paidUpi, toCheck } = seeded;
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const at = new Date(nowMs - 3 * 24 * HOUR).toISOString();
  const fee = 600;
  const event = eventRow(`Bench summer camp ${k + 1}`, at, fee, STATEMENT_MATCHES + 20, STATEMENT_MATCHES, now);
  const bookings = [];
  const credits: { day: string; narration: string; reference: string; paise: number }[] = [];
  const today = academyToday();
  const dayOf = (j: number) => addDays(today, -(j % 14));
  const credit = (j: number, name: string, utr: string, note: string, paise: number, email: string) =>
    credits.push({
      day: dayOf(j),
      narration: `UPI-${name.toUpperCase()}-${email.split('@')[0]}@okicici-ICIC0001234-${utr}-${note}`,
      reference: `0000${utr}`,
      paise,
    });
  const step = Math.max(1, Math.floor(families.length / STATEMENT_MATCHES));
  for (let j = 0; j < STATEMENT_MATCHES; j += 1) {
    const family = families[(k * 97 + j * step) % families.length]!;
    const bookedAt = plusMs(at, -7 * 24 * HOUR + j * 60_000);
    const booking = bookingRow(family, event.id, bookedAt);
    bookings.push(booking);
    const due = eventDue(family, booking.id, event.eventName, fee * 100, academyToday(new Date(bookedAt)), bookedAt);
    const byUtr = j < STATEMENT.byUtr;
    const utr = ledger.utr(5);
    const payment = ledger.payment(family, {
      amountPaise: fee * 100,
      state: byUtr ? 'submitted' : 'pending',
      utr: byUtr ? utr : null,
      createdAt: bookedAt,
      submittedAt: byUtr ? plusMs(bookedAt, 5 * 60_000) : null,
    });
    ledger.dues.push({ ...due, state: 'open', paymentId: payment.id });
    ledger.link(payment, [due.id]);
    credit(j, family.accountName, utr, byUtr ? 'CAMP FEE' : `${payment.reference} CAMP`, fee * 100, family.email);
  }
  for (let j = 0; j < STATEMENT.alreadyPaid; j += 1) {
    const transfer = paidUpi[(k * STATEMENT.alreadyPaid + j) % paidUpi.length]!;
    credit(j, transfer.name, transfer.utr, 'FEES', transfer.amountPaise, 'family');
  }
  for (let j = 0; j < STATEMENT.amountDiffers; j += 1) {
    const transfer = toCheck[j % Math.max(1, toCheck.length)];
    if (transfer) credit(j, transfer.name, transfer.utr, 'FEES', transfer.amountPaise + 10_000, 'family');
  }
  for (let j = 0; j < STATEMENT.unknown; j += 1) {
    credit(j, 'A WELL WISHER', ledger.utr(6), 'DONATION', 250_000, 'donor');
  }
  await db.insertInto('events').values(event).execute();
  await insertChunked(bookings, 500, (chunk) => db.insertInto('bookings').values(chunk).execute());
  await ledger.flush(db);

  const lines = shuffled(
    [
      ...credits.map((c) => ({ ...c, withdrawal: '' })),
      ...Array.from({ length: STATEMENT.debits }, (_, j) => ({
        day: dayOf(j),
        narration: j % 2 ? `NEFT-RENT-KAIZEN HALL-${j}` : `ATW-512345XXXXXX6789-PUNE-${j}`,
        reference: `N${String(k * 1000 + j).padStart(9, '0')}`,
        paise: 0,
        withdrawal: rupees(150_000 + j * 100),
      })),
    ],
    k + 1,
  ).sort((a, b) => a.day.localeCompare(b.day));
  let balance = 50_000_000;
  const quoted = (value: string) => (value.includes(',') ? `"${value}"` : value);
  return [
    'HDFC BANK Ltd.,,,,,,',
    'Account No :50100123456789,,,,,,',
    `Statement From :${statementDate(lines[0]!.day)} To :${statementDate(lines.at(-1)!.day)},,,,,,`,
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...lines.map((line) => {
      balance += line.paise - (line.withdrawal ? Number(line.withdrawal.replace(/,/g, '')) * 100 : 0);
      const date = statementDate(line.day);
      return [
        date,
        line.narration,
        line.reference,
        date,
        quoted(line.withdrawal),
        quoted(line.paise ? rupees(line.paise) : ''),
        quoted(rupees(balance)),
      ].join(',');
    }),
    '********,,,,,,',
  ].join('\n');
}

/** Waits until the job runner has done what the last calls gave it (receipts and their emails), up to a minute. */
async function settle(db: Db) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['pending', 'running'])
      .where('runAt', '<=', new Date().toISOString())
      .executeTakeFirstOrThrow();
    if (Number(row.n) === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The tables the lists and statements live in: a plan that reads one of them whole grows with the academy. */
const LARGE_TABLES = ['payments', 'dues', 'payment_dues', 'bookings', 'fighters'];

const plansOf = (db: Db, dialect: Dialect, name: string, run: (db: Db) => Promise<unknown>) =>
  plansOfCall(db, dialect, name, LARGE_TABLES, run);

async function seededCounts(db: Db, families: number) {
  const states = await db
    .selectFrom('payments')
    .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  const count = async (table: 'dues' | 'events' | 'bookings') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    families,
    dues: await count('dues'),
    payments: Object.fromEntries(states.map((s) => [s.state, Number(s.n)])),
    events: await count('events'),
    bookings: await count('bookings'),
  };
}

export async function paymentsBench(options: {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  rounds: number;
  requests: number;
  importsPerRound: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<PaymentsBench> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const loadBefore = os.loadavg()[0]!;
  const { db, dialect } = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const n = options.requests;
  try {
    const seedStart = performance.now();
    await migrateToLatest(db);
    const seeded = await seedPayments(db, options.rounds * n);
    if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const counts = await seededCounts(db, PAYMENTS_SCALE.families);
    options.log(`  seeded ${counts.dues} dues and ${counts.bookings} bookings in ${seedSeconds} s`);
    options.log(`  payments by state: ${JSON.stringify(counts.payments)}`);

    const focus = seeded.focus;
    const lastMonth = seeded.months.at(-2)!;
    const plans = [
      await plansOf(db, dialect, 'GetPayments?state=submitted (to check)', (d) =>
        adminPayments({ db: d }, { state: 'submitted' }),
      ),
      await plansOf(db, dialect, `GetPayments?q=${focus.accountName} (search)`, (d) =>
        adminPayments({ db: d }, { q: focus.accountName }),
      ),
      await plansOf(db, dialect, 'GetPayments (all, latest first)', (d) => adminPayments({ db: d }, {})),
      await plansOf(db, dialect, `GetPayments?from=${lastMonth}&to=${lastMonth}`, (d) =>
        adminPayments({ db: d }, { from: lastMonth, to: lastMonth }),
      ),
      await plansOf(db, dialect, "GetDues (a family's dues and payments)", async (d) => {
        await duesOfFamily(d, focus.accountId);
        await withDues(d, await listPayments(d, { accountIds: [focus.accountId], limit: 100 }));
      }),
      await plansOf(db, dialect, 'GetPaymentReport', (d) => paymentReport({ db: d }, undefined)),
      await plansOf(db, dialect, "GetDashboard (the month's fees)", (d) => feesThisMonth({ db: d })),
      await plansOf(db, dialect, "ImportStatement (a row's lookups)", async (d) => {
        await findPaymentByUtr(d, seeded.paidUpi[0]!.utr);
        await findPaymentByReference(d, 'P-AAAAAA');
      }),
      await plansOf(db, dialect, 'DecidePayment (the dues of the payment)', (d) =>
        setDuesState(d, 'no-such-payment', 'paid', new Date().toISOString()),
      ),
    ];

    // The server makes the admin on its first start, as on a new install.
    const server = await startServer(
      {
        DATA_DIR: options.dataDir,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      options.port,
    );
    try {
      const admin = { 'x-auth-token': (await benchLogin(server.url, 'admin', options.admin)).token };
      const family = {
        'x-auth-token': (await benchLogin(server.url, 'fighter', { email: focus.email, password: PASSWORD })).token,
      };
      const json = { ...admin, 'content-type': 'application/json' };
      const saved = await fetch(`${server.url}${ENDPOINTS.SavePaymentSettings.path}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify(SETTINGS),
      });
      if (!saved.ok) throw new Error(`SavePaymentSettings failed: ${saved.status} ${await saved.text()}`);

      const get = (url: string, headers: Record<string, string>) => () => fetch(`${server.url}${url}`, { headers });
      const toCheckUrl = endpointUrl(ENDPOINTS.GetPayments, {}, { state: 'submitted' });
      const searchUrl = endpointUrl(ENDPOINTS.GetPayments, {}, { q: focus.accountName });
      const allUrl = endpointUrl(ENDPOINTS.GetPayments);
      const duesUrl = endpointUrl(ENDPOINTS.GetDues);
      const reportUrl = endpointUrl(ENDPOINTS.GetPaymentReport);
      const dashboardUrl = endpointUrl(ENDPOINTS.GetDashboard);

      const names = {
        toCheck: 'GetPayments?state=submitted: the list to check',
        search: `GetPayments?q=${focus.accountName}: a search by name`,
        all: 'GetPayments: every state, the latest 500',
        dues: "GetDues: a family's dues and payments (its own token)",
        report: 'GetPaymentReport: 12 months and who owes',
        dashboard: "GetDashboard: with the month's fees",
        submit: 'SubmitUtr: a payer gives the UTR',
        decide: 'DecidePayment paid: with its receipt number',
      };
      const size = async (url: string, headers: Record<string, string>) => {
        const text = await (await fetch(`${server.url}${url}`, { headers })).text();
        return { body: JSON.parse(text) as unknown, kb: Math.round(text.length / 102.4) / 10 };
      };
      const answers: Record<string, string> = {};
      for (const [key, url] of [
        ['toCheck', toCheckUrl],
        ['search', searchUrl],
        ['all', allUrl],
      ] as const) {
        const { body, kb } = await size(url, admin);
        const reply = paymentsReplySchema.parse(body);
        answers[names[key]] = `${reply.payments.length} payments${reply.truncated ? ' (truncated)' : ''}, ${kb} KB`;
      }
      const dues = await size(duesUrl, family);
      const duesReply = duesReplySchema.parse(dues.body);
      answers[names.dues] = `${duesReply.dues.length} dues, ${duesReply.payments.length} payments, ${dues.kb} KB`;
      const report = await size(reportUrl, admin);
      answers[names.report] =
        `${paymentReportReplySchema.parse(report.body).outstanding.length} families owing, ${report.kb} KB`;
      answers[names.dashboard] = `${(await size(dashboardUrl, admin)).kb} KB`;

      const rounds: LatencyFigures[][] = [];
      const importMs: number[] = [];
      let importErrors = 0;
      let matched = 0;
      let staged = 0;
      for (let round = 0; round < options.rounds; round += 1) {
        options.log(`  round ${round + 1}`);
        await settle(db);
        const batch = seeded.poolIds.slice(round * n, (round + 1) * n);
        const utrs = batch.map(() => seeded.ledger.utr(7));
        const post = (url: string, body: object) =>
          fetch(`${server.url}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
        const figures = [
          await timeCalls(names.toCheck, n, 1, get(toCheckUrl, admin)),
          await timeCalls(names.search, n, 1, get(searchUrl, admin)),
          await timeCalls(names.all, Math.ceil(n / 5), 1, get(allUrl, admin)),
          await timeCalls(names.dues, n, 1, get(duesUrl, family)),
          await timeCalls(names.report, Math.ceil(n / 5), 1, get(reportUrl, admin)),
          await timeCalls(names.dashboard, Math.ceil(n / 5), 1, get(dashboardUrl, admin)),
          await timeCalls(names.submit, batch.length, 1, (i) =>
            post(endpointUrl(ENDPOINTS.SubmitUtr, { id: batch[i]! }), { utr: utrs[i] }),
          ),
          await timeCalls(names.decide, batch.length, 1, (i) =>
            post(endpointUrl(ENDPOINTS.DecidePayment, { id: batch[i]! }), { decision: 'paid' }),
          ),
        ];
        rounds.push(figures);
        for (let k = 0; k < options.importsPerRound; k += 1) {
          const csv = await stageStatement(db, seeded, staged++);
          await settle(db);
          const started = performance.now();
          const res = await post(endpointUrl(ENDPOINTS.ImportStatement), {
            csv,
            mapping: { preset: 'hdfc', columns: SETTINGS.statement.columns },
          });
          const body = (await res.json()) as unknown;
          importMs.push(Math.round(performance.now() - started));
          if (!res.ok) {
            importErrors += 1;
            continue;
          }
          const reply = importStatementReplySchema.parse(body);
          matched = reply.matched.length;
          if (reply.rows !== STATEMENT_ROWS || reply.matched.length !== STATEMENT_MATCHES) importErrors += 1;
        }
      }
      const medianMs = median(importMs);
      return {
        database: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        seedSeconds,
        counts,
        answers,
        figures: medianOf(rounds),
        imports: {
          rows: STATEMENT_ROWS,
          matched,
          ms: importMs,
          medianMs,
          rowsPerSecond: Math.round(STATEMENT_ROWS / (medianMs / 1000)),
          errors: importErrors,
        },
        load: { before: loadBefore, after: os.loadavg()[0]! },
        plans,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
  }
}

/** paymentsBench on SQLite, then on a throw-away PostgreSQL database when one answers. */
export async function paymentsOnBothDatabases(options: {
  workDir: string;
  rounds: number;
  requests: number;
  importsPerRound: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<PaymentsBench[]> {
  const { workDir, log, ...common } = options;
  return onBothDatabases({ workDir, name: 'fees by UPI', folder: 'payments', ports: [3409, 3410], log }, (target) =>
    paymentsBench({ ...common, log, ...target }),
  );
}
