import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './fixtures/env.ts';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { approvedWhatsAppTemplates } from '../apps/server/test/stand-ins/academy-templates.ts';

const root = path.resolve(import.meta.dirname, '..');
// A fresh data folder for each run, emptied by the runner only: Playwright loads this file again in its worker,
// after the web server below has seeded that folder, and removing it there left the server on an unlinked
// database and without the demo's pictures.
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(E2E.dataDir, { recursive: true, force: true });

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
  webServer: [
    {
      // The WhatsApp Cloud API and Exotel, as local stand-ins that speak their documented APIs (messages.spec.ts).
      command: 'npx tsx apps/server/test/stand-ins/run.ts',
      cwd: root,
      url: `${E2E.standIns.whatsappUrl}/_stand-in/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STAND_IN_WHATSAPP_PORT: String(E2E.port + 2000),
        STAND_IN_EXOTEL_PORT: String(E2E.port + 2001),
        STAND_IN_WHATSAPP_TOKEN: E2E.standIns.whatsappToken,
        STAND_IN_WHATSAPP_APP_SECRET: E2E.standIns.whatsappAppSecret,
        STAND_IN_WHATSAPP_PHONE_NUMBER_ID: E2E.standIns.whatsappPhoneNumberId,
        STAND_IN_WHATSAPP_WEBHOOK_URL: `${E2E.baseUrl}/api/webhooks/whatsapp`,
        STAND_IN_WHATSAPP_TEMPLATES: JSON.stringify(approvedWhatsAppTemplates()),
      },
    },
    {
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
        WHATSAPP_API_URL: `${E2E.standIns.whatsappUrl}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: E2E.standIns.whatsappPhoneNumberId,
        WHATSAPP_TOKEN: E2E.standIns.whatsappToken,
        WHATSAPP_APP_SECRET: E2E.standIns.whatsappAppSecret,
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token-0123456789',
        // Messages go whatever the hour the suite runs at (messages.test.ts covers quiet hours).
        MESSAGE_QUIET_HOURS: 'off',
      },
    },
  ],
});
