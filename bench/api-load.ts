// npx tsx bench/api-load.ts (after npm run build): the API load part of npm run bench on its own: bench/seed.ts's
// data in a fresh SQLite database, the production server, each route against its in-memory baseline (50 connections
// in a closed loop, 10 s, 3 rounds each, alternating). Prints the section and replaces it in BENCHMARKS.md.
// --quick: one round, printed only.
import fs from 'node:fs';
import { apiLoad, seedApiLoadData } from './lib/api-load.ts';
import { API_LOAD_HEADING, apiLoadSection } from './lib/report.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';
import { startServer } from './lib/server.ts';

runSection({
  script: 'bench/api-load.ts',
  workFolder: 'bench-api-load',
  heading: API_LOAD_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ rounds, workDir, log }) => {
    fs.mkdirSync(workDir, { recursive: true });
    const env = { DATA_DIR: workDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
    log('seeding SQLite');
    seedApiLoadData(env, log);
    const server = await startServer(env, 3405);
    try {
      log('API load');
      return apiLoadSection(await apiLoad(server, { rounds, log }));
    } finally {
      await server.stop();
    }
  },
});
