import { academyToday, firstDayRun } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';

/**
 * The rules money never breaks, each with what holds it. The database holds what a constraint can (named in
 * `heldBy`); the code holds the rest, the property tests drive random sequences against all of them, and
 * `npm run check-money` reads a live database for any that is broken.
 */
export const MONEY_INVARIANTS = {
  oneLivePaymentPerDue: {
    rule: 'A due is held by at most one payment that is not rejected.',
    heldBy: 'unique index payment_dues_live_uq on payment_dues(due_id) where live = 1',
  },
  liveMeansNotRejected: {
    rule: "A payment's record of its dues is live exactly while the payment is not rejected.",
    heldBy: 'movePayment clears live when a payment is rejected',
  },
  duePointsToItsHolder: {
    rule: "A due's payment, unless rejected, holds it; every due a payment holds names that payment.",
    heldBy: 'openPayment locks holders and dues before moving them',
  },
  amountIsSumOfDues: {
    rule: "A payment's amount equals the sum of the dues it covers.",
    heldBy: 'openPayment computes it from the locked dues',
  },
  statesAgree: {
    rule: 'Pending: its dues open. Submitted: open (or cancelled with their booking). Paid: paid. Waived: waived. Refunded: cancelled.',
    heldBy: 'each decision moves the payment and its dues in one transaction',
  },
  receiptWhenPaid: {
    rule: 'A paid or refunded payment has exactly one receipt number; no other payment has one.',
    heldBy: 'markPaid numbers the receipt in the transaction that marks paid; receipt_number is unique',
  },
  receiptSerialsWithoutGap: {
    rule: "A financial year's receipt serials run 1, 2, 3 ... up to the year's last number, without a gap.",
    heldBy: 'the serial is raised in the transaction that uses it (a rollback gives it back)',
  },
  transferPaysOnce: {
    rule: 'A transfer (its UTR) is named by at most one payment, so a bank line pays at most once.',
    heldBy: 'unique column payments.utr',
  },
  billedOnlyWhenRun: {
    rule: 'No class fee is raised for a month its batch does not run: before its start, after its end, or paused throughout.',
    heldBy:
      "the monthly fee job (firstDayRun) and joining (firstFee, due on the batch's first day of its month at the earliest); ending a batch ends its enrolments. A pause begun after a fee was raised leaves it to the admin to waive",
  },
} as const;

export type MoneyInvariant = keyof typeof MONEY_INVARIANTS;

export interface MoneyViolation {
  invariant: MoneyInvariant;
  /** What breaks it: a due, a payment or a receipt year, by id. */
  subject: string;
  detail: string;
}

/** Which due states each payment state allows on the dues it holds. */
const DUE_STATES_OF: Record<string, readonly string[]> = {
  pending: ['open'],
  submitted: ['open', 'cancelled'],
  paid: ['paid'],
  waived: ['waived'],
  refunded: ['cancelled'],
};

/**
 * Every broken money invariant in the database, or none. Reads whole tables: for `npm run check-money`, the tests and
 * the admin's occasional check, never for a request.
 */
