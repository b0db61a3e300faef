// npx tsx bench/events-beyond.ts (after npm run build): the events-beyond-ticketing part of npm run bench on its own,
// on SQLite and PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 50 requests per call, printed only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventsBeyondOnBothDatabases } from './lib/events-beyond.ts';
import { EVENTS_BEYOND_HEADING, renderEventsBeyond, spliceSection } from './lib/report.ts';
import { ROOT } from './lib/server.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');
const quick = process.argv.includes('--quick');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-events');
  fs.rmSync(workDir, { recursive: true, force: true });
  const rounds = quick ? 1 : RUNS;
  const loadavg = os.loadavg();
  const results = await eventsBeyondOnBothDatabases({
    workDir,
    rounds,
    requests: quick ? 50 : 200,
    admin: { email: 'bench-admin@academy.test', password: 'bench-admin-password' },
    log,
  });
  const busy = loadavg[0]! > os.cpus().length;
  const section = renderEventsBeyond(
    results,
    [
      `Measured by \`npx tsx bench/events-beyond.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} runs.`,
      `Load average at the start: ${loadavg.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 minutes) on ${os.cpus().length} cores.`,
      ...(busy ? ['The machine was busy: absolute figures, p95 and p99 above all, are inflated.'] : []),
    ].join(' '),
  );
  console.log(`\n${section.join('\n')}`);
  if (!quick && fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), EVENTS_BEYOND_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
