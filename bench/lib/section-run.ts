import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchLogin } from './login.ts';
import { splicePreamble, spliceSection } from './report.ts';
import { ROOT } from './server.ts';
import { measuredNow, stampSection, withSummary, type Section } from './summary.ts';

const REPORT = path.join(ROOT, 'BENCHMARKS.md');

/** The admin every bench creates on its fresh databases. */
export const BENCH_ADMIN = { email: 'bench-admin@academy.test', password: 'bench-admin-password' };

/** BENCH_ADMIN's token on the server at `url`, through the real login. */
export async function benchAdminToken(url: string): Promise<string> {
  return (await benchLogin(url, 'admin', BENCH_ADMIN)).token;
}

export function benchLog(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/**
 * Puts a stamped section in place of the same section of BENCHMARKS.md (or at its end) and rebuilds the summary, so
 * what is measured is on file as soon as its part ends. The heading's words before its parenthesis name the section.
 */
export function writeSection(lines: string[], heading = lines[0]!.split(' (')[0]!): void {
  const report = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(REPORT, withSummary(spliceSection(report, heading, lines)));
  benchLog(`BENCHMARKS.md: ${heading.slice(3)} written`);
}

/** Puts a full run's preamble (when, how long, the machine) in place of the report's. */
export function writePreamble(preamble: string[]): void {
  fs.writeFileSync(REPORT, withSummary(splicePreamble(fs.readFileSync(REPORT, 'utf8'), preamble)));
}

export interface SectionRun {
  /** `--quick` was given (and the script has a quick mode): one round, printed only. */
  quick: boolean;
  rounds: number;
  /** A fresh folder under .tmp for the run's data, removed at the end. */
  workDir: string;
  log: (message: string) => void;
  /** "Measured by `<command>` on <now>; median of <rounds> <unit>." */
  measuredBy: (options?: { unit?: string }) => string;
  /** The load average when the run began, as a sentence, and whether the machine was busier than its cores. */
  loadAverage: string;
  busy: boolean;
}

/**
 * One part of `npm run bench` run on its own (`npx tsx bench/<part>.ts`, after `npm run build`): measures, prints
 * its section and puts it in place of the same section of BENCHMARKS.md, its targets stamped with the command and
 * the load average it began at, and the summary rebuilt; a quick run only prints.
 */
export function runSection(spec: {
  script: string;
  /** Settings written before the command, so the summary says how the figures were made (`NAME=value `). */
  commandPrefix?: string;
  workFolder: string;
  heading: string;
  runs: number;
  /** Whether the script knows `--quick`. */
  hasQuick: boolean;
  /** False for a part that starts no production server (the test suite), so needs no build. */
  startsServer?: boolean;
  measure: (run: SectionRun) => Promise<Section>;
}): void {
  const main = async () => {
    if (spec.startsServer !== false && !fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js')))
      throw new Error('run npm run build first');
    const quick = spec.hasQuick && process.argv.includes('--quick');
    const rounds = quick ? 1 : spec.runs;
    const workDir = path.join(ROOT, '.tmp', spec.workFolder);
    fs.rmSync(workDir, { recursive: true, force: true });
    const loadavg = os.loadavg();
    const command = `${spec.commandPrefix ?? ''}npx tsx ${spec.script}${quick ? ' --quick' : ''}`;
    const measured = measuredNow(command);
    const section = await spec.measure({
      quick,
      rounds,
      workDir,
      log: benchLog,
      measuredBy: ({ unit = 'runs' } = {}) =>
        `Measured by \`${command}\` on ${new Date().toISOString()}; median of ${rounds} ${unit}.`,
      loadAverage: `Load average at the start: ${loadavg.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 minutes) on ${os.cpus().length} cores.`,
      busy: loadavg[0]! > os.cpus().length,
    });
    const lines = stampSection(section, measured);
    console.log(`\n${lines.join('\n')}`);
    if (!quick && fs.existsSync(REPORT)) writeSection(lines, spec.heading);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
