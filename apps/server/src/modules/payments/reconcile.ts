import {
  academyToday,
  type DecidePaymentRequest,
  DEFAULT_LANGUAGE,
  financialYear,
  type ImportStatementReply,
  isLanguage,
  nextMonth,
  paymentReferencesIn,
  type PaymentsQuery,
  receiptNumber,
  type RecordOfflinePaymentRequest,
  STATEMENT_PRESETS,
  type StatementMapping,
  type UnmatchedReason,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { loopSlices } from '../../lib/loop-slices.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { paymentRejectedEmail } from './payment-emails.ts';
import { issuePaymentLink, payUrl } from './payment-link.ts';
import {
  findDues,
  findPaymentsByReferences,
  findPaymentsByUtrs,
  listPayments,
  lockPayment,
  movePayment,
  nextReceiptSerial,
  setDuesState,
  type PaymentRow,
} from './queries.ts';
import { RECEIPT_JOB } from './receipt.ts';
import { openPayment, paymentDetail, scheduleHoldRelease, withDues, type PaymentsDeps } from './service.ts';
import { paymentSettings } from './settings.ts';
import { readStatement, type StatementCredit } from './statement.ts';

/** The first instant of an IST month ('2026-11' starts at 2026-10-31T18:30Z). */
export function istMonthStart(month: string): string {
  return new Date(`${month}-01T00:00:00+05:30`).toISOString();
}

/**
 * Marks a payment paid in the caller's transaction: the next receipt number of the financial year (raised in this
 * transaction, so a rollback leaves no gap), its dues paid, the audit entry, and the receipt email's job.
 */
async function markPaid(
  deps: PaymentsDeps,
  trx: DbOrTx,
  actor: Actor,
  payment: PaymentRow,
  options: { utr?: string; note?: string | null; via: string },
): Promise<string> {
  const now = nowIso();
  const { settings } = await paymentSettings(trx);
  const year = financialYear(academyToday(new Date(now)));
  const number = receiptNumber(settings.receiptPrefix, year, await nextReceiptSerial(trx, year));
  const moved = await movePayment(trx, payment.id, ['pending', 'submitted'], {
    state: 'paid',
    receiptNumber: number,
    paidAt: now,
    decidedAt: now,
    updatedAt: now,
    ...(options.utr ? { utr: options.utr } : {}),
    ...(options.note !== undefined ? { note: options.note } : {}),
  });
  if (!moved) throw conflict('api.paymentAlreadyDecided');
  await setDuesState(trx, payment.id, 'paid', now);
  await recordAudit(trx, actor, {
    action: 'payment.decide',
    subject: { kind: 'payment', id: payment.id },
    before: { state: payment.state, utr: payment.utr },
    after: { state: 'paid', receiptNumber: number, utr: options.utr ?? payment.utr, via: options.via },
  });
  if (payment.payerEmail) await deps.jobs.enqueue(trx, RECEIPT_JOB, { paymentId: payment.id });
  return number;
}

/**
 * A rejected transfer: the payment is closed with the admin's note, and its dues get a new pending payment at once
 * (a booking's seat is held again for the configured time), which the email links to.
 */
async function reject(deps: PaymentsDeps, trx: DbOrTx, actor: Actor, payment: PaymentRow, note: string | null) {
  const now = nowIso();
  if (
    !(await movePayment(trx, payment.id, ['pending', 'submitted'], {
      state: 'rejected',
      note,
      decidedAt: now,
      updatedAt: now,
    }))
  ) {
    throw conflict('api.paymentAlreadyDecided');
  }
  await recordAudit(trx, actor, {
    action: 'payment.decide',
    subject: { kind: 'payment', id: payment.id },
    before: { state: payment.state, utr: payment.utr },
    after: { state: 'rejected', note },
  });
  const dues = (await trx.selectFrom('dues').select('id').where('paymentId', '=', payment.id).execute()).map(
    (d) => d.id,
  );
  // The rejected payment's link is renewed with a secret nobody is told: only the new payment's link, in the email
  // below, opens anything for a payer without a login.
  await issuePaymentLink(trx, payment.id);
  const open = (await findDues(trx, dues)).filter((due) => due.state === 'open');
  if (open.length === 0) return;
  const language = isLanguage(payment.language) ? payment.language : DEFAULT_LANGUAGE;
  const { payment: again } = await openPayment(
    trx,
    { accountId: payment.accountId, payerName: payment.payerName, payerEmail: payment.payerEmail, language },
    open.map((due) => due.id),
    now,
  );
  const { settings } = await paymentSettings(trx);
  const holdUntil = new Date(Date.now() + settings.holdMinutes * 60_000).toISOString();
  for (const due of open.filter((d) => d.bookingId)) {
    await trx.updateTable('dues').set({ holdUntil, updatedAt: now }).where('id', '=', due.id).execute();
    await scheduleHoldRelease(deps, trx, due.id, holdUntil);
  }
  if (payment.payerEmail) {
    await enqueueEmail(
      deps,
      trx,
      paymentRejectedEmail(deps.translator.in(language), {
        to: payment.payerEmail,
        payerName: payment.payerName,
        amountPaise: payment.amountPaise,
        utr: payment.utr,
        note,
        payUrl: payUrl(deps.config, again.id, await issuePaymentLink(trx, again.id)),
        holdUntil: open.some((d) => d.bookingId) ? holdUntil : null,
      }),
    );
  }
}

export async function decidePayment(
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  request: DecidePaymentRequest & { note: string | null },
) {
  await deps.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, id);
    if (!payment) throw notFound('api.paymentNotFound');
    if (request.decision === 'paid') {
      if (payment.state !== 'submitted' && payment.state !== 'pending') throw conflict('api.paymentAlreadyDecided');
      await markPaid(deps, trx, actor, payment, { note: request.note, via: 'admin' });
    } else if (request.decision === 'rejected') {
      if (payment.state !== 'submitted' && payment.state !== 'pending') throw conflict('api.paymentAlreadyDecided');
      await reject(deps, trx, actor, payment, request.note);
    } else {
      if (payment.state !== 'paid') throw conflict('api.paymentNotPaid');
      const now = nowIso();
      await movePayment(trx, id, ['paid'], { state: 'refunded', note: request.note, decidedAt: now, updatedAt: now });
      await setDuesState(trx, id, 'cancelled', now);
      await recordAudit(trx, actor, {
        action: 'payment.decide',
        subject: { kind: 'payment', id },
        before: { state: 'paid' },
        after: { state: 'refunded', note: request.note },
      });
    }
  });
  deps.jobs.wake();
  return paymentDetail(deps, id);
}

