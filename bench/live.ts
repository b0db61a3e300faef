// npx tsx bench/live.ts (after npm run build): the competition day's live part of npm run bench on its own, on SQLite
// and PostgreSQL, through nginx. Prints the figures and replaces their section of BENCHMARKS.md. --quick: one round
// of 5 s with 200 spectators, printed only.
import { LIVE_HEADING, liveOnBothDatabases, renderLive } from './lib/live.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/live.ts',
  workFolder: 'bench-live',
  heading: LIVE_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await liveOnBothDatabases({
      workDir,
      rounds,
      ...(quick && { seconds: 5, spectators: 200 }),
      admin: BENCH_ADMIN,
      log,
    });
    return renderLive(
      results,
      [
        measuredBy(),
        loadAverage,
        ...(busy ? ['The machine was busy: absolute figures, p99 above all, are inflated.'] : []),
      ].join(' '),
    );
  },
});
