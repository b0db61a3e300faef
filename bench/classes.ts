// npx tsx bench/classes.ts (after npm run build): the classes and attendance part of npm run bench on its own, on
// SQLite and PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 100 requests per call, printed only.
import { classesOnBothDatabases } from './lib/classes.ts';
import { CLASSES_HEADING, renderClasses } from './lib/report.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/classes.ts',
  workFolder: 'bench-classes',
  heading: CLASSES_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy }) => {
    const results = await classesOnBothDatabases({
      workDir,
      rounds,
      requests: quick ? 100 : 500,
      admin: BENCH_ADMIN,
      log,
    });
    return renderClasses(results, measuredBy());
  },
});
