import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogsPlugin } from './apps/web/build/catalogs-plugin.ts';

/**
 * The server's files that start it or its command-line tools as a process (a crash, a stop, a backup, several
 * servers, npm run admin and check-money): they need the production bundle (test/server-build-setup.ts), which the
 * other files' runs need not wait for.
 */
const SERVER_PROCESS_FILES = [
  'apps/server/test/audit-log.test.ts',
  'apps/server/test/backup.test.ts',
  'apps/server/test/check-money.test.ts',
  'apps/server/test/crash.test.ts',
  'apps/server/test/database-outage.test.ts',
  'apps/server/test/email-durability.test.ts',
  'apps/server/test/graceful-stop.test.ts',
  'apps/server/test/live.test.ts',
  'apps/server/test/payments.test.ts',
  'apps/server/test/several-servers.test.ts',
  'apps/server/test/two-factor.test.ts',
];

/**
 * What both server projects share: Node, one module graph per worker (each file importing the whole server again was
 * most of the run's time, about 3 s a file; decision 063), a database migrated once for the run, room for a busy
 * machine.
 */
const server = {
  environment: 'node',
  isolate: false,
  // Migrates a database once for the run; each test app starts from a copy (test/global-setup.ts).
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Argon2id at a low cost (security/passwords.ts): at the standard cost, hashing was a third of the server tests' time.
  env: { PASSWORD_HASH_COST: 'test' },
} as const;

/**
 * The web's test files that run isolated, each in a page and module graph of its own: those that mock a module
 * (vi.mock holds only in a module graph of the file's own), and those that leave work running for the life of the
 * page and say so in a line starting `// Isolated (vitest.config.ts):` (the attendance queue retries its marks as
 * long as the tab lives). Found by reading the files, so a new one needs no list kept by hand.
 */
const WEB_ISOLATED_FILES = fs
  .readdirSync(path.join(import.meta.dirname, 'apps/web/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('apps/web/src', file))
  .filter((file) =>
    /vi\.mock\(|^\/\/ Isolated \(vitest\.config\.ts\):/m.test(
      fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'),
    ),
  );

/** What both web projects share: happy-dom, the messages of every area loaded (test-setup.ts). */
const web = {
  include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
  setupFiles: ['apps/web/src/test-setup.ts'],
  environment: 'happy-dom',
} as const;

/** One runner for every workspace: contract, bench and server units and API tests in Node, web units in happy-dom. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      // The bench's own logic (its report and summary), not its measurements: those run by `npm run bench`.
      { test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // nginx in front of several servers: its own run (npm run test:scale, apps/server/test/scale-out).
          exclude: [...configDefaults.exclude, 'apps/server/test/scale-out/**', ...SERVER_PROCESS_FILES],
        },
      },
      {
        test: {
          ...server,
          name: 'server-processes',
          include: SERVER_PROCESS_FILES,
          globalSetup: [...server.globalSetup, 'apps/server/test/server-build-setup.ts'],
        },
      },
      {
        plugins: [catalogsPlugin()],
        test: {
          ...web,
          name: 'web',
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED_FILES],
          // One page and module graph per worker, as the server's: a fresh happy-dom and React for each of a hundred
          // files was three quarters of the web tests' time. test-setup.ts puts back what a file changes; the
          // files whose changes it cannot put back run isolated.
          isolate: false,
        },
      },
      { plugins: [catalogsPlugin()], test: { ...web, name: 'web-isolated', include: WEB_ISOLATED_FILES } },
    ],
  },
});
