import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { E2E, E2E_WORKERS, e2eServer } from './fixtures/env.ts';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { approvedWhatsAppTemplates } from '../apps/server/test/stand-ins/academy-templates.ts';

const root = path.resolve(import.meta.dirname, '..');
const servers = Array.from({ length: E2E_WORKERS }, (_, slot) => e2eServer(slot));
// A fresh data folder for each run, emptied by the runner only: Playwright loads this file again in each worker,
// after the web servers below have seeded those folders, and removing one there left its server on an unlinked
// database and without the demo's pictures.
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const browser = { ...devices['Desktop Chrome'], channel: undefined };

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** A worker's e2e server and the stand-ins it sends messages to, as Playwright starts them before the run. */
function serverWithStandIns(server: ReturnType<typeof e2eServer>): WebServer[] {
  return [
    {
      // The WhatsApp Cloud API and Exotel, as local stand-ins that speak their documented APIs (messages.spec.ts).
      command: 'npx tsx apps/server/test/stand-ins/run.ts',
      cwd: root,
      url: `${server.standIns.whatsappUrl}/_stand-in/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STAND_IN_WHATSAPP_PORT: String(server.port + 2000),
        STAND_IN_EXOTEL_PORT: String(server.port + 2001),
        STAND_IN_WHATSAPP_TOKEN: server.standIns.whatsappToken,
        STAND_IN_WHATSAPP_APP_SECRET: server.standIns.whatsappAppSecret,
        STAND_IN_WHATSAPP_PHONE_NUMBER_ID: server.standIns.whatsappPhoneNumberId,
        STAND_IN_WHATSAPP_WEBHOOK_URL: `${server.baseUrl}/api/webhooks/whatsapp`,
        STAND_IN_WHATSAPP_TEMPLATES: JSON.stringify(approvedWhatsAppTemplates()),
      },
    },
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `${server.baseUrl}${endpointUrl(ENDPOINTS.GetReadiness)}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        ADMIN_EMAIL: server.admin.email,
        ADMIN_PASSWORD: server.admin.password,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        AUTH_RATE_LIMIT: '1000',
        BOOKING_RATE_LIMIT: '1000',
        // Every spec books from 127.0.0.1, often the same demo event.
        BOOKINGS_PER_CLIENT_PER_HOUR: '1000',
        WHATSAPP_API_URL: `${server.standIns.whatsappUrl}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: server.standIns.whatsappPhoneNumberId,
        WHATSAPP_TOKEN: server.standIns.whatsappToken,
        WHATSAPP_APP_SECRET: server.standIns.whatsappAppSecret,
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token-0123456789',
        // Messages go whatever the hour the suite runs at (messages.test.ts covers quiet hours).
        MESSAGE_QUIET_HOURS: 'off',
      },
    },
  ];
}

/** Drives the production build of the real server in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: E2E.baseUrl,
    // Recording a trace of every test was about a third of the browser's and the runner's work (a run of two
    // specs: 1.4 min with, 1.0 without); a failure's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The specs that take a browser offline cut its line too (fixtures/phone-line.ts), so they run beside the others.
  projects: [{ name: 'chromium', use: browser }],
  webServer: servers.flatMap(serverWithStandIns),
});
