// npx tsx bench/scale-out.ts (after npm run build): the several-servers part of npm run bench on its own: one app
// server against two behind nginx, on PostgreSQL, Redis and an s3rver bucket. Prints the figures and replaces their
// section of BENCHMARKS.md. --quick: one round of 3 s, printed only.
import { renderScaleOut, SCALE_OUT_HEADING } from './lib/report.ts';
import { SCALE_OUT, scaleOut } from './lib/scale-out.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/scale-out.ts',
  workFolder: 'bench-scale-out',
  heading: SCALE_OUT_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage }) => {
    const results = await scaleOut({
      ...SCALE_OUT,
      ...(quick && { seconds: 3 }),
      workDir,
      rounds,
      admin: BENCH_ADMIN,
      log,
    });
    return renderScaleOut(results, [measuredBy({ unit: 'rounds' }), loadAverage].join(' '));
  },
});
