// npx tsx bench/payments.ts (after npm run build): the fees-by-UPI part of npm run bench on its own, on SQLite and
// PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 100 requests per call and one import, printed only. BENCH_PAYMENT_FAMILIES=1000 seeds fewer
// families (the default is 3,000) when the machine is busy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentsOnBothDatabases, PAYMENTS_SCALE } from './lib/payments.ts';
import { PAYMENTS_HEADING, renderPayments, spliceSection } from './lib/report.ts';
import { ROOT } from './lib/server.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');
const quick = process.argv.includes('--quick');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-payments');
  fs.rmSync(workDir, { recursive: true, force: true });
  const rounds = quick ? 1 : RUNS;
  const loadavg = os.loadavg();
  const load = loadavg.map((l) => l.toFixed(2));
  const results = await paymentsOnBothDatabases({
    workDir,
    rounds,
    requests: quick ? 100 : 500,
    importsPerRound: quick ? 1 : 3,
    admin: { email: 'bench-admin@academy.test', password: 'bench-admin-password' },
    log,
  });
  const scaled = process.env.BENCH_PAYMENT_FAMILIES ? `BENCH_PAYMENT_FAMILIES=${PAYMENTS_SCALE.families} ` : '';
  const busy = loadavg[0]! > os.cpus().length;
  const section = renderPayments(
    results,
    [
      `Measured by \`${scaled}npx tsx bench/payments.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} runs.`,
      `Load average at the start: ${load.join(', ')} (1, 5, 15 minutes) on ${os.cpus().length} cores.`,
      ...(busy ? ['The machine was busy: absolute figures, p95 and p99 above all, are inflated.'] : []),
      ...(scaled ? ['Scaled down from the full 3,000 families by BENCH_PAYMENT_FAMILIES.'] : []),
    ].join(' '),
  );
  console.log(`\n${section.join('\n')}`);
  if (!quick && fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), PAYMENTS_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
