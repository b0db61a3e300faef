import { expect, test } from '@playwright/test';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

/** The account area of the public top bar in its three login states. */
test.describe('top bar account area', () => {
  test('a visitor sees the LOGIN dropdown with Admin Login and Fighter Login', async ({ page }) => {
    await page.goto('/about-us');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'View Profile' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'LOGIN' }).click();
    await expect(bar.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await bar.getByRole('link', { name: 'Fighter Login' }).click();
    await expect(page).toHaveURL(/\/fighter\/login$/);
  });

  test('a visitor finds the free trial class at the top of every public page, on one line at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const address of ['/classes', '/hi/events', '/mr/about-us']) {
      await page.goto(address);
      // The bar's label is in the page's language: the button is found by its place.
      await expect(page.locator('header.site-top-bar .site-trial')).toBeVisible();
      // Brand, links, trial, languages and LOGIN share one row: the bar is no taller than its 72 px.
      expect((await page.locator('header.site-top-bar').boundingBox())!.height).toBeLessThanOrEqual(72);
    }
    await page.goto('/about-us');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/trial$/);
  });

  test('a visitor on a phone sees the two login buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Fighter Login' })).toBeVisible();
  });

  test('a logged-in fighter sees View Profile, which opens the profile', async ({ page, request }) => {
    const { login } = await apiNewFighter(request, 'topbar', { fullName: 'Top Bar' });
    await storeLogin(page, login);
    await page.goto('/about-us');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
    await bar.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
  });

  test('a logged-in admin sees Dashboard, which opens the admin dashboard', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/about-us');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
    await bar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
