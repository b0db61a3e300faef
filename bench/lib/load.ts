import { Pool } from 'undici';
import { percentile } from '../../apps/server/test-support/index.ts';
import { median, rssMb } from './server.ts';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface RouteLoad {
  name: string;
  path: string;
  route: LoadFigures;
  baseline: LoadFigures;
  /** route requests/s divided by baseline requests/s (median of runs). */
  ratio: number;
  peakRssMb: number;
}

const SETTINGS = { connections: 50, duration: 10 };

/**
 * `connections` clients in a closed loop for `seconds`: each sends its next request once the last reply's body has
 * been read. A body is read and counted, never decoded: the load tool must cost less than the server's answer, and
 * decoding a reply into text costs several times more when it holds any non-ASCII byte (a rendered page's rupee
 * sign), which made the tool, not the server, the limit on the rendered pages (decision 084). A request that fails
 * counts as an answer other than 2xx.
 */
async function closedLoop(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections: SETTINGS.connections, pipelining: 1 });
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: SETTINGS.connections }, async () => {
        while (performance.now() < deadline) {
          const sent = performance.now();
          try {
            const reply = await pool.request({ path: pathname + search, method: 'GET', headers });
            for await (const _chunk of reply.body);
            latencies.push(performance.now() - sent);
            if (reply.statusCode < 200 || reply.statusCode > 299) non2xx += 1;
          } catch {
            non2xx += 1;
          }
        }
      }),
    );
  } finally {
    await pool.close();
  }
  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p50: tenth(percentile(latencies, 50)),
    p99: tenth(percentile(latencies, 99)),
    non2xx,
  };
}

async function once(
  url: string,
  headers: Record<string, string>,
  pid: number,
  seconds: number,
): Promise<{ figures: LoadFigures; peakRss: number }> {
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 250);
  try {
    return { figures: await closedLoop(url, headers, seconds), peakRss };
  } finally {
    clearInterval(sampler);
  }
}

function medianFigures(runs: LoadFigures[]): LoadFigures {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: Math.max(...runs.map((r) => r.non2xx)),
  };
}

/** Stores the route's reply at /__bench/baseline/<key>, which then answers the same bytes from memory. */
async function storeBaseline(server: { url: string }, spec: { key: string; path: string }, sample: Response) {
  const body = Buffer.from(await sample.arrayBuffer());
  const put = await fetch(`${server.url}/__bench/baseline/${spec.key}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-baseline-content-type': sample.headers.get('content-type') ?? 'application/json',
    },
    body,
  });
  if (put.status !== 204) throw new Error(`baseline store failed: ${put.status}`);
}

/**
 * Loads a route and its baseline alternately, `rounds` times each, and reports medians. The baseline is the
 * route's own bytes served from memory, or `baselinePath` (the same work minus the step being priced).
 */
export async function loadRoute(
  server: { url: string; pid: number },
  spec: { name: string; key: string; path: string; headers?: Record<string, string>; baselinePath?: string },
  rounds: number,
  seconds: number = SETTINGS.duration,
): Promise<RouteLoad> {
  const headers = spec.headers ?? {};
  const sample = await fetch(`${server.url}${spec.path}`, { headers });
  if (!sample.ok) throw new Error(`${spec.path} answered ${sample.status}`);
  if (!spec.baselinePath) await storeBaseline(server, spec, sample);
  const baselinePath = spec.baselinePath ?? `/__bench/baseline/${spec.key}`;
  const baselineHeaders = spec.baselinePath ? headers : {};

  const routeRuns: LoadFigures[] = [];
  const baselineRuns: LoadFigures[] = [];
  let peakRssMb = 0;
  for (let i = 0; i < rounds; i++) {
    const r = await once(`${server.url}${spec.path}`, headers, server.pid, seconds);
    const b = await once(`${server.url}${baselinePath}`, baselineHeaders, server.pid, seconds);
    routeRuns.push(r.figures);
    baselineRuns.push(b.figures);
    peakRssMb = Math.max(peakRssMb, r.peakRss, b.peakRss);
  }
  const ratios = routeRuns.map((r, i) => r.rps / baselineRuns[i]!.rps);
  return {
    name: spec.name,
    path: spec.path,
    route: medianFigures(routeRuns),
    baseline: medianFigures(baselineRuns),
    ratio: Math.round(median(ratios) * 1000) / 1000,
    peakRssMb,
  };
}
