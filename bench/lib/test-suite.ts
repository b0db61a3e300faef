import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { median, ROOT } from './server.ts';
import type { Section } from './summary.ts';

export const TEST_SUITE_HEADING = '## Test suite';
/** The target: `npm test` on a clean clone of the 2-core machine in under 4 minutes. */
export const TEST_SUITE_TARGET_S = 240;

/** One `npm test`: its wall time, its exit code, and each of its two runs' own time as scripts/test.mjs prints it. */
export interface TestSuiteRun {
  seconds: number;
  exitCode: number;
  runs: { label: string; seconds: number; exitCode: number }[];
}

/** A command in `cwd`, its output kept (and the last of it thrown on a failure to start); answers exit code and s. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ exitCode: number; seconds: number; output: string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        exitCode: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

/** scripts/test.mjs's line for each run: `=== unit and API tests on SQLite (515 s, exit 0) ===`. */
export function parseRuns(output: string): TestSuiteRun['runs'] {
  return [...output.matchAll(/^=== (.+) \((\d+) s, exit (\d+)\) ===$/gm)].map((m) => ({
    label: m[1]!,
    seconds: Number(m[2]),
    exitCode: Number(m[3]),
  }));
}

/**
 * `npm test` as CI runs it, `rounds` times, in a clean clone of the committed tree (what a newcomer or CI gets):
 * cloned and `npm ci`-installed once into `workDir`, neither timed. PostgreSQL is the bench's (TEST_DATABASE_URL).
 */
export async function timeTestSuite(options: {
  workDir: string;
  rounds: number;
  databaseUrl: string;
  log: (message: string) => void;
}): Promise<TestSuiteRun[]> {
  const { workDir, rounds, databaseUrl, log } = options;
  const clone = path.join(workDir, 'clone');
  fs.mkdirSync(workDir, { recursive: true });
  const env = { ...process.env, CI: 'true', FORCE_COLOR: '0', TEST_DATABASE_URL: databaseUrl };
  log('test suite: cloning and installing (not timed)');
  for (const [command, args, cwd] of [
    ['git', ['clone', '--quiet', ROOT, clone], workDir],
    ['npm', ['ci', '--no-audit', '--no-fund'], clone],
  ] as const) {
    const step = await timed(command, [...args], cwd, env);
    if (step.exitCode !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${step.output.slice(-2000)}`);
  }
  const tmp = path.join(clone, '.tmp', 'tmp');
  const results: TestSuiteRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    const run = await timed('npm', ['test'], clone, { ...env, TMPDIR: tmp });
    results.push({ seconds: run.seconds, exitCode: run.exitCode, runs: parseRuns(run.output) });
    log(`  round ${round}: ${run.seconds.toFixed(0)} s, exit ${run.exitCode}`);
    // A failing round is a defect to find: its whole output is kept beside the report, outside the work folder.
    if (run.exitCode !== 0) {
      const kept = path.join(ROOT, '.tmp', `test-suite-round-${round}-failed.log`);
      fs.writeFileSync(kept, run.output);
      log(`  its output: ${kept}`);
    }
  }
  return results;
}

const seconds = (values: number[]) => `${median(values).toFixed(0)} s`;

export function renderTestSuite(results: TestSuiteRun[], measuredBy: string, loadAverage: string): Section {
  const labels = [...new Set(results.flatMap((r) => r.runs.map((run) => run.label)))];
  const wall = median(results.map((r) => r.seconds));
  const passed = results.every((r) => r.exitCode === 0);
  return {
    lines: [
      `${TEST_SUITE_HEADING} (\`npm test\` on a clean clone, as CI runs it)`,
      '',
      measuredBy,
      loadAverage,
      'SQLite (server and web tests) and PostgreSQL (the server tests again, with the contract and bench units) run',
      `side by side, one worker each (scripts/test.mjs). Target: under ${TEST_SUITE_TARGET_S} s wall.`,
      '',
      '| | median | each round | exit codes |',
      '|---|---|---|---|',
      `| npm test, wall | ${wall.toFixed(0)} s | ${results.map((r) => r.seconds.toFixed(0)).join(' / ')} s | ${results.map((r) => r.exitCode).join(' / ')} |`,
      ...labels.map((label) => {
        const own = results.flatMap((r) => r.runs.filter((run) => run.label === label));
        return `| ${label} | ${seconds(own.map((run) => run.seconds))} | ${own.map((run) => run.seconds).join(' / ')} s | ${own.map((run) => run.exitCode).join(' / ')} |`;
      }),
      '',
    ],
    targets: [
      {
        target: `\`npm test\` on a clean clone under ${TEST_SUITE_TARGET_S} s, passing every time`,
        figure: `${wall.toFixed(0)} s, ${results.filter((r) => r.exitCode === 0).length} of ${results.length} passed`,
        met: passed && wall < TEST_SUITE_TARGET_S,
      },
    ],
  };
}
