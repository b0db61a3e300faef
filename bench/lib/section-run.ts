import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spliceSection } from './report.ts';
import { ROOT } from './server.ts';

const REPORT = path.join(ROOT, 'BENCHMARKS.md');

/** The admin every bench creates on its fresh databases. */
export const BENCH_ADMIN = { email: 'bench-admin@academy.test', password: 'bench-admin-password' };

export function benchLog(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export interface SectionRun {
  /** `--quick` was given (and the script has a quick mode): one round, printed only. */
  quick: boolean;
  rounds: number;
  /** A fresh folder under .tmp for the run's data, removed at the end. */
  workDir: string;
  log: (message: string) => void;
  /** "Measured by `npx tsx <script>` on <now>; median of <rounds> <unit>.", with `prefix` before the command. */
  measuredBy: (options?: { prefix?: string; unit?: string }) => string;
  /** The load average when the run began, as a sentence, and whether the machine was busier than its cores. */
  loadAverage: string;
  busy: boolean;
}

/**
 * One part of `npm run bench` run on its own (`npx tsx bench/<part>.ts`, after `npm run build`): measures, prints
 * its section and puts it in place of the same section of BENCHMARKS.md, unless it was a quick run.
 */
export function runSection(spec: {
  script: string;
  workFolder: string;
  heading: string;
  runs: number;
  /** Whether the script knows `--quick`. */
  hasQuick: boolean;
  measure: (run: SectionRun) => Promise<string[]>;
}): void {
  const main = async () => {
    if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
    const quick = spec.hasQuick && process.argv.includes('--quick');
    const rounds = quick ? 1 : spec.runs;
    const workDir = path.join(ROOT, '.tmp', spec.workFolder);
    fs.rmSync(workDir, { recursive: true, force: true });
    const loadavg = os.loadavg();
    const section = await spec.measure({
      quick,
      rounds,
      workDir,
      log: benchLog,
      measuredBy: ({ prefix = '', unit = 'runs' } = {}) =>
        `Measured by \`${prefix}npx tsx ${spec.script}${quick ? ' --quick' : ''}\` on ${new Date().toISOString()}; median of ${rounds} ${unit}.`,
      loadAverage: `Load average at the start: ${loadavg.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 minutes) on ${os.cpus().length} cores.`,
      busy: loadavg[0]! > os.cpus().length,
    });
    console.log(`\n${section.join('\n')}`);
    if (!quick && fs.existsSync(REPORT)) {
      fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), spec.heading, section));
      benchLog('BENCHMARKS.md updated');
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
