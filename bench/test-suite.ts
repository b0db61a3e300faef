// npx tsx bench/test-suite.ts: `npm test` timed as CI runs it, 3 rounds in a clean clone of the committed tree (cloned
// and installed once, not timed), against the bench's PostgreSQL. Prints the figures and replaces their section of
// BENCHMARKS.md (about 30 minutes on 2 cores). --quick: one round, printed only.
import { PG_ADMIN_URL } from './lib/postgres.ts';
import { runSection } from './lib/section-run.ts';
import { renderTestSuite, TEST_SUITE_HEADING, timeTestSuite } from './lib/test-suite.ts';

runSection({
  script: 'bench/test-suite.ts',
  workFolder: 'bench-test-suite',
  heading: TEST_SUITE_HEADING,
  runs: 3,
  hasQuick: true,
  startsServer: false,
  measure: async ({ rounds, workDir, log, measuredBy, loadAverage }) =>
    renderTestSuite(
      await timeTestSuite({ workDir, rounds, databaseUrl: PG_ADMIN_URL, log }),
      measuredBy(),
      loadAverage,
    ),
});
