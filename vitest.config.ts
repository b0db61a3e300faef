import { configDefaults, defineConfig } from 'vitest/config';
import { catalogsPlugin } from './apps/web/build/catalogs-plugin.ts';

/** One runner for every workspace: contract and server units and API tests in Node, web units in happy-dom. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // nginx in front of several servers: its own run (npm run test:scale, apps/server/test/scale-out).
          exclude: [...configDefaults.exclude, 'apps/server/test/scale-out/**'],
          environment: 'node',
          // Migrates a database once for the run; each test app starts from a copy (test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [catalogsPlugin()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