export async function checkMoney(db: DbOrTx, today: string = academyToday()): Promise<MoneyViolation[]> {
  const violations: MoneyViolation[] = [];
  const add = (invariant: MoneyInvariant, subject: string, detail: string) =>
    violations.push({ invariant, subject, detail });

  const payments = new Map(
    (
      await db
        .selectFrom('payments')
        .select(['id', 'state', 'amountPaise', 'receiptNumber', 'utr', 'reference'])
        .execute()
    ).map((payment) => [payment.id, payment]),
  );
  const dues = new Map(
    (
      await db
        .selectFrom('dues')
        .select(['id', 'kind', 'state', 'amountPaise', 'paymentId', 'batchId', 'period', 'dueDay', 'createdAt'])
        .execute()
    ).map((due) => [due.id, due]),
  );
  const links = await db.selectFrom('paymentDues').select(['paymentId', 'dueId', 'live']).execute();

  const liveHolders = new Map<string, string[]>();
  const covered = new Map<string, number>();
  for (const link of links) {
    const payment = payments.get(link.paymentId)!;
    const due = dues.get(link.dueId)!;
    covered.set(link.paymentId, (covered.get(link.paymentId) ?? 0) + due.amountPaise);
    if (link.live === 1) liveHolders.set(link.dueId, [...(liveHolders.get(link.dueId) ?? []), link.paymentId]);
    const rejected = payment.state === 'rejected';
    if ((link.live === 1) === rejected) {
      add(
        'liveMeansNotRejected',
        link.paymentId,
        `payment ${payment.reference} (${payment.state}) has due ${link.dueId} ${link.live === 1 ? 'live' : 'not live'}`,
      );
    }
    if (!rejected && due.paymentId !== link.paymentId) {
      add(
        'duePointsToItsHolder',
        link.dueId,
        `payment ${payment.reference} (${payment.state}) covers due ${link.dueId}, which names ${due.paymentId ?? 'no payment'}`,
      );
    }
    if (!rejected && !DUE_STATES_OF[payment.state]!.includes(due.state)) {
      add(
        'statesAgree',
        link.paymentId,
        `payment ${payment.reference} is ${payment.state}, its due ${due.id} ${due.state}`,
      );
    }
  }
  for (const [dueId, holders] of liveHolders) {
    if (holders.length > 1)
      add('oneLivePaymentPerDue', dueId, `held by ${holders.length} payments: ${holders.join(', ')}`);
  }
  for (const due of dues.values()) {
    const holder = due.paymentId ? payments.get(due.paymentId) : undefined;
    if (holder && holder.state !== 'rejected' && !(liveHolders.get(due.id) ?? []).includes(holder.id)) {
      add(
        'duePointsToItsHolder',
        due.id,
        `due names payment ${holder.reference} (${holder.state}), which does not hold it`,
      );
    }
    if ((due.state === 'paid' || due.state === 'waived') && holder?.state !== due.state) {
      add('statesAgree', due.id, `due is ${due.state}, its payment ${holder ? holder.state : 'missing'}`);
    }
  }

  const utrs = new Map<string, number>();
  const serials = new Map<string, number[]>();
  for (const payment of payments.values()) {
    if (payment.amountPaise !== (covered.get(payment.id) ?? 0)) {
      add(
        'amountIsSumOfDues',
        payment.id,
        `payment ${payment.reference} is for ${payment.amountPaise} paise, its dues come to ${covered.get(payment.id) ?? 0}`,
      );
    }
    const receipted = payment.state === 'paid' || payment.state === 'refunded';
    if (receipted !== (payment.receiptNumber !== null)) {
      add(
        'receiptWhenPaid',
        payment.id,
        `payment ${payment.reference} is ${payment.state} with ${payment.receiptNumber ?? 'no receipt'}`,
      );
    }
    if (payment.receiptNumber) {
      const [year, serial] = payment.receiptNumber.split('/').slice(-2) as [string, string];
      serials.set(year, [...(serials.get(year) ?? []), Number(serial)]);
    }
    if (payment.utr) utrs.set(payment.utr, (utrs.get(payment.utr) ?? 0) + 1);
  }
  for (const [utr, count] of utrs) {
    if (count > 1) add('transferPaysOnce', utr, `UTR named by ${count} payments`);
  }

  const series = await db.selectFrom('receiptSeries').select(['year', 'lastNumber']).execute();
  for (const { year, lastNumber } of series) {
    const used = new Set(serials.get(year) ?? []);
    const missing = [];
    for (let serial = 1; serial <= lastNumber; serial += 1) if (!used.has(serial)) missing.push(serial);
    if (missing.length > 0 || used.size !== (serials.get(year) ?? []).length || Math.max(0, ...used) > lastNumber) {
      add(
        'receiptSerialsWithoutGap',
        year,
        `last number ${lastNumber}; missing ${missing.slice(0, 10).join(', ') || 'none'}; used ${used.size} of ${(serials.get(year) ?? []).length} receipts`,
      );
    }
  }

  const billed = [...dues.values()].filter((due) => due.kind === 'fee' && due.state !== 'cancelled' && due.batchId);
  const batchIds = [...new Set(billed.map((due) => due.batchId!))];
  if (batchIds.length > 0) {
    const batches = new Map(
      (await db.selectFrom('batches').select(['id', 'startDate', 'endDate']).where('id', 'in', batchIds).execute()).map(
        (batch) => [
          batch.id,
          { ...batch, pauses: [] as { fromDay: string; untilDay: string | null; createdAt: string }[] },
        ],
      ),
    );
    const pauses = await db
      .selectFrom('batchPauses')
      .select(['batchId', 'fromDay', 'untilDay', 'createdAt'])
      .where('batchId', 'in', batchIds)
      .execute();
    for (const pause of pauses) batches.get(pause.batchId)?.pauses.push(pause);
    for (const due of billed) {
      const batch = batches.get(due.batchId!);
      if (!batch || !due.period) continue;
      // Run by today, or by the fee's due day: one raised at joining, before the month's first class day, is due
      // on that day at the earliest (firstFee). The batch as it was when the fee was raised: a pause begun on the
      // month's first day, after the morning's fee job, does not take back the fees already raised (the admin
      // waives them).
      const by = due.dueDay > today ? due.dueDay : today;
      const pauses = batch.pauses.filter((pause) => pause.createdAt <= due.createdAt);
      if (!firstDayRun({ ...batch, pauses }, due.period, by)) {
        add('billedOnlyWhenRun', due.id, `fee for ${due.period} (${due.state}); the batch ran no day of that month`);
      }
    }
  }
  return violations;
}