/** Cash the admin took (paid, with a receipt) or dues the academy lets go (waived). */
export async function recordOfflinePayment(
  deps: PaymentsDeps,
  actor: Actor,
  request: Omit<RecordOfflinePaymentRequest, 'note'> & { dueIds: string[]; note: string | null },
) {
  const id = await deps.db.transaction().execute(async (trx) => {
    const dues = await findDues(trx, request.dueIds);
    if (dues.length !== request.dueIds.length) throw notFound('api.dueNotFound');
    const accountId = dues[0]!.accountId;
    const account = accountId
      ? await trx
          .selectFrom('fighters')
          .select(['fullName', 'email', 'language'])
          .where('id', '=', accountId)
          .executeTakeFirst()
      : undefined;
    const now = nowIso();
    const { payment } = await openPayment(
      trx,
      {
        accountId,
        payerName: account?.fullName ?? dues[0]!.fighterName,
        payerEmail: account?.email ?? null,
        language: account && isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
      },
      request.dueIds,
      now,
    );
    await trx
      .updateTable('payments')
      .set({ method: request.method, note: request.note })
      .where('id', '=', payment.id)
      .execute();
    const row = { ...payment, method: request.method, note: request.note };
    await recordAudit(trx, actor, {
      action: 'payment.offline',
      subject: { kind: 'payment', id: payment.id },
      after: { method: request.method, dues: request.dueIds, amountPaise: payment.amountPaise, note: request.note },
    });
    if (request.method === 'cash') {
      await markPaid(deps, trx, actor, row, { via: 'cash' });
    } else {
      await movePayment(trx, payment.id, ['pending'], { state: 'waived', decidedAt: now, updatedAt: now });
      await setDuesState(trx, payment.id, 'waived', now);
    }
    return payment.id;
  });
  deps.jobs.wake();
  return paymentDetail(deps, id);
}

/** Credits reconciled per transaction. */
const IMPORT_CHUNK = 100;

/**
 * Reconciles a bank statement: a credit pays a payment only when everything the line says points at that payment
 * alone: its UTR names the payment (or, for a payment nobody submitted, the reference in its note does), the amount
 * is the payment's, and no reference in the narration names another payment. When the signals disagree, the line is
 * set aside for the admin: a family typing another family's UTR must not make the import pay the wrong payment and
 * leave the payer's own pending until its seat hold expires. Everything else is listed with the reason.
 *
 * A payment is locked and judged again on its locked row, so a statement imported twice, or by two admins at once,
 * pays each transfer once. The work is done in slices of the event loop, so a long statement leaves the server
 * answering.
 */
