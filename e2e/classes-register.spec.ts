import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  academyToday,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  classDaysBetween,
  weekdayOf,
  type AttendanceMark,
  type Batch,
  type BatchFields,
  type EnrolmentReply,
  type Weekday,
} from '@academy/contract';
import { apiAdminLogin, apiNewFighter, loginAsAdmin } from './fixtures/session.ts';

/** The month's register of a batch and a fighter's batches, as the admin reads them on a phone and on a desktop. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: PHONE });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'classes-register');
const today = academyToday();
const thisMonth = today.slice(0, 7);
const previousMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);

interface Fighter {
  id: string;
  token: string;
  fullName: string;
}

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { 'x-auth-token': token } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<unknown>;
}

/** Mon, Wed and Fri evenings and today's weekday, from the start of last month: today's session is held. */
async function createBatch(request: APIRequestContext, token: string, name: string): Promise<Batch> {
  const weekdays = [...new Set<Weekday>(['mon', 'wed', 'fri', weekdayOf(today)])];
  const fields: BatchFields = {
    name,
    program: 'Kids Karate',
    level: 'White to Yellow belt',
    minAge: 6,
    maxAge: null,
    place: 'Main hall, Kothrud, Pune',
    weekdays,
    startTime: '06:00',
    endTime: '07:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Meera Iyer',
    startDate: `${previousMonth}-01`,
    autoAccept: false,
  };
  return batchReplySchema.parse(await post(request, token, endpointUrl(ENDPOINTS.CreateBatch), fields)).batch;
}

async function enrol(request: APIRequestContext, adminToken: string, fighter: Fighter, batchId: string) {
  const { enrolment } = (await post(request, fighter.token, endpointUrl(ENDPOINTS.RequestEnrolment), {
    batchId,
    fighterId: fighter.id,
  })) as EnrolmentReply;
  await post(request, adminToken, endpointUrl(ENDPOINTS.DecideEnrolment, { id: enrolment.id }), {
    decision: 'accept',
  });
}

