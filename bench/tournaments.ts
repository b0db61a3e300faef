// npx tsx bench/tournaments.ts (after npm run build): the tournaments part of npm run bench on its own, on SQLite and
// PostgreSQL. Prints the figures and replaces their section of BENCHMARKS.md. --quick: one round of 50 requests.
import { renderTournaments, tournamentsOnBothDatabases, TOURNAMENTS_HEADING } from './lib/tournaments.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/tournaments.ts',
  workFolder: 'bench-tournaments',
  heading: TOURNAMENTS_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await tournamentsOnBothDatabases({
      workDir,
      rounds,
      requests: quick ? 50 : 300,
      admin: BENCH_ADMIN,
      log,
    });
    return renderTournaments(
      results,
      [
        measuredBy(),
        loadAverage,
        ...(busy ? ['The machine was busy: absolute figures, p95 and p99 above all, are inflated.'] : []),
      ].join(' '),
    );
  },
});
