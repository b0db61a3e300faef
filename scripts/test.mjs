// `npm test`: every unit and API test on SQLite and, at the same time, the server's API tests again on PostgreSQL.
// PostgreSQL comes from TEST_DATABASE_URL, else the local server at 127.0.0.1:5432 (user postgres) when one answers;
// with neither, the PostgreSQL run is skipped and says so.
// The two runs go side by side: vitest gives each run one worker less than the machine has cores, so on a 2-core
// machine one run alone leaves a core idle. The units that need no database (contract, bench) go with the PostgreSQL
// run, so that the two end nearer the same time. Each run's output is printed whole, so the two never mix: a run that
// passed as soon as it ends, a run that failed after every other, so that the end of the output (all a CI log may
// keep) shows its failures; a line per run closes it.
import { spawn } from 'node:child_process';
import net from 'node:net';

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

function run(label, args, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], {
      env: { ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const result = { label, code, seconds: ((Date.now() - started) / 1000).toFixed(0), output };
      if (code === 0) print(result);
      resolve(result);
    });
  });
}

function print({ label, code, seconds, output }) {
  process.stdout.write(`\n=== ${label} (${seconds} s, exit ${code}) ===\n`);
  process.stdout.write(Buffer.concat(output));
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.SKIP_POSTGRES === '1') return null;
  return (await portAnswers('127.0.0.1', 5432)) ? LOCAL_PG : null;
}

const { TEST_DATABASE_URL: _ignored, ...sqliteEnv } = process.env;
const pgUrl = await postgresUrl();
console.log(
  pgUrl
    ? `running the server and web tests on SQLite and the server tests on PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')}) with the contract and bench units, side by side`
    : 'running the unit and API tests on SQLite; PostgreSQL run skipped: TEST_DATABASE_URL is not set and nothing answers on 127.0.0.1:5432',
);
// SQLite's run has the web's units besides the server's tests, the longer of the two.
const projects = (...names) => names.flatMap((name) => ['--project', name]);
const SERVER = ['server', 'server-processes'];
const NO_DATABASE = ['contract', 'bench'];
const runs = pgUrl
  ? [
      run('server and web tests on SQLite', projects(...SERVER, 'web', 'web-isolated'), sqliteEnv),
      run('server tests on PostgreSQL, contract and bench units', projects(...SERVER, ...NO_DATABASE), {
        ...sqliteEnv,
        TEST_DATABASE_URL: pgUrl,
      }),
    ]
  : [run('unit and API tests on SQLite', [], sqliteEnv)];
const results = await Promise.all(runs);
const failed = results.filter((result) => result.code !== 0);
failed.forEach(print);
console.log('');
for (const { label, code, seconds } of results) {
  console.log(`npm test: ${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
}
process.exit(failed.length ? 1 : 0);
