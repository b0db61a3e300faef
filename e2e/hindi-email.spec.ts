import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createEventViaApi, fillBooking } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });

test('a booking made on /hi/events at 390 px is confirmed by email in Hindi', async ({ page }) => {
  const name = `E2E Hindi Mail Cup ${randomUUID().slice(0, 6).toUpperCase()}`;
  const email = `hindi-mail-${randomUUID().slice(0, 8)}@e2e.academy`;
  await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Kata for every belt.',
    eventDateTime: '2032-12-25T13:00:00.000Z',
    totalSeats: '25',
    entryFee: '150000',
  });

  await page.goto('/hi/events');
  await waitForHydration(page);
  const card = page.getByRole('article', { name });
  // The card's one button opens the booking form; its words are the events page's, tested with that page.
  await card.getByRole('button').click();
  const modal = page.getByRole('dialog', { name });
  await fillBooking(modal, email);
  await modal.locator('button[type=submit]').click();
  await page.waitForURL('**/booking-confirmation', { timeout: 10_000 });

  const mail = await emailFromOutbox(email);
  expect(mail.subject).toMatch(new RegExp(`^बुकिंग की पुष्टि: ${name} \\(KKA-[A-Z2-9]{6}\\)$`));
  expect(mail.text).toContain('प्रिय Aarav Sharma,');
  expect(mail.text).toContain('तारीख और समय: 25 दिसंबर 2032 को शाम 6:30 बजे (भारतीय समय)');
  expect(mail.text).toContain('प्रवेश शुल्क: ₹1,50,000.00');
  expect(mail.html).toContain('<html lang="hi">');
});
