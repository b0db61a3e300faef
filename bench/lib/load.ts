import autocannon from 'autocannon';
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
  const result = await autocannon({ url, headers, ...SETTINGS, duration: seconds });
  clearInterval(sampler);
  return {
    figures: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx },
    peakRss,
  };
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
