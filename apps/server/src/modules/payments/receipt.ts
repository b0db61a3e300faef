import { ACADEMY_NAME, DEFAULT_LANGUAGE, formatPaise, isLanguage } from '@academy/contract';
import { isUniqueViolation } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { writeLetter } from '../../mail/letter.ts';
import { duesOfPayments, findPayment, lockPayment } from './queries.ts';
import { receiptPdf, type ReceiptData } from './receipt-pdf.ts';
import { paymentSettings } from './settings.ts';

/** Emails a paid payment's receipt; run by the job runner after the transaction that marked it paid. */
export const RECEIPT_JOB = 'payments.receipt';

type ReceiptDeps = Pick<Deps, 'db' | 'translator'>;

/** What a receipt prints, read from the payment, its dues and the settings; 409 before the payment is paid. */
async function receiptOf(deps: ReceiptDeps, paymentId: string) {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) throw notFound('api.paymentNotFound');
  if (payment.state !== 'paid' || !payment.receiptNumber || !payment.paidAt) throw conflict('api.paymentNotPaid');
  const { settings } = await paymentSettings(deps.db);
  const dues = await duesOfPayments(deps.db, [paymentId]);
  const language = isLanguage(payment.language) ? payment.language : DEFAULT_LANGUAGE;
  const data: ReceiptData = {
    academyName: ACADEMY_NAME,
    academyDetails: settings.academyDetails,
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt,
    method: payment.method === 'cash' ? 'cash' : 'upi',
    utr: payment.utr,
    reference: payment.reference,
    payerName: payment.payerName,
    payerEmail: payment.payerEmail,
    lines: dues.map((due) => ({
      fighterName: due.fighterName,
      item: due.item,
      period: due.period,
      amountPaise: due.amountPaise,
    })),
    amountPaise: payment.amountPaise,
  };
  return { data, payment, messages: deps.translator.in(language) };
}

/** The receipt's PDF in the payer's language, and the name to save it as. */
export async function receiptFile(deps: ReceiptDeps, paymentId: string) {
  const { data, messages } = await receiptOf(deps, paymentId);
  return {
    pdf: await receiptPdf(data, messages),
    filename: `receipt-${data.receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
  };
}

/**
 * Builds the receipt once the payment is paid and puts the email, PDF attached, in the outbox: keyed by the payment,
 * so a job run twice (a server died after the commit) queues one email.
 */
export function registerReceiptJob(jobs: JobRunner, deps: ReceiptDeps & Pick<Deps, 'jobs'>): void {
  jobs.register<{ paymentId: string }>(RECEIPT_JOB, {
    maxAttempts: 8,
    handle: async ({ paymentId }) => {
      // Refunded before the email went out: no receipt to send.
      if ((await findPayment(deps.db, paymentId))?.state !== 'paid') return;
      const { data, payment, messages } = await receiptOf(deps, paymentId);
      if (!payment.payerEmail) return;
      const pdf = await receiptPdf(data, messages);
      const { t } = messages;
      const { text, html } = writeLetter(messages, {
        title: t('email.receipt.title'),
        greeting: t('email.booking.greeting', { name: payment.payerName }),
        intro: t('email.receipt.intro', { amount: formatPaise(payment.amountPaise), academy: ACADEMY_NAME }),
        rows: [
          [t('email.receipt.number'), data.receiptNumber],
          [t('email.payment.amount'), formatPaise(payment.amountPaise)],
          ...(payment.utr ? [[t('email.payment.utr'), payment.utr] as [string, string]] : []),
          ...data.lines.map((line): [string, string] => [
            `${line.fighterName} · ${line.item}`,
            formatPaise(line.amountPaise),
          ]),
        ],
        outro: t('email.receipt.outro'),
      });
      try {
        await deps.db.transaction().execute(async (trx) => {
          // Read again, locked: the payer may have been erased (or the payment refunded) while the PDF was drawn.
          // An erasure changes the payment before it deletes the emails to the address, so this waits for it and
          // finds no address, or holds the row until this email is committed where the erasure will find it.
          const current = await lockPayment(trx, paymentId);
          if (current?.state !== 'paid' || !current.payerEmail) return;
          await enqueueEmail(
            deps,
            trx,
            {
              to: payment.payerEmail!,
              subject: t('email.receipt.subject', { number: data.receiptNumber, academy: ACADEMY_NAME }),
              text,
              html,
              attachments: [
                {
                  filename: `receipt-${data.receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
                  content: pdf.toString('base64'),
                  contentType: 'application/pdf',
                  encoding: 'base64',
                },
              ],
            },
            { dedupeKey: `receipt:${paymentId}` },
          );
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      deps.jobs.wake();
    },
  });
}
