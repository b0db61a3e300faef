// npx tsx bench/events-beyond.ts (after npm run build): the events-beyond-ticketing part of npm run bench on its own,
// on SQLite and PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 50 requests per call, printed only.
import { eventsBeyondOnBothDatabases } from './lib/events-beyond.ts';
import { EVENTS_BEYOND_HEADING, renderEventsBeyond } from './lib/report.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/events-beyond.ts',
  workFolder: 'bench-events',
  heading: EVENTS_BEYOND_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await eventsBeyondOnBothDatabases({
      workDir,
      rounds,
      requests: quick ? 50 : 200,
      admin: BENCH_ADMIN,
      log,
    });
    return renderEventsBeyond(
      results,
      [
        measuredBy(),
        loadAverage,
        ...(busy ? ['The machine was busy: absolute figures, p95 and p99 above all, are inflated.'] : []),
      ].join(' '),
    );
  },
});
