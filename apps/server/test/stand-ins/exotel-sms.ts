import crypto from 'node:crypto';
import type http from 'node:http';
import { answerJson, type Delivery, listen, Pending, postOut, RateWindow, readBody, sleep } from './stand-in-http.ts';

/**
 * A local stand-in for Exotel's Send SMS API (India, with TRAI DLT parameters), its StatusCallback and inbound SMS
 * forwarding. What it follows and what it leaves out: docs/testing/stand-ins.md.
 */

export interface ExotelStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** DLT template id → approved text with {#var#} placeholders (each stands for up to 30 characters, as DLT rules). */
  templates: Record<string, string>;
  /** When given, a DltEntityId other than this one is accepted and then failed with 23081 FAILED_DLT_ENTITY. */
  dltEntityId?: string;
  /** Numbers (any format; the last 10 digits count) that fail by StatusCallback with 23005 FAILED_DND. */
  dndNumbers?: string[];
  /** Requests per rolling second before 429; null or absent: no limit. */
  ratePerSecond?: number | null;
  /** After accepting, POST a `delivered` (20005) StatusCallback when the request gave a StatusCallback URL. */
  autoDeliver?: boolean;
  /** Where sendInbound POSTs an inbound SMS (the product's inbound SMS route). */
  inboundUrl?: string;
  /** Serve the /_stand-in/ control routes (default true). */
  controlRoutes?: boolean;
}

export type CallbackStatus = 'sent' | 'delivered' | 'failed';
export type ExotelFailure = 'rate-limit' | 'server-error' | 'bad-request';

export interface AcceptedSms {
  sid: string;
  from: string;
  to: string;
  body: string;
  dltEntityId: string;
  dltTemplateId: string | null;
  statusCallback: string | null;
  smsType: string | null;
  customField: string | null;
  encodingType: string;
  smsUnits: number;
  /** The status the stand-in last reported (queued until a callback is sent). */
  status: string;
  detailedStatusCode: number;
  at: string;
}

export interface ExotelStandIn {
  url: string;
  port: number;
  messages: AcceptedSms[];
  /** Every StatusCallback and inbound POST made, with the receiver's HTTP status (0: nothing answered). */
  callbacks: Delivery[];
  failNext: (count: number, kind: ExotelFailure) => void;
  setRateLimit: (perSecond: number | null) => void;
  /** POSTs the StatusCallback form for a message; detailedStatusCode defaults by status (see DETAILED). */
  deliver: (sid: string, status: CallbackStatus, detailedStatusCode?: number) => Promise<number>;
  /** POSTs an inbound SMS form (From, To, Body, SmsSid, Date) to inboundUrl. */
  sendInbound: (from: string, body: string, to?: string) => Promise<number>;
  idle: () => Promise<void>;
  reset: () => void;
  close: () => Promise<void>;
}

