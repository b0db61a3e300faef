// npx tsx bench/audit-log.ts (after npm run build): the audit log part of npm run bench on its own, on SQLite and
// PostgreSQL. Prints the figures and query plans and replaces their section of BENCHMARKS.md.
// --quick: one 2-second round per route, printed only: the plans, and a check that the bench still runs.
import { AUDIT_ENTRIES, auditLogOnBothDatabases } from './lib/audit-log.ts';
import { AUDIT_LOG_HEADING, renderAuditLog } from './lib/report.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/audit-log.ts',
  workFolder: 'bench-audit',
  heading: AUDIT_LOG_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy }) => {
    const results = await auditLogOnBothDatabases({
      workDir,
      entries: AUDIT_ENTRIES,
      rounds,
      seconds: quick ? 2 : 10,
      admin: BENCH_ADMIN,
      log,
    });
    return renderAuditLog(results, measuredBy());
  },
});
