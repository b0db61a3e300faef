// npx tsx bench/payments.ts (after npm run build): the fees-by-UPI part of npm run bench on its own, on SQLite and
// PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 100 requests per call and one import, printed only. BENCH_PAYMENT_FAMILIES=1000 seeds fewer
// families (the default is 3,000) when the machine is busy.
import { paymentsOnBothDatabases, PAYMENTS_SCALE } from './lib/payments.ts';
import { PAYMENTS_HEADING, renderPayments } from './lib/report.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

const scaled = process.env.BENCH_PAYMENT_FAMILIES ? `BENCH_PAYMENT_FAMILIES=${PAYMENTS_SCALE.families} ` : '';

runSection({
  script: 'bench/payments.ts',
  commandPrefix: scaled,
  workFolder: 'bench-payments',
  heading: PAYMENTS_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await paymentsOnBothDatabases({
      workDir,
      rounds,
      requests: quick ? 100 : 500,
      importsPerRound: quick ? 1 : 3,
      admin: BENCH_ADMIN,
      log,
    });
    return renderPayments(
      results,
      [
        measuredBy(),
        loadAverage,
        ...(busy ? ['The machine was busy: absolute figures, p95 and p99 above all, are inflated.'] : []),
        ...(scaled ? ['Scaled down from the full 3,000 families by BENCH_PAYMENT_FAMILIES.'] : []),
      ].join(' '),
    );
  },
});
