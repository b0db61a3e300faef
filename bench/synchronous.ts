// npx tsx bench/synchronous.ts (after npm run build): what SQLite's synchronous = FULL costs against NORMAL, the
// part of npm run bench on its own, on a fresh seed of bench/seed.ts's data (about 3 minutes). Prints the figures
// and replaces their section of BENCHMARKS.md.
import fs from 'node:fs';
import { seedApiLoadData } from './lib/api-load.ts';
import { synchronousCost } from './lib/booking-throughput.ts';
import { synchronousSection, SYNCHRONOUS_HEADING } from './lib/report.ts';
import { BENCH_ADMIN, benchAdminToken, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/synchronous.ts',
  workFolder: 'bench-synchronous',
  heading: SYNCHRONOUS_HEADING,
  runs: 3,
  hasQuick: false,
  measure: async ({ rounds, workDir, log }) => {
    fs.mkdirSync(workDir, { recursive: true });
    const env = { DATA_DIR: workDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
    log('seeding SQLite');
    seedApiLoadData(env, log);
    log('SQLite synchronous FULL against NORMAL (booking throughput)');
    const cost = await synchronousCost(env, { port: 3404, runs: rounds, adminToken: benchAdminToken });
    return synchronousSection(cost);
  },
});
