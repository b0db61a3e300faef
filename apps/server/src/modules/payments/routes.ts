import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ImportStatementReply } from '@academy/contract';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { assertStaffAction } from '../../security/guards.ts';
import { badRequest } from '../../http/http-error.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { jsonInSlices } from '../../lib/loop-slices.ts';
import { readMultipartImage } from '../../storage/read-upload.ts';
import { adminPayments, decidePayment, importStatement, recordOfflinePayment } from './reconcile.ts';
import { receiptFile } from './receipt.ts';
import { paymentReport } from './report.ts';
import {
  familyDues,
  paymentDetail,
  paymentScreenshot,
  startFamilyPayment,
  submitScreenshot,
  submitUtr,
} from './service.ts';
import { paymentSettings, savePaymentSettings } from './settings.ts';
import { assertPaymentReader, renewPaymentLink, secretOf } from './payment-link.ts';

/**
 * Fees by UPI. A payer without a login reaches a payment through its link's secret (x-payment-secret, from the
 * emailed /pay link's fragment); the family's own login and the admin reach it by id. The id alone opens nothing:
 * it travels in pages, lists and logs.
 */
export async function paymentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { booking: submitLimit, upload: uploadLimit } = rateLimits(app.config);
  const assertReader = (request: FastifyRequest & { params: { id: string } }) =>
    assertPaymentReader(app.db, request.params.id, request.user, secretOf(request));

  api.route({
    ...endpointRoute(app, 'GetPayment', {
      summary: 'A payment by its id: amount, dues, state, and where to pay (the academy UPI ID)',
    }),
    handler: async (request) => {
      await assertReader(request);
      return {
        status: 1 as const,
        message: request.t('api.paymentFetched'),
        ...(await paymentDetail(app, request.params.id)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'SubmitUtr', {
      summary: 'The payer gives the 12-digit UTR of their UPI transfer',
      description: '409 when the payment is not waiting for one, or when the UTR was given before (for any payment).',
    }),
    config: submitLimit,
    handler: async (request) => {
      await assertReader(request);
      return {
        status: 1 as const,
        message: request.t('api.paymentSubmitted'),
        ...(await submitUtr(app, actorOf(request), request.params.id, request.body.utr)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'UploadPaymentScreenshot', {
      summary: 'The payer sends a screenshot of the transfer (multipart field screenshot), kept private for the admin',
    }),
    config: uploadLimit,
    handler: async (request) => {
      // Checked before the upload is read: a stranger's image is never decoded.
      await assertReader(request);
      app.images.assertAcceptingUploads();
      const { file } = await readMultipartImage(request, 'screenshot');
      if (!file) throw badRequest('api.screenshotMissing');
      return {
        status: 1 as const,
        message: request.t('api.paymentSubmitted'),
        ...(await submitScreenshot(app, actorOf(request), request.params.id, file.buffer)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetPaymentScreenshot', { summary: "A payment's screenshot (image/webp)" }),
    handler: async (request, reply) =>
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .send(await paymentScreenshot(app, request.params.id)),
  });

  api.route({
    ...endpointRoute(app, 'GetReceipt', {
      summary: "A paid payment's receipt (application/pdf, A4), in the payer's language",
      description: '409 while the payment is not paid.',
    }),
    handler: async (request, reply) => {
      await assertReader(request);
      const { pdf, filename } = await receiptFile(app, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  });

  api.route({
    ...endpointRoute(app, 'RenewPaymentLink', {
      summary: 'The admin gives a payment a new link secret (to pass on to the payer); the link before stops working',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.paymentLinkRenewed'),
      ...(await renewPaymentLink(app, actorOf(request), request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetDues', {
      summary: "A family's dues and payments: the caller's own, or for an admin the family of `fighterId`",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.duesFetched'),
      ...(await familyDues(app, request.user, request.query.fighterId)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CreatePayment', {
      summary: "A guardian starts one payment for several of the family's open dues",
      description: '409 when a due is paid, waived, or has a transfer waiting for the admin.',
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        status: 1,
        message: request.t('api.paymentCreated'),
        ...(await startFamilyPayment(app, actorOf(request), request.user, request.body.dueIds)),
      }),
  });

  api.route({
    ...endpointRoute(app, 'GetPayments', {
      summary: 'Payments, filtered by state, month range and a search (name, email, UTR, reference, receipt)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.paymentsFetched'),
      ...(await adminPayments(app, request.query)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'DecidePayment', {
      summary: 'The admin marks a payment paid (a receipt is issued and emailed), rejected, or refunded',
      description:
        '409 when the payment is not in a state the decision applies to; 403 for a refund by the front desk (the owner refunds).',
    }),
    handler: async (request) => {
      if (request.body.decision === 'refunded') assertStaffAction(request.user, 'refundPayment');
      return {
        status: 1 as const,
        message: request.t('api.paymentDecided'),
        ...(await decidePayment(app, actorOf(request), request.params.id, request.body)),
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'RecordOfflinePayment', {
      summary: 'The admin records cash received (paid, with a receipt) or waives dues',
      description: '403 for a waiver by the front desk (the owner waives).',
    }),
    handler: async (request, reply) => {
      if (request.body.method === 'waiver') assertStaffAction(request.user, 'waiveDue');
      return reply.code(201).send({
        status: 1,
        message: request.t('api.paymentRecorded'),
        ...(await recordOfflinePayment(app, actorOf(request), request.body)),
      });
    },
  });

  api.route({
    ...endpointRoute(app, 'ImportStatement', {
      summary: "Reconciles a bank statement's CSV: matching UTRs and amounts are marked paid, the rest listed",
    }),
    bodyLimit: 3 * 1024 * 1024,
    // A 45,000-line statement's reply holds 45,000 rows (5 MB of JSON): checking it against the schema and
    // stringifying it in one go held the event loop for 100 ms or more, so it is written a slice at a time and sent
    // as it is. importStatement's type is the reply schema's, so what is sent has the schema's shape.
    handler: async (request, reply) => {
      const result: ImportStatementReply = {
        status: 1,
        message: request.t('api.statementImported'),
        ...(await importStatement(app, actorOf(request), request.body)),
      };
      const json = await jsonInSlices(result);
      // JSON already, which Fastify sends untouched; the type provider only knows the object it stands for.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ImportStatementReply);
    },
  });

  api.route({
    ...endpointRoute(app, 'GetPaymentReport', {
      summary: "12 months' collections (events, fees, per batch) and the dues outstanding per family",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.paymentReportFetched'),
      ...(await paymentReport(app, request.query.to)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetPaymentSettings', { summary: 'The UPI ID, receipts, fee and hold settings' }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.settingsFetched'),
      ...(await paymentSettings(app.db)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SavePaymentSettings', { summary: 'Saves the payment settings' }),
    // The classes' pages say on which day fees fall due.
    config: { invalidates: ['classes'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.settingsSaved'),
      ...(await savePaymentSettings(app, actorOf(request), request.body)),
    }),
  });
}
