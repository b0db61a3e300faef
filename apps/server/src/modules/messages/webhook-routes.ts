import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { applyDeliveryReport, applyReply, type DeliveryReport } from '../../messaging/delivery-reports.ts';
import { whatsAppSignatureValid } from '../../messaging/whatsapp-cloud.ts';
import { sameSecret } from '../../security/same-secret.ts';

/** The providers' addresses for their webhooks (not the product's API: their shapes are the providers'). */
export const WEBHOOK_PATHS = {
  whatsapp: '/api/webhooks/whatsapp',
  smsStatus: '/api/webhooks/sms/:secret',
  smsInbound: '/api/webhooks/sms/:secret/inbound',
} as const;

/** The part of the Cloud API's webhook payload we act on: message statuses and text replies. */
const whatsAppPayload = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string().min(1).max(128),
                  status: z.string(),
                  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
                }),
              )
              .optional(),
            messages: z
              .array(
                z.object({
                  from: z.string().max(20),
                  type: z.string(),
                  text: z.object({ body: z.string().max(4096) }).optional(),
                  button: z.object({ text: z.string().max(256) }).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

/** Exotel's StatusCallback (form-encoded) and an inbound SMS forwarded to us. */
const exotelStatus = z.object({
  SmsSid: z.string().min(1).max(128),
  Status: z.string().max(40),
  DetailedStatus: z.string().max(100).optional(),
  DetailedStatusCode: z.string().max(20).optional(),
});
const exotelInbound = z.object({ From: z.string().min(1).max(20), Body: z.string().max(2000) });

const WHATSAPP_STATES = new Set(['sent', 'delivered', 'read', 'failed']);
const EXOTEL_FAILED = new Set(['failed', 'failed-dnd', 'undelivered', 'expired']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Not in the API's OpenAPI document: the shapes are the providers' (README, "WhatsApp and SMS"). */
const hidden = { schema: { hide: true } };

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status: 0, message });

/**
 * The providers' webhooks: WhatsApp's verification handshake and its signed POSTs (statuses and replies), and
 * Exotel's delivery reports and inbound SMS at an address holding our secret. A channel without settings has no
 * webhook (404). Registered in their own scope: bodies are kept as text here, since WhatsApp's signature is over the
 * exact bytes sent.
 */
export async function webhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    WEBHOOK_PATHS.whatsapp,
    hidden,
    async (request, reply) => {
      const settings = app.config.whatsapp;
      if (!settings) return refuse(reply, 404, 'WhatsApp is not configured');
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
      if (mode !== 'subscribe' || !token || !challenge || !sameSecret(token, settings.verifyToken)) {
        return refuse(reply, 403, 'verification refused');
      }
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post(WEBHOOK_PATHS.whatsapp, hidden, async (request, reply) => {
    const settings = app.config.whatsapp;
    if (!settings) return refuse(reply, 404, 'WhatsApp is not configured');
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-hub-signature-256'];
    if (!whatsAppSignatureValid(raw, typeof signature === 'string' ? signature : undefined, settings.appSecret)) {
      request.log.warn('WhatsApp webhook with a missing or wrong signature refused');
      return refuse(reply, 401, 'signature refused');
    }
    const parsed = whatsAppPayload.safeParse(parseJson(raw));
    if (!parsed.success) return refuse(reply, 400, 'not a WhatsApp Business Account payload');
    for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
      for (const status of change.value.statuses ?? []) {
        if (!WHATSAPP_STATES.has(status.status)) continue;
        const error = status.errors?.[0];
        await applyDeliveryReport(app, {
          channel: 'whatsapp',
          providerId: status.id,
          status: status.status as DeliveryReport['status'],
          ...(error ? { reason: `${error.code ?? ''} ${error.title ?? ''}`.trim() } : {}),
        });
      }
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (text !== undefined) await applyReply(app, { channel: 'whatsapp', from: message.from, text });
      }
    }
    return { status: 1, message: 'ok' };
  });

  app.post<{ Params: { secret: string } }>(WEBHOOK_PATHS.smsStatus, hidden, async (request, reply) => {
    const settings = app.config.sms;
    if (!settings || !sameSecret(request.params.secret, settings.webhookSecret)) return refuse(reply, 404, 'not found');
    const parsed = exotelStatus.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'not an Exotel delivery report');
    const { SmsSid, Status, DetailedStatus, DetailedStatusCode } = parsed.data;
    const status =
      Status === 'delivered' ? 'delivered' : Status === 'sent' ? 'sent' : EXOTEL_FAILED.has(Status) ? 'failed' : null;
    if (status) {
      await applyDeliveryReport(app, {
        channel: 'sms',
        providerId: SmsSid,
        status,
        ...(status === 'failed' ? { reason: `${DetailedStatusCode ?? ''} ${DetailedStatus ?? Status}`.trim() } : {}),
      });
    }
    return { status: 1, message: 'ok' };
  });

  app.post<{ Params: { secret: string } }>(WEBHOOK_PATHS.smsInbound, hidden, async (request, reply) => {
    const settings = app.config.sms;
    if (!settings || !sameSecret(request.params.secret, settings.webhookSecret)) return refuse(reply, 404, 'not found');
    const parsed = exotelInbound.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'not an inbound SMS');
    await applyReply(app, { channel: 'sms', from: parsed.data.From, text: parsed.data.Body });
    return { status: 1, message: 'ok' };
  });
}
