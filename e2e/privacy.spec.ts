import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';

const PHONE = { width: 390, height: 844 };

/** Nothing is wider than the phone: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('the privacy notice on a phone', () => {
  test.use({ viewport: PHONE });

  test('the footer links to /privacy, which reads the periods and the version', async ({ page, request }) => {
    const html = await (await request.get('/privacy')).text();
    expect(html).toContain('<title>Privacy Notice | Kaizen Karate Academy</title>');
    expect(html).toContain('Version of 29 November 2026');

    await page.goto('/home');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByText('Password reset codes: deleted 1 day after they expire.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Children under 18' })).toBeVisible();
    await expectNoOverflow(page);
  });

  test('/hi/privacy is in Hindi from its first byte', async ({ page, request }) => {
    const html = await (await request.get('/hi/privacy')).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>गोपनीयता सूचना | Kaizen Karate Academy</title>');

    await page.goto('/hi/privacy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
    await expect(page.getByText('29 नवंबर 2026 का संस्करण')).toBeVisible();
    await expect(page.getByRole('heading', { name: '18 साल से कम उम्र के बच्चे' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WhatsApp और SMS' })).toBeVisible();
    await expectNoOverflow(page);
    await page.locator('footer').getByRole('link', { name: 'गोपनीयता सूचना' }).click();
    await expect(page).toHaveURL(/\/hi\/privacy$/);
  });

  test('the sign-up form and the booking form link to the notice', async ({ page }) => {
    await page.goto('/fighter/signup');
    const signUpLink = page.getByRole('link', { name: 'Privacy notice' }).first();
    await expect(page.getByText('How we use your data:')).toBeVisible();
    await expect(signUpLink).toHaveAttribute('href', '/privacy');
    await expectNoOverflow(page);

    const name = `E2E Privacy Cup ${randomUUID().slice(0, 6).toUpperCase()}`;
    // Years ahead of every other event, so it is a card in the list rather than the banner.
    await createEventViaApi(page.request, {
      eventName: name,
      address: 'Kaizen Dojo, FC Road, Pune',
      eventDescription: 'Kata for every belt.',
      eventDateTime: '2032-01-10T04:30:00.000Z',
      totalSeats: '10',
      entryFee: '0',
    });
    await page.goto('/events');
    await waitForHydration(page);
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Book a Seat: ${name}` })
      .click();
    const modal = page.getByRole('dialog', { name });
    await expect(modal.getByText('How we use your data:')).toBeVisible();
    const link = modal.getByRole('link', { name: 'Privacy notice' });
    await expect(link).toHaveAttribute('href', '/privacy');
    // A new tab, so the form keeps what was typed.
    const [notice] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(notice.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(modal).toBeVisible();
  });
});
