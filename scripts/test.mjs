// `npm test`: every unit and API test on SQLite, then the server's API tests again on PostgreSQL.
// PostgreSQL comes from TEST_DATABASE_URL, else the local server at 127.0.0.1:5432 (user postgres) when one answers;
// with neither, the PostgreSQL run is skipped and says so.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
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
process.env = sqliteEnv;
let ok = run('unit and API tests on SQLite', []);

const pgUrl = await postgresUrl();
if (pgUrl) {
  ok =
    run(`API tests on PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, ['--project', 'server'], {
      TEST_DATABASE_URL: pgUrl,
    }) && ok;
} else {
  console.log('\n=== PostgreSQL run skipped: TEST_DATABASE_URL is not set and nothing answers on 127.0.0.1:5432 ===');
}

process.exit(ok ? 0 : 1);
