import { expect, test } from '@playwright/test';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';
import { openStaffSection } from './fixtures/staff-nav.ts';

/** Issue 11: every route names itself, and the fighter area leads back to Events. */
test.describe('document titles', () => {
  test('the prerendered public pages carry their own title before any JavaScript runs', async ({ request }) => {
    for (const [path, title] of [
      ['/home', 'Home | Kaizen Karate Academy'],
      ['/events', 'Events | Kaizen Karate Academy'],
      ['/gallery', 'Gallery | Kaizen Karate Academy'],
      ['/about-us', 'About Us | Kaizen Karate Academy'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
  });

  test('public pages, the 404 page and admin pages each have their own title', async ({ page }) => {
    await page.goto('/events');
    await expect(page).toHaveTitle('Events | Kaizen Karate Academy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveTitle('Gallery | Kaizen Karate Academy');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Kaizen Karate Academy');

    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveTitle('Dashboard | Admin | Kaizen Karate Academy');
    await page.goto('/admin/fighters');
    await expect(page).toHaveTitle('Fighters | Admin | Kaizen Karate Academy');
    await openStaffSection(page, 'Events');
    await expect(page).toHaveTitle('Events | Admin | Kaizen Karate Academy');
  });
});

test('the fighter bar has an Events link to the public events page', async ({ page, request }) => {
  const { login } = await apiNewFighter(request, 'bar', { fullName: 'Fighter Bar' });
  await storeLogin(page, login);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/fighter/viewprofile');
    await expect(page).toHaveTitle('My Profile | Kaizen Karate Academy');
    const events = page.getByRole('navigation', { name: 'Fighter' }).getByRole('link', { name: 'Events' });
    await expect(events).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await events.click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page).toHaveTitle('Events | Kaizen Karate Academy');
  }
});
