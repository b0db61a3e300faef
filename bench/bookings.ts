// npx tsx bench/bookings.ts (after npm run build): sustained bookings of one event on SQLite and PostgreSQL, 50
// clients for 20 s a round; prints the figures and replaces their section of BENCHMARKS.md.
// --quick: one round, printed only.
import { renderSustained, SUSTAINED_HEADING, sustainedBookings } from './lib/sustained-bookings.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/bookings.ts',
  workFolder: 'bench-bookings',
  heading: SUSTAINED_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ rounds, workDir, log, measuredBy, loadAverage }) =>
    renderSustained(await sustainedBookings({ workDir, rounds, admin: BENCH_ADMIN, log }), measuredBy(), loadAverage),
});
