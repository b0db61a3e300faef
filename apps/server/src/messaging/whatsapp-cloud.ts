import { createHmac } from 'node:crypto';
import { MESSAGE_TEMPLATES } from '@academy/contract';
import type { WhatsAppSettings } from '../config.ts';
import { sameSecret } from '../security/same-secret.ts';
import {
  PermanentRefusal,
  PROVIDER_TIMEOUT_MS,
  RateLimited,
  retryAfterMs,
  type OutgoingText,
  type Sender,
} from './sender.ts';

/**
 * Cloud API error codes that a retry will not change: the token or app (190, 10, 200), a bad parameter (100,
 * 131008, 131009), the recipient (131026 not on WhatsApp, 131021 own number), the template (132000 parameter count,
 * 132001 not approved in this language, 132005, 132007, 132012, 132015, 132016), payment or policy (131042, 131031).
 */
const PERMANENT_CODES = new Set([
  10, 100, 190, 200, 131008, 131009, 131021, 131026, 131031, 131042, 132000, 132001, 132005, 132007, 132012, 132015,
  132016,
]);
/** Throughput and pair rate limits: slow down and try again. */
const RATE_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/**
 * The phone number's throughput, messages a second, was reached: the next second has room. Meta sends no Retry-After
 * with it, and the job runner's backoff (30 s) would leave a fee day's last messages half a minute behind the rest.
 */
const THROUGHPUT_CODE = 130429;
const THROUGHPUT_RETRY_MS = 1000;

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * The WhatsApp Business Platform's Cloud API: an approved template sent to the phone number id's messages endpoint
 * with the system user's bearer token. Template names and languages are the product's (contract's templates.ts,
 * submitted by the academy as docs/whatsapp-templates.json).
 */
export class WhatsAppCloud implements Sender {
  readonly mode = 'provider' as const;

  constructor(private readonly settings: WhatsAppSettings) {}

  async send(message: OutgoingText): Promise<string> {
    const template = MESSAGE_TEMPLATES[message.kind];
    const response = await fetch(`${this.settings.apiUrl}/${this.settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.mobile}`,
        type: 'template',
        template: {
          name: template.name,
          language: { code: message.language },
          components: [{ type: 'body', parameters: message.values.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
    if (response.ok) {
      const id = body.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp answered without a message id');
      return id;
    }
    const code = body.error?.code;
    const reason = `WhatsApp ${response.status}${code ? ` (${code})` : ''}: ${body.error?.message ?? response.statusText}`;
    if (response.status === 429 || (code !== undefined && RATE_CODES.has(code))) {
      const asked = retryAfterMs(response.headers.get('retry-after'));
      throw new RateLimited(reason, asked ?? (code === THROUGHPUT_CODE ? THROUGHPUT_RETRY_MS : undefined));
    }
    if (code !== undefined && PERMANENT_CODES.has(code)) throw new PermanentRefusal(reason);
    if (response.status >= 400 && response.status < 500 && response.status !== 408) throw new PermanentRefusal(reason);
    throw new Error(reason);
  }
}

/** Whether a webhook's body was signed with the app secret (X-Hub-Signature-256: sha256=<hex HMAC-SHA256>). */
export function whatsAppSignatureValid(rawBody: string, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  return sameSecret(
    match[1]!.toLowerCase(),
    createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex'),
    'hex',
  );
}
