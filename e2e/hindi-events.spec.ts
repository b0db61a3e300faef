import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { loadCatalog } from '@academy/contract';
import { createEventViaApi, fillBooking } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';

/** A phone, in a zone far from India: the dates shown must still be IST. */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a parent books a seat on /hi/events at 390 px and reads the booking and the server in Hindi', async ({
  page,
}) => {
  const hindi = await loadCatalog('hi');
  const name = `E2E दिवाली कप ${randomUUID().slice(0, 6).toUpperCase()}`;
  const email = `hindi-${randomUUID().slice(0, 8)}@e2e.academy`;
  // Years ahead of every other event, so it is a card in the list rather than the banner.
  await createEventViaApi(page.request, {
    eventName: name,
    address: 'कैज़ेन डोजो, एफसी रोड, पुणे',
    eventDescription: 'हर बेल्ट के लिए काता प्रतियोगिता। सुरक्षा गियर ज़रूरी है।',
    eventDateTime: '2031-12-25T13:00:00.000Z',
    totalSeats: '25',
    entryFee: '150000',
  });

  await page.goto('/hi/events');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'इवेंट' })).toBeVisible();
  await expect(page.getByText('अगला इवेंट')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आने वाले इवेंट' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'पिछले इवेंट' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('25 दिसंबर 2031, शाम 6:30 IST');
  await expect(card).toContainText('₹1,50,000.00');
  await expect(card).toContainText('25 खाली');
  await expectNoHorizontalOverflow(page);

  await card.getByRole('button', { name: `सीट बुक करें: ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal.locator('.booking-modal__eyebrow')).toHaveText('सीट बुक करें');
  await expect(modal).toContainText('तारीख और समय');
  await expect(modal).toContainText('25 दिसंबर 2031, शाम 6:30 IST');
  await expect(modal).toContainText('प्रवेश शुल्क');
  await expectNoHorizontalOverflow(page);
  await fillBooking(modal, email);
  await modal.getByRole('button', { name: 'सीट बुक करें', exact: true }).click();

  // The entry fee is still to pay: the seat is held, not yet booked.
  await expect(page.getByRole('alert').filter({ hasText: 'आपकी सीट रोकी गई है: पुष्टि के लिए भुगतान करें।' })).toBeVisible();
  await page.waitForURL('**/hi/booking-confirmation', { timeout: 10_000 });
  const confirmation = page.getByRole('article', { name: 'बुकिंग की पुष्टि' });
  await expect(confirmation).toContainText('Aarav Sharma, Kaizen Karate Academy के साथ बुकिंग करने के लिए धन्यवाद');
  await expect(confirmation.getByRole('heading', { name: 'इवेंट का विवरण' })).toBeVisible();
  await expect(confirmation).toContainText(name);
  await expect(confirmation).toContainText('25 दिसंबर, 2031 शाम 6:30 IST');
  await expect(confirmation).toContainText('₹1,50,000.00');
  await expect(confirmation).toContainText(email);
  await expect(confirmation).toContainText('कृपया अपने रिकॉर्ड के लिए इस पुष्टि का स्क्रीनशॉट ले लें।');
  await expectNoHorizontalOverflow(page);

  // A reload reads the stored booking, still in Hindi.
  await page.reload();
  await expect(confirmation).toContainText('25 दिसंबर, 2031 शाम 6:30 IST');

  // The same attendee again: the server refuses, in Hindi.
  await confirmation.getByRole('link', { name: 'इवेंट पर वापस जाएँ' }).click();
  await expect(page).toHaveURL(/\/hi\/events$/);
  await expect(card).toContainText('24 खाली');
  await card.getByRole('button', { name: `सीट बुक करें: ${name}` }).click();
  await fillBooking(modal, email);
  await modal.getByRole('button', { name: 'सीट बुक करें', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: hindi['api.alreadyBooked'] })).toBeVisible();
  await expect(modal).toBeVisible();
});

test('/hi/gallery shows Hindi filters and opens the lightbox at 390 px', async ({ page }) => {
  await page.goto('/hi/gallery');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'गैलरी' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'श्रेणी के अनुसार तस्वीरें छाँटें' });
  await expect(filters.getByRole('button')).toHaveText(['सभी', 'प्रशिक्षण', 'प्रतियोगिता', 'इवेंट']);
  await filters.getByRole('button', { name: 'प्रशिक्षण' }).click();
  await expect(filters.getByRole('button', { name: 'प्रशिक्षण' })).toHaveAttribute('aria-pressed', 'true');
  const thumb = page.getByRole('button', { name: /\(प्रशिक्षण\) खोलें$/ }).first();
  await expect(thumb).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await thumb.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('button', { name: 'बंद करें' })).toBeFocused();
  await expect(lightbox.locator('.gallery-chip')).toHaveText('प्रशिक्षण');
  await expectNoHorizontalOverflow(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