/** The marks of the days before today: a pattern per fighter, one of them missed on some days. */
const MARKS: AttendanceMark[] = ['present', 'present', 'late', 'present', 'absent'];
const markOf = (fighterIndex: number, dayIndex: number): AttendanceMark | null =>
  fighterIndex === 2 && dayIndex % 4 === 3 ? null : MARKS[(dayIndex + fighterIndex * 2) % MARKS.length]!;

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the admin reads a batch’s month in the register, exports it as CSV, and sees a fighter’s batches', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const batchName = `Register Kumite ${suffix}`;
  const names = [`Asha Rao ${suffix}`, `Ravi Kumar ${suffix}`, `Zoya Khan ${suffix}`, `अनन्या शर्मा ${suffix}`];
  const fighters: Fighter[] = [];
  for (const fullName of names) {
    const { login } = await apiNewFighter(request, 'register', { fullName, age: 24 });
    fighters.push({ id: login.userId, token: login.token, fullName });
  }
  const admin = await apiAdminLogin(request);
  const batch = await createBatch(request, admin.token, batchName);
  for (const fighter of fighters) await enrol(request, admin.token, fighter, batch.id);

  const past = classDaysBetween(batch, batch.startDate, addDays(today, -1));
  for (const [dayIndex, day] of past.entries()) {
    for (const [fighterIndex, fighter] of fighters.entries()) {
      const mark = markOf(fighterIndex, dayIndex);
      if (mark) {
        await post(request, admin.token, endpointUrl(ENDPOINTS.MarkAttendance), {
          batchId: batch.id,
          day,
          fighterId: fighter.id,
          mark,
        });
      }
    }
  }

  // Today's attendance, taken at the mat.
  await loginAsAdmin(page);
  await page.goto(`/admin/classes/${batch.id}/attendance`);
  for (const fighter of fighters.slice(0, 3)) {
    await page.getByRole('group', { name: fighter.fullName }).getByRole('button', { name: 'Present' }).click();
  }
  await expect(page.getByText('Saving…')).toHaveCount(0);

  await page.goto(`/admin/classes/${batch.id}`);
  await expect(page.getByRole('heading', { name: 'In the batch: 4 of 20' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'roster-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(shots, 'roster-1280.png') });
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Attendance register' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${batch.id}/register$`));
  await expect(page).toHaveTitle('Attendance register | Admin | Kaizen Karate Academy');
  await expect(page.getByRole('heading', { level: 1, name: batchName })).toBeVisible();

  const days = [...past.filter((day) => day.startsWith(thisMonth)), today];
  await expect(page.getByRole('columnheader')).toHaveCount(days.length + 3);
  const asha = row(page, fighters[0]!.fullName);
  // Today's cell, the last day's, shows the tap just made; the others the marks made through the API.
  await expect(asha.getByRole('cell').nth(days.length - 1)).toHaveText(/^PPresent$/);
  const ashaMarks = days.map((day) => (day === today ? 'present' : markOf(0, past.indexOf(day))));
  const attended = ashaMarks.filter((mark) => mark === 'present' || mark === 'late').length;
  await expect(asha.getByRole('cell').nth(days.length)).toHaveText(`${attended} of ${days.length}`);
  await expect(row(page, fighters[3]!.fullName)).toBeVisible();

  // On a phone the days scroll under the names, which stay where they are.
  await page.screenshot({ path: path.join(shots, 'register-390.png'), fullPage: true });
  const scroller = page.getByRole('region', { name: /^Attendance register of/ });
  const nameBox = (await asha.getByRole('rowheader').boundingBox())!;
  await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  expect((await asha.getByRole('rowheader').boundingBox())!.x).toBeCloseTo(nameBox.x, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await scroller.evaluate((element) => (element.scrollLeft = 0));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendance-register-kumite-${suffix}-${thisMonth}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFFighter,')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(['Fighter', ...days, 'Attended', 'Held', 'Rate'].join(','));
  const rate = Math.round((100 * attended) / days.length);
  expect(lines).toContain(
    [fighters[0]!.fullName, ...ashaMarks.map((mark) => mark ?? ''), attended, days.length, `${rate}%`].join(','),
  );
  expect(lines.some((line) => line.startsWith(`${fighters[3]!.fullName},`))).toBe(true);

  await page.getByRole('button', { name: /^Previous month/ }).click();
  await expect(page).toHaveURL(new RegExp(`register\\?month=${previousMonth}$`));
  await expect(page.getByRole('columnheader')).toHaveCount(past.filter((day) => day < `${thisMonth}-01`).length + 3);
  await expect(page.getByRole('button', { name: /^Previous month/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Next month/ }).click();
  await expect(page.getByRole('button', { name: /^Next month/ })).toBeDisabled();

  await page.setViewportSize(DESKTOP);
  await expect(row(page, fighters[0]!.fullName)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'register-1280.png'), fullPage: true });

  // The fighter's batches, from the fighters list: the newest fighter heads its first page.
  await page.goto('/admin/fighters');
  await page.getByRole('button', { name: `Classes of ${fighters[3]!.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Classes of ${fighters[3]!.fullName}` });
  await expect(dialog.getByRole('link', { name: batchName })).toBeVisible();
  await expect(dialog.getByText('Enrolled')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'fighter-classes-1280.png') });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(shots, 'fighter-classes-390.png') });
  await dialog.getByRole('link', { name: batchName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${batch.id}$`));
  await page.goto('/admin/fighters');
  await expect(page.getByRole('button', { name: `Classes of ${fighters[0]!.fullName}` })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'fighters-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(shots, 'fighters-1280.png'), fullPage: true });

  // In Hindi the cells carry Hindi letters and the legend names them.
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/classes/${batch.id}/register`);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.getByText('हाज़िरी रजिस्टर', { exact: true })).toBeVisible();
  await expect(
    row(page, fighters[0]!.fullName)
      .getByRole('cell')
      .nth(days.length - 1),
  ).toHaveText(/^उउपस्थित$/);
  await page.screenshot({ path: path.join(shots, 'register-hi-390.png'), fullPage: true });
});
