import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { academyToday, endpointUrl, ENDPOINTS, type AttendanceRegisterReply } from '@academy/contract';
import { dailyBatchWith, markButton } from './fixtures/classes.ts';
import { apiAdminLogin, loginAsAdmin } from './fixtures/session.ts';

/**
 * Attendance at the speed of a class: on the instructor's phone, a class of 30 is taken with Mark all present and a
 * tap for each absentee or late-comer. And the check-in screen's Check in, disabled until a code is typed, stays
 * readable.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'attendance-mark-all');
const today = academyToday();
const unique = () => randomUUID().slice(0, 8);
const CLASS_SIZE = 30;

/** A class of 30: each fighter's name is unique to this run. */
const fullBatch = (request: APIRequestContext, token: string) =>
  dailyBatchWith(
    request,
    token,
    `Morning Kihon ${unique()}`,
    Array.from({ length: CLASS_SIZE }, (_, n) => `Fighter ${String(n + 1).padStart(2, '0')} ${unique()}`),
  );

const rows = (page: Page) => page.getByRole('list', { name: 'Fighters to mark' }).getByRole('group');
const count = (page: Page, label: string) =>
  page.locator('.mark-counts__item').filter({ hasText: label }).locator('dd');

test('a class of 30 is taken with Mark all present and two taps', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAdminLogin(request);
  const { batchId, fighters } = await fullBatch(request, admin.token);
  const absentee = fighters[7]!;
  const lateComer = fighters[22]!;

  await loginAsAdmin(page);
  await page.goto(`/admin/classes/${batchId}/attendance`);
  await expect(rows(page)).toHaveCount(CLASS_SIZE);
  await expect(count(page, 'Not marked')).toHaveText(String(CLASS_SIZE));
  const markAll = page.getByRole('button', { name: 'Mark all present' });
  await page.screenshot({ path: path.join(shots, 'before-390.png') });

  // A thumb's target: the phone's width and at least 48 px tall, above the roster, and still in reach at its end.
  const box = (await markAll.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 48);
  expect(box.y + box.height).toBeLessThan((await rows(page).first().boundingBox())!.y);
  await page.getByRole('group', { name: fighters.at(-1)!.fullName }).scrollIntoViewIfNeeded();
  // In view and on top: under the admin bar, which stays on screen too, not behind it.
  const onTop = () =>
    markAll.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      const inView = y >= 0 && y + height <= window.innerHeight;
      return inView && button.contains(document.elementFromPoint(x + width / 2, y + 4));
    });
  expect(await onTop()).toBe(true);
  await page.screenshot({ path: path.join(shots, 'scrolled-390.png') });

  await markAll.click();
  await markButton(page, absentee, 'Absent').click();
  await markButton(page, lateComer, 'Late').click();

  await expect(page.getByRole('button', { name: 'All marked' })).toBeDisabled();
  await expect(count(page, 'Present')).toHaveText('28');
  await expect(count(page, 'Late')).toHaveText('1');
  await expect(count(page, 'Absent')).toHaveText('1');
  await expect(count(page, 'Not marked')).toHaveText('0');
  await expect(page.getByText('Saving…')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, 'all-marked-390.png') });

  const register = async () => {
    const res = await request.get(
      endpointUrl(ENDPOINTS.GetAttendanceRegister, { id: batchId }, { month: today.slice(0, 7) }),
      { headers: { 'x-auth-token': admin.token } },
    );
    const { rows } = (await res.json()) as AttendanceRegisterReply;
    const tally: Record<string, number> = {};
    for (const row of rows) {
      const mark = row.marks[today];
      if (mark) tally[mark] = (tally[mark] ?? 0) + 1;
    }
    return {
      tally,
      absentee: rows.find((row) => row.fighterId === absentee.id)?.marks[today],
      lateComer: rows.find((row) => row.fighterId === lateComer.id)?.marks[today],
    };
  };
  await expect
    .poll(register, { timeout: 20_000 })
    .toEqual({ tally: { present: 28, absent: 1, late: 1 }, absentee: 'absent', lateComer: 'late' });
});

/** The contrast of a button's words on what is under them, its opacity blended over the white card it sits on. */
function contrastOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const rgb = (colour: string) =>
      colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const over = (top: number[], alpha: number, under: number[]) =>
      top.map((c, i) => c * alpha + under[i]! * (1 - alpha));
    const opacity = Number(style.opacity);
    const white = [255, 255, 255];
    const background = over(rgb(style.backgroundColor), opacity, white);
    const text = over(rgb(style.color), opacity, background);
    const luminance = (colour: number[]) => {
      const [r, g, b] = colour.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

test("the check-in screen's Check in is readable while it waits for a code", async ({ page, request }) => {
  const admin = await apiAdminLogin(request);
  const { batchId } = await dailyBatchWith(request, admin.token, `Evening Kata ${unique()}`, []);

  await loginAsAdmin(page);
  await page.goto(`/admin/classes/${batchId}/check-in`);
  const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
  await expect(checkIn).toBeDisabled();
  expect(await contrastOf(page, '.check-in__typed-row .btn')).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: path.join(shots, 'check-in-disabled-390.png') });

  await page.getByLabel('Card code').fill('ABCD2345');
  await expect(checkIn).toBeEnabled();
  // Polled: Bootstrap eases the button's colours from grey to red.
  await expect.poll(() => contrastOf(page, '.check-in__typed-row .btn')).toBeGreaterThanOrEqual(4.5);
});
