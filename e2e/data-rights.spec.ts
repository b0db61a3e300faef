import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ENGLISH } from '@academy/contract';
import { apiFighterLogin, apiSignUpFighter, FIGHTER_PASSWORD, storeLogin } from './fixtures/session.ts';

/** Issue 13, data rights: a fighter takes a copy of their data and erases their account, on the real server. */

/** A zip starts with a local file header (PK\3\4), and every entry's name is stored in plain text. */
function zipEntryNames(zip: Buffer): string[] {
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return ['README.txt', 'data.json'].filter((name) => zip.includes(Buffer.from(name)));
}

test('a fighter downloads their data: a zip holding data.json and a README', async ({ page, request }) => {
  const fighter = await apiSignUpFighter(request, 'export', { fullName: 'Nisha Rao' });
  await storeLogin(page, await apiFighterLogin(request, fighter.email));
  await page.goto('/fighter/viewprofile');
  const section = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fighter-data-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync((await download.path())!);
  expect(zipEntryNames(zip)).toEqual(['README.txt', 'data.json']);
  // data.json is deflated; its owner's email is not readable in the raw bytes, but the size says it holds something.
  expect(zip.length).toBeGreaterThan(500);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a fighter deletes their account with their password and cannot log in again', async ({ page, request }) => {
    const fighter = await apiSignUpFighter(request, 'erase', { fullName: 'Tara Menon' });
    await storeLogin(page, await apiFighterLogin(request, fighter.email));
    await page.goto('/fighter/viewprofile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('What is removed');
    await expect(dialog).toContainText('What is kept');

    await dialog.getByLabel('Your password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account for ever' }).click();
    await expect(dialog).toContainText(ENGLISH['api.erasePasswordWrong']);

    await dialog.getByLabel('Your password', { exact: true }).fill(FIGHTER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account for ever' }).click();
    await expect(page).toHaveURL(/\/fighter\/login$/);
    await expect(page.getByText(ENGLISH['api.accountErased'])).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Email').fill(fighter.email);
    await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(ENGLISH['api.badLogin'])).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/login$/);
  });
});
