import type { SmsSettings } from '../config.ts';
import {
  PermanentRefusal,
  PROVIDER_TIMEOUT_MS,
  RateLimited,
  retryAfterMs,
  type OutgoingText,
  type Sender,
} from './sender.ts';

interface ExotelReply {
  SMSMessage?: { Sid?: string };
  RestException?: { Message?: string; Code?: string | number };
}

/**
 * Exotel's SMS API (an Indian gateway): the text of a DLT-registered template sent with the academy's DLT entity
 * id, the template's id and its registered header, and a delivery-report address carrying our webhook secret
 * (Exotel's callbacks are not signed, so the address is what only Exotel knows).
 */
export class ExotelSms implements Sender {
  readonly mode = 'provider' as const;

  constructor(
    private readonly settings: SmsSettings,
    private readonly statusCallbackUrl: string,
  ) {}

  async send(message: OutgoingText): Promise<string> {
    if (!message.smsTemplateId) throw new PermanentRefusal('SMS: no DLT template id is set for this kind of message');
    const form = new URLSearchParams({
      From: this.settings.senderId,
      To: `+91${message.mobile}`,
      Body: message.text,
      DltEntityId: this.settings.dltEntityId,
      DltTemplateId: message.smsTemplateId,
      SmsType: 'transactional',
      EncodingType: /^[\x20-\x7e\n]*$/.test(message.text) ? 'plain' : 'unicode',
      StatusCallback: this.statusCallbackUrl,
      CustomField: message.messageId,
    });
    const basic = Buffer.from(`${this.settings.apiKey}:${this.settings.apiToken}`).toString('base64');
    const response = await fetch(`${this.settings.apiUrl}/v1/Accounts/${this.settings.sid}/Sms/send.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as ExotelReply;
    if (response.ok) {
      const sid = body.SMSMessage?.Sid;
      if (!sid) throw new Error('Exotel answered without an SMS Sid');
      return sid;
    }
    const reason = `Exotel ${response.status}: ${body.RestException?.Message ?? response.statusText}`;
    if (response.status === 429) throw new RateLimited(reason, retryAfterMs(response.headers.get('retry-after')));
    if (response.status >= 400 && response.status < 500 && response.status !== 408) throw new PermanentRefusal(reason);
    throw new Error(reason);
  }
}
