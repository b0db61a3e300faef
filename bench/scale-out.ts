// npx tsx bench/scale-out.ts (after npm run build): the several-servers part of npm run bench on its own: one app
// server against two behind nginx, on PostgreSQL, Redis and an s3rver bucket. Prints the figures and replaces their
// section of BENCHMARKS.md. --quick: one round of 3 s, printed only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderScaleOut, SCALE_OUT_HEADING, spliceSection } from './lib/report.ts';
import { SCALE_OUT, scaleOut } from './lib/scale-out.ts';
import { ROOT } from './lib/server.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');
const quick = process.argv.includes('--quick');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-scale-out');
  fs.rmSync(workDir, { recursive: true, force: true });
  const rounds = quick ? 1 : RUNS;
  const loadavg = os.loadavg();
  const results = await scaleOut({
    ...SCALE_OUT,
    ...(quick && { seconds: 3 }),
    workDir,
    rounds,
    admin: { email: 'bench-admin@academy.test', password: 'bench-admin-password' },
    log,
  });
  const section = renderScaleOut(
    results,
    [
      `Measured by \`npx tsx bench/scale-out.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} rounds.`,
      `Load average at the start: ${loadavg.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 minutes) on ${os.cpus().length} cores.`,
    ].join(' '),
  );
  console.log(`\n${section.join('\n')}`);
  if (!quick && fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), SCALE_OUT_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
