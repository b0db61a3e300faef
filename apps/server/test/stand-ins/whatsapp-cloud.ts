import crypto from 'node:crypto';
import type http from 'node:http';
import { answerJson, type Delivery, listen, Pending, postOut, RateWindow, readBody, sleep } from './stand-in-http.ts';

/**
 * A local stand-in for the WhatsApp Business Platform Cloud API (Meta): the send-message endpoint for template
 * messages, its error answers, and the `messages` webhooks (statuses, inbound text) signed with X-Hub-Signature-256.
 * What it follows and what it leaves out: docs/testing/stand-ins.md.
 */

export interface ApprovedTemplate {
  name: string;
  /** The template's language code, e.g. "en", "en_US", "hi". */
  language: string;
  /** How many {{n}} variables its body has. */
  parameterCount: number;
}

export interface WhatsAppStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The only access token accepted as `Authorization: Bearer <token>`. */
  accessToken: string;
  templates: ApprovedTemplate[];
  /** The business phone number id in the path and in webhook metadata. Any id is accepted when not given. */
  phoneNumberId?: string;
  displayPhoneNumber?: string;
  /** The WhatsApp Business Account id sent as entry[].id. */
  wabaId?: string;
  /** Where webhooks go (the product's webhook route). */
  webhookUrl?: string;
  /** The app secret webhooks are signed with. */
  appSecret?: string;
  /** Digits (with country code) accepted by the API but then failed by webhook with 131026. */
  notOnWhatsApp?: string[];
  /** After accepting a message, send its `sent` then `delivered` status webhooks. */
  autoStatuses?: boolean;
  /** Messages per rolling second before 429 / 130429; null or absent: no limit. */
  ratePerSecond?: number | null;
  /** Serve the /_stand-in/ control routes (default true). */
  controlRoutes?: boolean;
}

export interface AcceptedWhatsAppMessage {
  to: string;
  waId: string;
  template: string;
  language: string;
  parameters: string[];
  wamid: string;
  at: string;
}

export type WhatsAppFailure = 'rate-limit' | 'server-error' | 'invalid-parameter';
export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';
/** valid: signed with the app secret; wrong-secret: signed with another secret; none: no signature header. */
export type SigningMode = 'valid' | 'wrong-secret' | 'none';

export interface StatusOptions {
  /** For `failed`: the error code in statuses[].errors (default 131026). */
  errorCode?: number;
  /** Unix seconds (default now). */
  timestamp?: number;
}

export interface WhatsAppStandIn {
  url: string;
  port: number;
  /** Every accepted message, oldest first. */
  messages: AcceptedWhatsAppMessage[];
  /** Every webhook POST made, with the receiver's HTTP status. */
  webhooks: Delivery[];
  /** Every send refused, oldest first: when, the HTTP status and the Graph error code (429 / 130429 beyond the rate). */
  refusals: { at: string; status: number; code: number }[];
  failNext: (count: number, kind: WhatsAppFailure) => void;
  setRateLimit: (perSecond: number | null) => void;
  setNotOnWhatsApp: (digits: string[]) => void;
  setSigning: (mode: SigningMode) => void;
  /** POSTs a statuses webhook; gives the receiver's HTTP status (0: nothing answered). */
  sendStatus: (wamid: string, status: WhatsAppStatus, options?: StatusOptions) => Promise<number>;
  /** POSTs an inbound text message webhook from `fromDigits`; gives the receiver's HTTP status. */
  sendInboundText: (fromDigits: string, text: string, profileName?: string) => Promise<number>;
  /** Meta's subscription check: GET webhookUrl?hub.mode=subscribe&...; whether the body echoed the challenge. */
  verifyHandshake: (verifyToken: string) => Promise<boolean>;
  /** Resolves once every background webhook (auto statuses, 131026 failures) has been sent. */
  idle: () => Promise<void>;
  /** Forgets messages, webhooks and refusals, failures, rate limit, not-on-WhatsApp numbers and signing mode set since start. */
  reset: () => void;
  close: () => Promise<void>;
}