export async function importStatement(
  deps: PaymentsDeps,
  actor: Actor,
  request: { csv: string; mapping: StatementMapping },
): Promise<Omit<ImportStatementReply, 'status' | 'message'>> {
  const { preset, columns } = request.mapping;
  const read = await readStatement(request.csv, preset === 'custom' ? columns : STATEMENT_PRESETS[preset]);
  const reply: Omit<ImportStatementReply, 'status' | 'message'> = {
    rows: read.rows,
    matched: [],
    unmatched: read.debits.map((debit) => ({
      row: debit.row,
      utr: debit.utr,
      amountPaise: 0,
      narration: debit.narration,
      reason: 'notCredit' as const,
      paymentId: null,
    })),
    malformed: read.malformed,
  };
  type Outcome = { reason: UnmatchedReason; paymentId: string | null } | { payment: PaymentRow; number: string };
  interface Found {
    byUtr: Map<string, PaymentRow>;
    byReference: Map<string, PaymentRow>;
  }
  const unknown = { reason: 'unknownUtr', paymentId: null } as const;
  const reconcile = async (trx: DbOrTx, credit: StatementCredit, found: Found): Promise<Outcome> => {
    const byUtr = found.byUtr.get(credit.utr);
    const named = [
      ...new Map(
        paymentReferencesIn(credit.narration)
          .map((reference) => found.byReference.get(reference))
          .filter((p): p is PaymentRow => p !== undefined)
          .map((p) => [p.id, p]),
      ).values(),
    ];
    // A reference naming no payment (a typo, a pending payment dropped since) says nothing either way.
    if (byUtr && named.some((p) => p.id !== byUtr.id)) return { reason: 'referenceDiffers', paymentId: byUtr.id };
    if (!byUtr && named.length > 1) return { reason: 'referenceDiffers', paymentId: named[0]!.id };
    const target = byUtr ?? named[0];
    if (!target) return unknown;
    const payment = await lockPayment(trx, target.id);
    if (!payment) return unknown;
    // Judged on the locked row: the payment named by the note may have been given another UTR, even meanwhile.
    if (payment.utr !== null && payment.utr !== credit.utr)
      return { reason: 'referenceDiffers', paymentId: payment.id };
    // The note alone pays only a payment nobody submitted anything for.
    if (payment.utr === null && payment.state !== 'pending') return unknown;
    if (payment.state === 'paid' || payment.state === 'refunded')
      return { reason: 'alreadyPaid', paymentId: payment.id };
    if (payment.state === 'rejected' || payment.state === 'waived')
      return { reason: 'rejectedBefore', paymentId: payment.id };
    if (payment.amountPaise !== credit.amountPaise) return { reason: 'amountDiffers', paymentId: payment.id };
    const number = await markPaid(deps, trx, actor, payment, {
      ...(payment.utr ? {} : { utr: credit.utr }),
      via: 'statement',
    });
    // The UTR now names this payment: a later line of the chunk with the same UTR is judged against it.
    found.byUtr.set(credit.utr, payment);
    return { payment, number };
  };
  // A chunk of credits per transaction: a commit per credit made a 1,000-row statement take 10 s on PostgreSQL. The
  // chunk's payments are looked up in two queries, then each is locked before it is judged. On SQLite the queries
  // are synchronous, so the loop is given back between credits once the slice's budget is spent.
  const slices = loopSlices();
  const outcomes: Outcome[] = [];
  for (let start = 0; start < read.credits.length; start += IMPORT_CHUNK) {
    const chunk = read.credits.slice(start, start + IMPORT_CHUNK);
    outcomes.push(
      ...(await deps.db.transaction().execute(async (trx) => {
        const references = [...new Set(chunk.flatMap((credit) => paymentReferencesIn(credit.narration)))];
        const found: Found = {
          byUtr: new Map(
            (await findPaymentsByUtrs(trx, [...new Set(chunk.map((c) => c.utr))])).map((p) => [p.utr!, p]),
          ),
          byReference: new Map((await findPaymentsByReferences(trx, references)).map((p) => [p.reference, p])),
        };
        const done: Outcome[] = [];
        for (const credit of chunk) {
          done.push(await reconcile(trx, credit, found));
          if (slices.due()) await slices.pause();
        }
        return done;
      })),
    );
    if (slices.due()) await slices.pause();
  }
  read.credits.forEach((credit, i) => {
    const outcome = outcomes[i]!;
    if ('reason' in outcome) {
      reply.unmatched.push({
        row: credit.row,
        utr: credit.utr,
        amountPaise: credit.amountPaise,
        narration: credit.narration,
        ...outcome,
      });
    } else {
      reply.matched.push({
        row: credit.row,
        utr: credit.utr,
        amountPaise: credit.amountPaise,
        paymentId: outcome.payment.id,
        payerName: outcome.payment.payerName,
        receiptNumber: outcome.number,
      });
    }
  });
  await recordAudit(deps.db, actor, {
    action: 'payment.import',
    subject: { kind: 'payment', id: null },
    after: {
      preset: request.mapping.preset,
      rows: reply.rows,
      matched: reply.matched.length,
      unmatched: reply.unmatched.length,
      malformed: reply.malformed.length,
    },
  });
  deps.jobs.wake();
  return reply;
}

/** At most this many payments in one list; the admin narrows by month or search. */
const LIST_LIMIT = 500;

export async function adminPayments(deps: Pick<Deps, 'db'>, query: PaymentsQuery) {
  const rows = await listPayments(deps.db, {
    state: query.state,
    q: query.q,
    fromIso: query.from ? istMonthStart(query.from) : undefined,
    toIso: query.to ? istMonthStart(nextMonth(query.to)) : undefined,
    limit: LIST_LIMIT + 1,
  });
  return { payments: await withDues(deps.db, rows.slice(0, LIST_LIMIT)), truncated: rows.length > LIST_LIMIT };
}