/** DetailedStatusCode → DetailedStatus, from Exotel's SMS status code reference. */
export const DETAILED: Record<number, string> = {
  21010: 'PENDING_TO_OPERATOR',
  20005: 'DELIVERED_TO_HANDSET',
  20006: 'DELIVERED_TO_OPERATOR',
  23005: 'FAILED_DND',
  23010: 'FAILED_INVALID_NUMBER',
  23081: 'FAILED_DLT_ENTITY',
  23082: 'FAILED_DLT_TEMPLATE',
};
const DEFAULT_DETAILED = { sent: 20006, delivered: 20005, failed: 23010 } as const;

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const FAILURES: Record<ExotelFailure, () => RestError> = {
  'rate-limit': () => new RestError(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded. Please retry after some time.'),
  'server-error': () => new RestError(500, 'INTERNAL_SERVER_ERROR', 'Internal server error (set by the stand-in).'),
  'bad-request': () => new RestError(400, 'BAD_REQUEST', 'Invalid request parameters (set by the stand-in).'),
};

/** Exotel's date style, "YYYY-MM-DD HH:mm:ss", in India time (+05:30, no daylight saving). */
export function exotelDate(date = new Date()): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const lastTen = (number: string) => number.replace(/\D/g, '').slice(-10);

/** Whether `body` is the DLT template with each {#var#} filled by at most 30 characters. */
export function matchesDltTemplate(template: string, body: string): boolean {
  const pattern = template
    .split('{#var#}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]{0,30}');
  return new RegExp(`^${pattern}$`).test(body);
}

/** SMS parts: 160 (GSM) or 70 (unicode) characters in one; 153 or 67 per part when longer. */
function smsUnits(body: string, unicode: boolean): number {
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const length = [...body].length;
  return length <= single ? 1 : Math.ceil(length / multi);
}

export async function startExotelStandIn(options: ExotelStandInOptions): Promise<ExotelStandIn> {
  const messages: AcceptedSms[] = [];
  const callbacks: Delivery[] = [];
  const pending = new Pending();
  const rate = new RateWindow(options.ratePerSecond ?? null);
  const dnd = new Set((options.dndNumbers ?? []).map(lastTen));
  let failures: ExotelFailure[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiToken}`).toString('base64')}`;

  async function postForm(url: string, fields: Record<string, string>): Promise<number> {
    const body = new URLSearchParams(fields).toString();
    const status = await postOut(url, body, { 'content-type': 'application/x-www-form-urlencoded' });
    callbacks.push({ url, body, status });
    return status;
  }

  function deliver(sid: string, status: CallbackStatus, detailedStatusCode?: number): Promise<number> {
    const message = messages.find((m) => m.sid === sid);
    if (!message) throw new Error(`Exotel stand-in: no message ${sid}`);
    if (!message.statusCallback) throw new Error(`Exotel stand-in: message ${sid} was sent without StatusCallback`);
    const code = detailedStatusCode ?? DEFAULT_DETAILED[status];
    message.status = status;
    message.detailedStatusCode = code;
    const fields: Record<string, string> = {
      SmsSid: sid,
      To: message.to,
      Status: status,
      DetailedStatus: DETAILED[code] ?? 'UNKNOWN',
      DetailedStatusCode: String(code),
      SmsUnits: String(message.smsUnits),
      DateSent: exotelDate(),
    };
    if (message.customField !== null) fields.CustomField = message.customField;
    return pending.track(postForm(message.statusCallback, fields));
  }

  // Exotel documents an inbound SMS webhook set in its dashboard, but its field list was not in the pages read: these
  // names (From, To, Body, SmsSid, Date) are the stand-in's choice, to be checked against a real account.
  function sendInbound(from: string, body: string, to = '08047112345'): Promise<number> {
    if (!options.inboundUrl) throw new Error('startExotelStandIn: no inboundUrl given');
    const fields = {
      From: from,
      To: to,
      Body: body,
      SmsSid: crypto.randomBytes(16).toString('hex'),
      Date: exotelDate(),
    };
    return pending.track(postForm(options.inboundUrl, fields));
  }

  /** What DLT scrubbing and the operator would decide, as a final failure code, or null when it goes through. */
  function verdict(message: AcceptedSms): number | null {
    if (options.dltEntityId && message.dltEntityId !== options.dltEntityId) return 23081;
    const candidates =
      message.dltTemplateId === null ? Object.values(options.templates) : [options.templates[message.dltTemplateId]];
    if (!candidates.some((t) => t !== undefined && matchesDltTemplate(t, message.body))) return 23082;
    if (dnd.has(lastTen(message.to))) return 23005;
    return null;
  }

  function afterAccepting(message: AcceptedSms): void {
    if (!message.statusCallback) return;
    const failure = verdict(message);
    if (failure === null && !options.autoDeliver) return;
    void pending.track(
      (async () => {
        await sleep(20);
        await (failure === null ? deliver(message.sid, 'delivered') : deliver(message.sid, 'failed', failure));
      })(),
    );
  }

  async function handleSend(req: http.IncomingMessage, res: http.ServerResponse, accountSid: string): Promise<void> {
    const raw = await readBody(req);
    try {
      if (req.headers.authorization !== expectedAuth || accountSid !== options.accountSid)
        throw new RestError(401, 'UNAUTHORIZED', 'Authentication failed. Invalid API Key or Token.');
      const failure = failures.shift();
      if (failure) throw FAILURES[failure]();
      if (!rate.admit()) throw FAILURES['rate-limit']();
      const form = new URLSearchParams(raw);
      for (const field of ['From', 'To', 'Body', 'DltEntityId']) {
        if (!form.get(field)) throw new RestError(400, 'BAD_REQUEST', `Missing parameter: ${field} is mandatory.`);
      }
      const body = form.get('Body') ?? '';
      if ([...body].length > 2000) throw new RestError(400, 'BAD_REQUEST', 'Body cannot exceed 2000 characters.');
      const encodingType = form.get('EncodingType') ?? 'plain';
      const now = new Date();
      const message: AcceptedSms = {
        sid: crypto.randomBytes(16).toString('hex'),
        from: form.get('From') ?? '',
        to: form.get('To') ?? '',
        body,
        dltEntityId: form.get('DltEntityId') ?? '',
        dltTemplateId: form.get('DltTemplateId'),
        statusCallback: form.get('StatusCallback'),
        smsType: form.get('SmsType'),
        customField: form.get('CustomField'),
        encodingType,
        smsUnits: smsUnits(body, encodingType === 'unicode' || /[^\x20-\x7e\n\r]/.test(body)),
        status: 'queued',
        detailedStatusCode: 21010,
        at: now.toISOString(),
      };
      messages.push(message);
      answerJson(res, 200, {
        SMSMessage: {
          Sid: message.sid,
          AccountSid: options.accountSid,
          From: message.from,
          To: message.to,
          DateCreated: exotelDate(now),
          DateUpdated: exotelDate(now),
          DateSent: null,
          Body: message.body,
          Direction: 'outbound-api',
          Uri: `/v1/Accounts/${options.accountSid}/SMS/Messages/${message.sid}.json`,
          ApiVersion: null,
          Price: null,
          Status: 'queued',
          DetailedStatusCode: 21010,
          DetailedStatus: DETAILED[21010],
          SmsUnits: null,
        },
      });
      afterAccepting(message);
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      answerJson(res, error.status, {
        RestException: { Status: error.status, Message: error.message, Code: error.code },
      });
    }
  }

  const standIn: Omit<ExotelStandIn, 'url' | 'port' | 'close'> = {
    messages,
    callbacks,
    failNext: (count, kind) => {
      failures.push(...Array.from({ length: count }, () => kind));
    },
    setRateLimit: (perSecond) => {
      rate.perSecond = perSecond;
      rate.reset();
    },
    deliver,
    sendInbound,
    idle: () => pending.idle(),
    reset: () => {
      messages.length = 0;
      callbacks.length = 0;
      failures = [];
      rate.perSecond = options.ratePerSecond ?? null;
      rate.reset();
    },
  };

  const listening = await listen(options.port ?? 0, async (req, res, url) => {
    const send = /^\/v1\/Accounts\/([^/]+)\/Sms\/send(\.json)?$/.exec(url.pathname);
    if (send && req.method === 'POST') return handleSend(req, res, send[1] ?? '');
    if (url.pathname.startsWith('/_stand-in/') && options.controlRoutes !== false)
      return exotelControl(standIn, req, res, url.pathname.slice('/_stand-in/'.length));
    await readBody(req);
    answerJson(res, 404, { RestException: { Status: 404, Message: 'Resource not found', Code: 'NOT_FOUND' } });
  });

  return { ...standIn, url: listening.url, port: listening.port, close: listening.close };
}

/**
 * Control routes under /_stand-in/ (JSON in, JSON out):
 *   GET  messages                                   → { messages: AcceptedSms[] }
 *   GET  callbacks                                  → { callbacks: Delivery[] }
 *   GET  health                                     → { ok: true }
 *   POST status   { sid, status, detailedStatusCode? } → { callbackStatus }   status: sent | delivered | failed
 *   POST inbound  { from, body, to? }                → { callbackStatus }
 *   POST failNext { count, kind }                    kind: rate-limit | server-error | bad-request
 *   POST rateLimit { perSecond: number | null }
 *   POST reset
 */
async function exotelControl(
  standIn: Omit<ExotelStandIn, 'url' | 'port' | 'close'>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
): Promise<void> {
  const raw = await readBody(req);
  const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
  const ok = { ok: true };
  if (req.method === 'GET' && route === 'messages') return answerJson(res, 200, { messages: standIn.messages });
  if (req.method === 'GET' && route === 'callbacks') return answerJson(res, 200, { callbacks: standIn.callbacks });
  if (req.method === 'GET' && route === 'health') return answerJson(res, 200, ok);
  if (req.method !== 'POST') return answerJson(res, 404, { error: `no control route ${req.method} ${route}` });
  switch (route) {
    case 'status':
      return answerJson(res, 200, {
        callbackStatus: await standIn.deliver(
          String(body.sid),
          body.status as CallbackStatus,
          typeof body.detailedStatusCode === 'number' ? body.detailedStatusCode : undefined,
        ),
      });
    case 'inbound':
      return answerJson(res, 200, {
        callbackStatus: await standIn.sendInbound(
          String(body.from),
          String(body.body),
          typeof body.to === 'string' ? body.to : undefined,
        ),
      });
    case 'failNext':
      standIn.failNext(Number(body.count ?? 1), body.kind as ExotelFailure);
      return answerJson(res, 200, ok);
    case 'rateLimit':
      standIn.setRateLimit(typeof body.perSecond === 'number' ? body.perSecond : null);
      return answerJson(res, 200, ok);
    case 'reset':
      standIn.reset();
      return answerJson(res, 200, ok);
    default:
      return answerJson(res, 404, { error: `no control route POST ${route}` });
  }
}
