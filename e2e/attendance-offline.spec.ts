import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  academyToday,
  endpointUrl,
  ENDPOINTS,
  type AttendanceMark,
  type AttendanceRegisterReply,
  type AuditLogReply,
  type ClassDayReply,
} from '@academy/contract';
import { dailyBatchWith, markButton, type RosterFighter } from './fixtures/classes.ts';
import { test } from './fixtures/phone-line.ts';
import { apiAdminLogin, loginAsAdmin } from './fixtures/session.ts';

/**
 * A whole class taken with no connection (decision 042): the staff area's service worker opens the attendance screen
 * offline, even after a reload, the phone keeps today's roster and every tap, and once back online each mark reaches
 * the server exactly once.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: PHONE });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'attendance-offline');
const today = academyToday();
const unique = () => randomUUID().slice(0, 8);

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { 'x-auth-token': token } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The addresses in the staff worker's cache, from the page. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test('a class taken offline through a reload reaches the server once, mark by mark', async ({
  page,
  request,
  line,
}) => {
  const admin = await apiAdminLogin(request);
  const names = ['Asha Rao', 'Ravi Kumar', 'Zoya Khan', 'Kabir Shah', 'Meera Pillai'];
  const { batchId, fighters } = await dailyBatchWith(
    request,
    admin.token,
    `Dawn Kata ${unique()}`,
    names.map((name) => `${name} ${unique()}`),
  );
  const [asha, ravi, zoya, kabir, meera] = fighters as [
    RosterFighter,
    RosterFighter,
    RosterFighter,
    RosterFighter,
    RosterFighter,
  ];
  const marksOnServer = async () => {
    const classDay = await get<ClassDayReply>(
      request,
      admin.token,
      endpointUrl(ENDPOINTS.GetClassDay, { id: batchId }, { day: today }),
    );
    return Object.fromEntries(
      classDay.roster.filter((entry) => entry.mark).map((entry) => [entry.fighterId, entry.mark]),
    );
  };

  await loginAsAdmin(page);
  await page.goto(`/admin/classes/${batchId}/attendance`);
  await expect(markButton(page, asha, 'Present')).toBeVisible();
  // The staff area installs its worker; it takes this page once it has cached the shell.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/staff.webmanifest');
  const cached = await cachedAddresses(page);
  expect(cached).toContain('/admin/');
  expect(cached.some((url) => /^\/assets\/attendance-page-.*\.js$/.test(url))).toBe(true);
  // The app shell only: no reply of the API, no photo.
  expect(cached.filter((url) => /^\/(api|uploads)\//.test(url))).toEqual([]);

  await line.goOffline(page.context());
  // The worker itself has no connection either: what it answers comes from its cache.
  const [worker] = page.context().serviceWorkers();
  expect(await worker!.evaluate(() => fetch('/api/health/live').then(String, (error) => `${error}`))).toMatch(
    /TypeError/,
  );
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'offline-nothing-waiting-390.png') });
  await markButton(page, asha, 'Present').click();
  await markButton(page, ravi, 'Late').click();
  await markButton(page, zoya, 'Absent').click();
  await expect(page.getByText('Offline — 3 marks waiting')).toBeVisible();

  // A reload with no connection: the worker answers with the shell, the phone's storage with the roster and marks.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Offline — 3 marks waiting')).toBeVisible();
  await expect(markButton(page, asha, 'Present')).toHaveAttribute('aria-pressed', 'true');
  await expect(markButton(page, ravi, 'Late')).toHaveAttribute('aria-pressed', 'true');
  await expect(markButton(page, zoya, 'Absent')).toHaveAttribute('aria-pressed', 'true');
  await markButton(page, kabir, 'Present').click();
  await expect(page.getByText('Offline — 4 marks waiting')).toBeVisible();
  await expect(page.getByText('Waiting for a connection')).toHaveCount(4);
  await page.screenshot({ path: path.join(shots, 'offline-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(shots, 'offline-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await marksOnServer()).toEqual({});

  await line.goOnline(page.context());
  await expect(page.getByText(/Offline/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Saving…')).toHaveCount(0, { timeout: 15_000 });
  const expected: Record<string, AttendanceMark> = {
    [asha.id]: 'present',
    [ravi.id]: 'late',
    [zoya.id]: 'absent',
    [kabir.id]: 'present',
  };
  await expect.poll(marksOnServer, { timeout: 15_000 }).toEqual(expected);
  await expect(markButton(page, meera, 'Present')).toHaveAttribute('aria-pressed', 'false');

  // Nothing is sent a second time: give any stray retry the time to arrive, then read the register and the audit log.
  await page.waitForTimeout(3000);
  const register = await get<AttendanceRegisterReply>(
    request,
    admin.token,
    endpointUrl(ENDPOINTS.GetAttendanceRegister, { id: batchId }, { month: today.slice(0, 7) }),
  );
  const todays = Object.fromEntries(
    register.rows.filter((row) => row.marks[today]).map((row) => [row.fighterId, row.marks[today]]),
  );
  expect(todays).toEqual(expected);
  for (const fighter of fighters) {
    const audit = await get<AuditLogReply>(
      request,
      admin.token,
      endpointUrl(ENDPOINTS.GetAuditLog, undefined, { person: fighter.id, action: 'attendance.mark' }),
    );
    const marks = audit.entries.map((entry) => entry.after?.mark);
    expect(marks, fighter.fullName).toEqual(expected[fighter.id] ? [expected[fighter.id]] : []);
  }

  // The public pages stay out of it: no worker controls them and they link no manifest.
  await page.goto('/home');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});
