import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENGLISH, endpointUrl, ENDPOINTS } from '@academy/contract';
import {
  apiFighterLogin,
  apiSignUpFighter,
  FIGHTER_PASSWORD as PASSWORD,
  loginAsAdmin,
  storeLogin,
} from './fixtures/session.ts';
import { codeFromOutbox } from './fixtures/outbox.ts';
import { openStaffSection } from './fixtures/staff-nav.ts';

/** Issue 10: OTP retyping, "Log out everywhere" and the admin's email outbox, on the real server. */
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const signUp = (request: APIRequestContext, name: string) =>
  apiSignUpFighter(request, name, { fullName: 'Kavya Iyer', mobileNumber: '9812345670', age: 19 });

test('the OTP boxes move on when a digit is backspaced and typed again', async ({ page, request }) => {
  const fighter = await signUp(request, 'retype');
  await page.goto('/fighter/forgot-password');
  await page.getByLabel('Email').fill(fighter.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await codeFromOutbox(fighter.email);

  const boxes = page.getByRole('group', { name: 'OTP code' }).getByRole('textbox');
  await expect(boxes.nth(0)).toBeFocused();
  await page.keyboard.type(code);
  await expect(boxes.nth(3)).toBeFocused();
  // Backspace clears box 4, the next goes back to box 3; typing its own digit again must move on to box 4.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(2)).toBeFocused();
  await page.keyboard.type(code[2]!);
  await expect(boxes.nth(3)).toBeFocused();
  await page.keyboard.type(code[3]!);
  for (let i = 0; i < 4; i++) await expect(boxes.nth(i)).toHaveValue(code[i]!);
  // The same digit typed over a filled box moves on as well.
  await boxes.nth(1).click();
  await page.keyboard.type(code[1]!);
  await expect(boxes.nth(2)).toBeFocused();

  await page.getByLabel('New Password', { exact: true }).fill('retyped-password-1');
  await page.getByLabel('Re-enter Password', { exact: true }).fill('retyped-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alert(page, 'Password reset successfully')).toBeVisible();
});

test('a fighter logs out everywhere: this browser and every other one must log in again', async ({
  page,
  browser,
  request,
}) => {
  const fighter = await signUp(request, 'everywhere');
  await storeLogin(page, await apiFighterLogin(request, fighter.email));
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await storeLogin(otherPage, await apiFighterLogin(request, fighter.email));

  await page.goto('/fighter/viewprofile');
  await page.getByRole('button', { name: 'Sign-out options' }).click();
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out everywhere' });
  await expect(dialog).toContainText('Log out on every device?');
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();

  await expect(page).toHaveURL(/\/fighter\/login$/);
  await expect(alert(page, ENGLISH['api.loggedOutEverywhere'])).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The other browser's token is refused: its next call drops it and the guard sends it to the login page.
  await otherPage.goto('/fighter/viewprofile');
  await expect(otherPage).toHaveURL(/\/fighter\/login$/);
  await other.close();

  // Logging in again works.
  await page.getByLabel('Email').fill(fighter.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
});

test('the admin sees sent emails in the outbox, by state', async ({ page, request }) => {
  const fighter = await signUp(request, 'outbox');
  const res = await request.post(endpointUrl(ENDPOINTS.FighterForgotPassword), { data: { email: fighter.email } });
  expect(res.status(), await res.text()).toBe(200);
  await codeFromOutbox(fighter.email);

  await loginAsAdmin(page);
  await page.goto('/admin/dashboard');
  await openStaffSection(page, 'Emails', 'Academy');
  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page.getByRole('heading', { name: 'Email Outbox' })).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fighter.email }) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.locator('.app-badge')).toHaveText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('password reset code');
  // Sent in IST, shown as the admin tables show dates.
  await expect(row.locator('time').last()).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}, \d{2}:\d{2} [AP]M$/);

  const filters = page.getByRole('group', { name: 'Show emails by state' });
  await filters.getByRole('button', { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/\/admin\/emails\?status=sent$/);
  await expect(row).toBeVisible();
  await filters.getByRole('button', { name: /^Failed/ }).click();
  await expect(page).toHaveURL(/\/admin\/emails\?status=failed$/);
  await expect(row).toHaveCount(0);
  const failedCount = Number(
    (await filters
      .getByRole('button', { name: /^Failed/ })
      .locator('.app-pill__count')
      .textContent()) ?? '',
  );
  if (failedCount === 0) await expect(page.getByText('No failed emails. Every email went out.')).toBeVisible();
});
