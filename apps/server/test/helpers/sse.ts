import https from 'node:https';
import { Readable } from 'node:stream';

/** One Server-Sent Event as a page's EventSource hands it over. */
export interface SseMessage {
  event: string;
  id: string | null;
  data: unknown;
}

/**
 * A Server-Sent Events stream read with fetch, as EventSource would: each message in order (comments and `retry`
 * lines skipped, but counted as `comments`; heartbeats as `heartbeats`). `next` waits for the next message, failing
 * after `ms`.
 */
export class SseStream {
  readonly messages: SseMessage[] = [];
  comments = 0;
  heartbeats = 0;
  retry: number | null = null;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  private taken = 0;
  private wakeUp: (() => void) | null = null;
  private isEnded = false;

  private constructor(
    readonly response: Response,
    private readonly abort: () => void,
  ) {
    this.ended = this.pump().finally(() => {
      this.isEnded = true;
      this.wakeUp?.();
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    return new SseStream(response, () => controller.abort());
  }

  /** A stream over HTTPS trusting only `ca` (a test's self-signed certificate, which fetch cannot be given). */
  static openHttps(url: string, ca: Buffer, headers: Record<string, string> = {}): Promise<SseStream> {
    return new Promise((resolve, reject) => {
      const request = https.get(url, { ca, headers }, (res) => {
        const response = new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, {
          status: res.statusCode,
          headers: Object.entries(res.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value] as [string, string]] : [],
          ),
        });
        resolve(new SseStream(response, () => request.destroy()));
      });
      request.once('error', reject);
    });
  }

  private async pump(): Promise<void> {
    if (!this.response.body) return;
    const reader = this.response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  }

  private block(text: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) this.comments++;
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    // A heartbeat (every LIVE_HEARTBEAT_MS) only keeps the connection open: counted, not read as what the stream says,
    // or one falling inside a test's wait on a busy machine would be taken for a message.
    if (event === 'heartbeat') {
      this.heartbeats++;
      return;
    }
    this.messages.push({ event, id, data: JSON.parse(data.join('\n')) });
    this.wakeUp?.();
  }

  /** The next message not yet taken. */
  async next(ms = 3_000): Promise<SseMessage> {
    const deadline = Date.now() + ms;
    while (this.taken >= this.messages.length) {
      if (this.isEnded) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
    return this.messages[this.taken++]!;
  }

  /** Waits `ms` and answers the messages that came meanwhile (none expected, usually). */
  async quiet(ms: number): Promise<SseMessage[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const rest = this.messages.slice(this.taken);
    this.taken = this.messages.length;
    return rest;
  }

  close(): void {
    this.abort();
  }
}
