import type { Language, MessageKind } from '@academy/contract';

/** One WhatsApp or SMS message as a provider is handed it. */
export interface OutgoingText {
  /** Ours: names the file a folder channel writes, and the SMS's CustomField. */
  messageId: string;
  kind: MessageKind;
  language: Language;
  /** The 10-digit Indian mobile (stored so); each provider writes it its own way. */
  mobile: string;
  /** The template's placeholder values, in the message's language. */
  values: readonly string[];
  /** The filled text (what an SMS carries, and what a folder keeps). */
  text: string;
  /** The DLT template id of the kind (SMS only). */
  smsTemplateId: string;
}

/**
 * A provider's answer that sending again will not change (a bad number, a template not approved, credentials
 * refused): the message moves on to its next channel. Anything else thrown is tried again later.
 */
export class PermanentRefusal extends Error {}

/** The provider asked us to slow down: try again after its Retry-After, or the job runner's backoff without one. */
export class RateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

/** A channel's way out: a provider's API, or a folder when the provider's settings are not given. */
export interface Sender {
  readonly mode: 'provider' | 'folder';
  /** Hands the message over and answers the provider's id for it (delivery reports name it). */
  send(message: OutgoingText): Promise<string>;
}

/** Waits at most this long for a provider: a hung request must fail the try (and be retried), not hold the job. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** Retry-After in seconds or as a date, as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1000, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(1000, at - Date.now());
}
