import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './fixtures/env.ts';
import { endpointUrl, ENDPOINTS } from '@academy/contract';

const root = path.resolve(import.meta.dirname, '..');
fs.rmSync(E2E.dataDir, { recursive: true, force: true });

/** Drives the production build of the real server in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: root,
    url: `${E2E.baseUrl}${endpointUrl(ENDPOINTS.GetReadiness)}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E.dataDir,
      ADMIN_EMAIL: E2E.admin.email,
      ADMIN_PASSWORD: E2E.admin.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      AUTH_RATE_LIMIT: '1000',
      BOOKING_RATE_LIMIT: '1000',
      // Every spec books from 127.0.0.1, often the same demo event.
      BOOKINGS_PER_CLIENT_PER_HOUR: '1000',
    },
  },
});
