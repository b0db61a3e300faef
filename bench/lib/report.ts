import type { RouteBundle } from './bundles.ts';
import type { ContentionResult } from './contention.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { RouteLoad } from './load.ts';
import { median } from './server.ts';

export interface Report {
  date: string;
  machine: { cpu: string; memoryGb: number; os: string; node: string; chromium: string };
  runs: number;
  load: RouteLoad[];
  memory: { idleRssMb: number; peakRssMb: number };
  contention: { sqlite: ContentionResult[]; postgres: ContentionResult[] | null };
  lighthouse: LighthouseFigures[];
  bundles: RouteBundle[];
  minutes: number;
}

/** The budgets and targets of issue 6; `met` decides the mark beside each figure. */
export const TARGETS = {
  lighthousePerformance: 95,
  lighthouseOther: 100,
  eventsRatio: 0.5,
  p99Ms: 50,
  homeJsGzipBytes: 100 * 1024,
};

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function contentionRows(dialect: string, runs: ContentionResult[] | null): string[] {
  if (!runs) return [`| ${dialect} | skipped (no server) | | | | |`];
  const exact = runs.every((r) => r.booked === 100 && r.totalBookingsAfter === 100);
  return [
    `| ${dialect} | ${runs[0]!.requests} | ${runs.map((r) => r.booked).join(' / ')} | ${runs.map((r) => r.refused).join(' / ')} | ${runs.map((r) => r.otherFailures).join(' / ')} | ${median(runs.map((r) => r.wallMs))} ms | ${mark(exact)} |`,
  ];
}

export function renderReport(r: Report): string {
  const events = r.load.find((l) => l.name === 'GetAllEvents');
  const home = r.bundles.find((b) => b.path === '/home');
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${r.date} in ${r.minutes} min. Every figure is the median of ${r.runs} runs.`,
    '',
    `Machine: ${r.machine.cpu}, ${r.machine.memoryGb} GB RAM, ${r.machine.os}, Node ${r.machine.node}, ${r.machine.chromium}.`,
    'The load tool and Chromium share the machine with the server, so absolute figures depend on it;',
    'the ratio of each route to its in-memory baseline route (same bytes, same server) is the figure that holds across machines.',
    '',
    'Data: 200 events (20 upcoming), 5,000 bookings, 500 fighters, 300 gallery images, SQLite, production build.',
    '',
    '## API load (autocannon, 50 connections, 10 s)',
    '',
    '| route | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio to baseline | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...r.load.map(
      (l) =>
        `| ${l.name} | ${l.route.rps} | ${l.route.p50} | ${l.route.p99} | ${l.baseline.rps} | ${l.baseline.p99} | ${l.ratio} | ${l.route.non2xx} |`,
    ),
    '',
    '## Booking contention (2,000 simultaneous requests, 100-seat event)',
    '',
    '| database | requests | bookings made (each run) | 409 refusals | other failures | wall time | exactly 100 |',
    '|---|---|---|---|---|---|---|',
    ...contentionRows('SQLite', r.contention.sqlite),
    ...contentionRows('PostgreSQL', r.contention.postgres),
    '',
    '## Lighthouse (mobile profile, Debian Chromium)',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |',
    '|---|---|---|---|---|---|---|---|',
    ...r.lighthouse.map(
      (l) =>
        `| ${l.path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.cls} | ${l.tbtMs} |`,
    ),
    '',
    '## JavaScript and CSS per public route (gzip level 9, all files the route loads)',
    '',
    '| route | JS gzip | CSS gzip | JS files |',
    '|---|---|---|---|',
    ...r.bundles.map((b) => `| ${b.path} | ${kb(b.jsGzipBytes)} | ${kb(b.cssGzipBytes)} | ${b.jsFiles.length} |`),
    '',
    '## Server memory (RSS)',
    '',
    `Idle after start: ${r.memory.idleRssMb} MB. Peak under load: ${r.memory.peakRssMb} MB.`,
    '',
    '## Targets',
    '',
    '| target | figure | |',
    '|---|---|---|',
    ...r.lighthouse.flatMap((l) => [
      `| Lighthouse performance >= ${TARGETS.lighthousePerformance} on ${l.path} | ${l.performance} | ${mark(l.performance >= TARGETS.lighthousePerformance)} |`,
      `| Lighthouse accessibility, best practices, SEO = 100 on ${l.path} | ${l.accessibility} / ${l.bestPractices} / ${l.seo} | ${mark(
        l.accessibility >= 100 && l.bestPractices >= 100 && l.seo >= 100,
      )} |`,
    ]),
    `| GetAllEvents >= ${TARGETS.eventsRatio * 100}% of its baseline's throughput | ${events ? `${Math.round(events.ratio * 100)}%` : 'n/a'} | ${mark(!!events && events.ratio >= TARGETS.eventsRatio)} |`,
    ...r.load.map(
      (l) => `| p99 <= ${TARGETS.p99Ms} ms on ${l.name} | ${l.route.p99} ms | ${mark(l.route.p99 <= TARGETS.p99Ms)} |`,
    ),
    `| /home JavaScript <= 100 KB gzip (also enforced by a CI test) | ${home ? kb(home.jsGzipBytes) : 'n/a'} | ${mark(!!home && home.jsGzipBytes <= TARGETS.homeJsGzipBytes)} |`,
    '',
    'Re-run: `npm run bench` (see bench/README.md).',
    '',
  ];
  return lines.join('\n');
}