/** Titles as in Meta's error code table; the stand-in puts "(#code) title" in error.message as the API does. */
const TITLES: Record<number, string> = {
  100: 'Invalid parameter',
  131000: 'Something went wrong',
  131008: 'Required parameter is missing',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  130429: 'Rate limit hit',
  132000: 'Number of parameters does not match the expected number of params',
  132001: 'Template name does not exist in the translation',
};

class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly details: string,
    readonly type = 'OAuthException',
  ) {
    super(details);
  }
}

function graphErrorBody(error: GraphError) {
  const title = TITLES[error.code];
  return {
    error: {
      message: title ? `(#${error.code}) ${title}` : error.details,
      type: error.type,
      code: error.code,
      error_data: { messaging_product: 'whatsapp', details: error.details },
      fbtrace_id: crypto.randomBytes(9).toString('base64url'),
    },
  };
}

const FAILURES: Record<WhatsAppFailure, () => GraphError> = {
  'rate-limit': () => new GraphError(429, 130429, 'Cloud API message throughput has been reached.'),
  'server-error': () => new GraphError(500, 131000, 'Message failed to send due to an unknown error.'),
  'invalid-parameter': () => new GraphError(400, 100, 'The parameter to is invalid (failure set by the stand-in).'),
};

const newWamid = () => `wamid.${crypto.randomBytes(24).toString('base64url')}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a send-message body as the Cloud API does for template messages; throws the GraphError it would answer. */
function parseTemplateMessage(body: unknown, templates: ApprovedTemplate[]) {
  if (!isRecord(body)) throw new GraphError(400, 100, 'The request body must be a JSON object.');
  if (body.messaging_product !== 'whatsapp')
    throw new GraphError(400, 100, 'The parameter messaging_product is required and must be "whatsapp".');
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to))
    throw new GraphError(400, 100, 'The parameter to must be a phone number with its country code.');
  if (body.type !== 'template')
    throw new GraphError(400, 100, `The stand-in implements only type "template", not ${JSON.stringify(body.type)}.`);
  const template = body.template;
  if (!isRecord(template) || typeof template.name !== 'string')
    throw new GraphError(400, 131008, 'The parameter template.name is required.');
  const language = isRecord(template.language) ? template.language.code : undefined;
  if (typeof language !== 'string')
    throw new GraphError(400, 131008, 'The parameter template.language.code is required.');
  const approved = templates.find((t) => t.name === template.name && t.language === language);
  if (!approved) throw new GraphError(404, 132001, `template name (${template.name}) does not exist in ${language}`);
  const components = template.components ?? [];
  if (!Array.isArray(components)) throw new GraphError(400, 100, 'The parameter template.components must be an array.');
  const parameters: string[] = [];
  for (const component of components) {
    if (!isRecord(component) || component.type !== 'body') continue;
    if (!Array.isArray(component.parameters))
      throw new GraphError(400, 100, 'components[].parameters must be an array.');
    for (const parameter of component.parameters) {
      if (!isRecord(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string')
        throw new GraphError(400, 100, 'The stand-in implements only body parameters of type "text" with a text.');
      parameters.push(parameter.text);
    }
  }
  if (parameters.length !== approved.parameterCount)
    throw new GraphError(
      400,
      132000,
      `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${approved.parameterCount})`,
    );
  return { to: body.to, waId: body.to.replace(/^\+/, ''), template: approved.name, language, parameters };
}

export async function startWhatsAppStandIn(options: WhatsAppStandInOptions): Promise<WhatsAppStandIn> {
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const displayPhoneNumber = options.displayPhoneNumber ?? '15550783881';
  const wabaId = options.wabaId ?? '102290129340398';
  const messages: AcceptedWhatsAppMessage[] = [];
  const webhooks: Delivery[] = [];
  const refusals: { at: string; status: number; code: number }[] = [];
  const pending = new Pending();
  const rate = new RateWindow(options.ratePerSecond ?? null);
  let failures: WhatsAppFailure[] = [];
  let notOnWhatsApp = new Set(options.notOnWhatsApp ?? []);
  let signing: SigningMode = 'valid';

  async function postWebhook(value: Record<string, unknown>): Promise<number> {
    if (!options.webhookUrl) throw new Error('startWhatsAppStandIn: no webhookUrl given');
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signing !== 'none') {
      const secret = signing === 'valid' ? (options.appSecret ?? '') : `not-${options.appSecret ?? ''}`;
      headers['x-hub-signature-256'] = `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
    }
    const status = await postOut(options.webhookUrl, raw, headers);
    webhooks.push({ url: options.webhookUrl, body: raw, status });
    return status;
  }

  function sendStatus(wamid: string, status: WhatsAppStatus, opts: StatusOptions = {}): Promise<number> {
    const message = messages.find((m) => m.wamid === wamid);
    const entry: Record<string, unknown> = {
      id: wamid,
      status,
      timestamp: String(opts.timestamp ?? Math.floor(Date.now() / 1000)),
      recipient_id: message?.waId ?? '',
    };
    if (status === 'failed') {
      const code = opts.errorCode ?? 131026;
      const title = TITLES[code] ?? 'Failed';
      entry.errors = [{ code, title, message: title, error_data: { details: `${title} (stand-in)` } }];
    } else if (status !== 'read') {
      entry.conversation = { id: crypto.randomBytes(16).toString('hex'), origin: { type: 'utility' } };
      entry.pricing = { billable: true, pricing_model: 'PMP', category: 'utility' };
    }
    return pending.track(postWebhook({ statuses: [entry] }));
  }

  function sendInboundText(fromDigits: string, text: string, profileName = 'Stand-in User'): Promise<number> {
    return pending.track(
      postWebhook({
        contacts: [{ profile: { name: profileName }, wa_id: fromDigits }],
        messages: [
          {
            from: fromDigits,
            id: newWamid(),
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    );
  }

  async function verifyHandshake(verifyToken: string): Promise<boolean> {
    if (!options.webhookUrl) throw new Error('startWhatsAppStandIn: no webhookUrl given');
    const challenge = String(crypto.randomInt(1_000_000_000, 2_000_000_000));
    const url = new URL(options.webhookUrl);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.verify_token', verifyToken);
    url.searchParams.set('hub.challenge', challenge);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      return res.status === 200 && (await res.text()) === challenge;
    } catch {
      return false;
    }
  }

  function afterAccepting(message: AcceptedWhatsAppMessage): void {
    if (!options.webhookUrl) return;
    if (notOnWhatsApp.has(message.waId)) {
      void pending.track(
        (async () => {
          await sleep(20);
          await sendStatus(message.wamid, 'failed', { errorCode: 131026 });
        })(),
      );
    } else if (options.autoStatuses) {
      void pending.track(
        (async () => {
          await sleep(20);
          await sendStatus(message.wamid, 'sent');
          await sendStatus(message.wamid, 'delivered');
        })(),
      );
    }
  }

  async function handleSend(req: http.IncomingMessage, res: http.ServerResponse, pathId: string): Promise<void> {
    const raw = await readBody(req);
    try {
      if (req.headers.authorization !== `Bearer ${options.accessToken}`)
        throw new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      if (options.phoneNumberId && pathId !== options.phoneNumberId)
        throw new GraphError(
          400,
          100,
          `Unsupported post request. Object with ID '${pathId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          'GraphMethodException',
        );
      const failure = failures.shift();
      if (failure) throw FAILURES[failure]();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new GraphError(400, 100, 'The request body is not valid JSON.');
      }
      const parsed = parseTemplateMessage(body, options.templates);
      if (!rate.admit()) throw FAILURES['rate-limit']();
      const message: AcceptedWhatsAppMessage = { ...parsed, wamid: newWamid(), at: new Date().toISOString() };
      messages.push(message);
      answerJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.waId }],
        messages: [{ id: message.wamid, message_status: 'accepted' }],
      });
      afterAccepting(message);
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      refusals.push({ at: new Date().toISOString(), status: error.httpStatus, code: error.code });
      answerJson(res, error.httpStatus, graphErrorBody(error));
    }
  }

  const standIn: Omit<WhatsAppStandIn, 'url' | 'port' | 'close'> = {
    messages,
    webhooks,
    refusals,
    failNext: (count, kind) => {
      failures.push(...Array.from({ length: count }, () => kind));
    },
    setRateLimit: (perSecond) => {
      rate.perSecond = perSecond;
      rate.reset();
    },
    setNotOnWhatsApp: (digits) => {
      notOnWhatsApp = new Set(digits);
    },
    setSigning: (mode) => {
      signing = mode;
    },
    sendStatus,
    sendInboundText,
    verifyHandshake,
    idle: () => pending.idle(),
    reset: () => {
      messages.length = 0;
      webhooks.length = 0;
      refusals.length = 0;
      failures = [];
      rate.perSecond = options.ratePerSecond ?? null;
      rate.reset();
      notOnWhatsApp = new Set(options.notOnWhatsApp ?? []);
      signing = 'valid';
    },
  };

  const listening = await listen(options.port ?? 0, async (req, res, url) => {
    const send = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (send && req.method === 'POST') return handleSend(req, res, send[2] ?? '');
    if (url.pathname.startsWith('/_stand-in/') && options.controlRoutes !== false)
      return whatsAppControl(standIn, req, res, url.pathname.slice('/_stand-in/'.length));
    await readBody(req);
    answerJson(res, 400, graphErrorBody(new GraphError(400, 100, `Unknown path components: ${url.pathname}`)));
  });

  return { ...standIn, url: listening.url, port: listening.port, close: listening.close };
}

/**
 * Control routes under /_stand-in/ (JSON in, JSON out), for processes that cannot hold the object (Playwright's
 * web server, the bench):
 *   GET  messages                     → { messages: AcceptedWhatsAppMessage[] }
 *   GET  webhooks                     → { webhooks: Delivery[] }
 *   GET  health                       → { ok: true }
 *   POST status   { wamid, status, errorCode? } → { webhookStatus }
 *   POST inbound  { from, text, name? }         → { webhookStatus }
 *   POST failNext { count, kind }               kind: rate-limit | server-error | invalid-parameter
 *   POST rateLimit { perSecond: number | null }
 *   POST notOnWhatsApp { numbers: string[] }
 *   POST signing  { mode: valid | wrong-secret | none }
 *   POST handshake { verifyToken }              → { ok }
 *   POST reset
 */
async function whatsAppControl(
  standIn: Omit<WhatsAppStandIn, 'url' | 'port' | 'close'>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
): Promise<void> {
  const raw = await readBody(req);
  const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
  const ok = { ok: true };
  if (req.method === 'GET' && route === 'messages') return answerJson(res, 200, { messages: standIn.messages });
  if (req.method === 'GET' && route === 'webhooks') return answerJson(res, 200, { webhooks: standIn.webhooks });
  if (req.method === 'GET' && route === 'health') return answerJson(res, 200, ok);
  if (req.method !== 'POST') return answerJson(res, 404, { error: `no control route ${req.method} ${route}` });
  switch (route) {
    case 'status':
      return answerJson(res, 200, {
        webhookStatus: await standIn.sendStatus(String(body.wamid), body.status as WhatsAppStatus, {
          errorCode: typeof body.errorCode === 'number' ? body.errorCode : undefined,
        }),
      });
    case 'inbound':
      return answerJson(res, 200, {
        webhookStatus: await standIn.sendInboundText(
          String(body.from),
          String(body.text),
          typeof body.name === 'string' ? body.name : undefined,
        ),
      });
    case 'failNext':
      standIn.failNext(Number(body.count ?? 1), body.kind as WhatsAppFailure);
      return answerJson(res, 200, ok);
    case 'rateLimit':
      standIn.setRateLimit(typeof body.perSecond === 'number' ? body.perSecond : null);
      return answerJson(res, 200, ok);
    case 'notOnWhatsApp':
      standIn.setNotOnWhatsApp(Array.isArray(body.numbers) ? body.numbers.map(String) : []);
      return answerJson(res, 200, ok);
    case 'signing':
      standIn.setSigning(body.mode as SigningMode);
      return answerJson(res, 200, ok);
    case 'handshake':
      return answerJson(res, 200, { ok: await standIn.verifyHandshake(String(body.verifyToken)) });
    case 'reset':
      standIn.reset();
      return answerJson(res, 200, ok);
    default:
      return answerJson(res, 404, { error: `no control route POST ${route}` });
  }
}
