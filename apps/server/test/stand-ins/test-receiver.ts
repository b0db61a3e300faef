import type http from 'node:http';
import { answerJson, listen, readBody } from './stand-in-http.ts';

/** A throwaway local HTTP server playing the product's side: records every request and answers as told. */

export interface Received {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status POSTs are answered with (default 200); a function can decide per request. */
  answerWith: (status: number | ((request: Received) => number)) => void;
  close: () => Promise<void>;
}

/** GETs are answered as a Meta webhook subscription check: the challenge echoed when hub.verify_token matches. */
export async function startReceiver(verifyToken = 'verify-me'): Promise<Receiver> {
  const received: Received[] = [];
  let answer: number | ((request: Received) => number) = 200;
  const listening = await listen(0, async (req, res, url) => {
    const request = { method: req.method ?? '', url, headers: req.headers, body: await readBody(req) };
    received.push(request);
    if (req.method === 'GET') {
      const ok =
        url.searchParams.get('hub.mode') === 'subscribe' && url.searchParams.get('hub.verify_token') === verifyToken;
      res.writeHead(ok ? 200 : 403, { 'content-type': 'text/plain' });
      res.end(ok ? (url.searchParams.get('hub.challenge') ?? '') : 'forbidden');
      return;
    }
    answerJson(res, typeof answer === 'number' ? answer : answer(request), {});
  });
  return {
    url: `${listening.url}/hook`,
    received,
    answerWith: (status) => {
      answer = status;
    },
    close: listening.close,
  };
}
