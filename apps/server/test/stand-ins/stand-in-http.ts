import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Small pieces both stand-ins share: body reading, answering JSON, a rolling one-second rate window, posting out. */

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function answerJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void>;

export interface Listening {
  server: http.Server;
  port: number;
  url: string;
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 picks a free one); a handler that throws answers 500 rather than hanging. */
export async function listen(port: number, handler: Handler): Promise<Listening> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    handler(req, res, url).catch((error: unknown) => {
      if (!res.headersSent) answerJson(res, 500, { standInError: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** At most `perSecond` admissions in any rolling second; null admits everything. */
export class RateWindow {
  private times: number[] = [];
  constructor(public perSecond: number | null = null) {}
  admit(now = Date.now()): boolean {
    if (this.perSecond === null) return true;
    this.times = this.times.filter((t) => now - t < 1000);
    if (this.times.length >= this.perSecond) return false;
    this.times.push(now);
    return true;
  }
  reset(): void {
    this.times = [];
  }
}

/** Outgoing calls the stand-in made (webhooks, callbacks), with the receiver's HTTP status (0: no answer). */
export interface Delivery {
  url: string;
  body: string;
  status: number;
}

/** POSTs and gives the receiver's HTTP status, or 0 when nothing answered. Never throws. */
export async function postOut(url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Keeps the promises of background work (auto statuses, callbacks) so a test can wait until all have run. */
export class Pending {
  private inFlight = new Set<Promise<unknown>>();
  track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
