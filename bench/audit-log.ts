// npx tsx bench/audit-log.ts (after npm run build): the audit log part of npm run bench on its own, on SQLite and
// PostgreSQL. Prints the figures and query plans and replaces their section of BENCHMARKS.md.
// --quick: one 2-second round per route, printed only: the plans, and a check that the bench still runs.
import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ENTRIES, auditLogOnBothDatabases } from './lib/audit-log.ts';
import { AUDIT_LOG_HEADING, renderAuditLog, spliceSection } from './lib/report.ts';
import { ROOT } from './lib/server.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');
const quick = process.argv.includes('--quick');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-audit');
  fs.rmSync(workDir, { recursive: true, force: true });
  const rounds = quick ? 1 : RUNS;
  const results = await auditLogOnBothDatabases({
    workDir,
    entries: AUDIT_ENTRIES,
    rounds,
    seconds: quick ? 2 : 10,
    admin: { email: 'bench-admin@academy.test', password: 'bench-admin-password' },
    log,
  });
  const section = renderAuditLog(
    results,
    `Measured by \`npx tsx bench/audit-log.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} runs.`,
  );
  console.log(`\n${section.join('\n')}`);
  if (!quick && fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), AUDIT_LOG_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
