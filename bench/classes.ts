// npx tsx bench/classes.ts (after npm run build): the classes and attendance part of npm run bench on its own, on
// SQLite and PostgreSQL. Prints the figures and plans and replaces their section of BENCHMARKS.md.
// --quick: one round of 100 requests per call, printed only.
import fs from 'node:fs';
import path from 'node:path';
import { classesOnBothDatabases } from './lib/classes.ts';
import { CLASSES_HEADING, renderClasses, spliceSection } from './lib/report.ts';
import { ROOT } from './lib/server.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');
const quick = process.argv.includes('--quick');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-classes');
  fs.rmSync(workDir, { recursive: true, force: true });
  const rounds = quick ? 1 : RUNS;
  const results = await classesOnBothDatabases({
    workDir,
    rounds,
    requests: quick ? 100 : 500,
    admin: { email: 'bench-admin@academy.test', password: 'bench-admin-password' },
    log,
  });
  const section = renderClasses(
    results,
    `Measured by \`npx tsx bench/classes.ts${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} runs.`,
  );
  console.log(`\n${section.join('\n')}`);
  if (!quick && fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), CLASSES_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
