import http2 from 'node:http2';
import net from 'node:net';
import tls from 'node:tls';

/**
 * A loopback address per client number: Linux routes all of 127.0.0.0/8 to this machine, so each one is a
 * different client to nginx, which forwards it in X-Forwarded-For (the app's rate limits count per address).
 */
export function clientAddress(n: number): string {
  return `127.${1 + Math.floor(n / 62_500)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;
}

/** Longer than any reply takes under the heaviest load measured (a rush of 2,000 bookings through one nginx). */
const REPLY_TIMEOUT_MS = 60_000;

export interface Reply {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the last byte of the reply. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/**
 * A browser at one address: one TLS connection to nginx, speaking HTTP/2 as browsers do, trusting only the test's
 * certificate. Its requests share the connection; nginx spreads them over the app servers. Like a browser, it opens
 * a new connection once nginx has ended the old one (GOAWAY after `keepalive_requests`, 1,000 requests).
 */
export class Browser {
  private session!: http2.ClientHttp2Session;
  private ready!: Promise<void>;
  private ending = false;

  constructor(
    private readonly origin: string,
    private readonly ca: Buffer,
    readonly address: string,
  ) {
    this.connect();
  }

  private connect(): void {
    const { hostname, port } = new URL(this.origin);
    const session = http2.connect(this.origin, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: '127.0.0.1', port: Number(port), localAddress: this.address }),
          servername: hostname,
          ca: this.ca,
          ALPNProtocols: ['h2'],
        }),
    });
    this.session = session;
    this.ending = false;
    // A connection that closes before it is up (refused, reset during the handshake) may end with no error at all:
    // without its close, a request waiting for it would wait for ever (a bench run once hung so for 16 minutes).
    const ready = new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
      session.once('close', () => reject(new Error('the connection closed before it was up')));
    });
    // Only a request awaits it: a connection no request used may fail unseen.
    ready.catch(() => undefined);
    this.ready = ready;
    // A request's failure is reported by the request; the session's own error would otherwise be unhandled.
    session.on('error', () => undefined);
    session.once('goaway', () => {
      if (this.session === session) this.ending = true;
    });
  }

  /** The session to send on: a new one once the server has said it will take no more requests on the old one. */
  private current(): http2.ClientHttp2Session {
    if (this.ending || this.session.closed || this.session.destroyed) this.connect();
    return this.session;
  }

  /** The protocol nginx agreed to (ALPN). */
  async protocol(): Promise<string | false | undefined> {
    await this.ready;
    return this.session.alpnProtocol;
  }

  async request(path: string, options: RequestOptions = {}): Promise<Reply> {
    const session = this.current();
    await this.ready;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const stream = session.request({
        ':method': options.method ?? 'GET',
        ':path': path,
        ...options.headers,
      });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({
          status: Number(headers[':status']),
          headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      // A stream the server refused (past a GOAWAY's last stream, with an error or only a close) was never
      // processed, so it is sent again on a new connection, as browsers do.
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        if (stream.rstCode !== http2.constants.NGHTTP2_REFUSED_STREAM) return reject(error);
        if (this.session === session) this.ending = true;
        this.request(path, options).then(resolve, reject);
      };
      stream.on('end', () => (settled = true));
      stream.on('error', fail);
      stream.on('close', () => fail(new Error(`stream closed before its reply ended (code ${stream.rstCode})`)));
      // Nothing waits for ever: a reply that has not ended in a minute is cancelled, which closes its stream.
      stream.setTimeout(REPLY_TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.end(options.body);
    });
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.session.close(() => resolve()));
  }
}

/** The JSON of a reply, or the text when it is not JSON (nginx's own error pages). */
export function json(reply: Reply): Record<string, unknown> {
  const text = reply.body.toString('utf8');
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

/** The p-th percentile (0-100) of some durations, nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
