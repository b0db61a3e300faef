import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type BookingRequest } from '@academy/contract';
import { E2E } from './fixtures/env.ts';
import { readPdf } from './fixtures/pdf.ts';
import { createEventViaApi } from './fixtures/events.ts';
import { loginAsAdmin } from './fixtures/session.ts';
import { openStaffSection, showStaffSections } from './fixtures/staff-nav.ts';

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6).toUpperCase()}`;

/** An event a month from now on a whole minute (as the event form saves it), with the seats given. */
function eventFields(name: string, seats: number) {
  const minute = 60_000;
  return {
    eventName: name,
    address: 'Kaizen Dojo, Karve Road, Pune',
    eventDescription: 'Kumite rounds for every belt.',
    eventDateTime: new Date(Math.floor((Date.now() + 30 * 86_400_000) / minute) * minute).toISOString(),
    totalSeats: String(seats),
    entryFee: '500',
  };
}

test('an admin edits an event and finds the change in the Audit log, old -> new', async ({ page }) => {
  const name = unique('E2E Audit Kumite');
  const event = await createEventViaApi(page.request, eventFields(name, 30));

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openStaffSection(page, 'Events');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Event' });
  await form.getByLabel('Total Seats').fill('45');
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();

  // The academy's own pages are grouped in the bar: Academy opens them.
  await openStaffSection(page, 'Audit log', 'Academy');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page).toHaveTitle(/^Audit log \| Admin \|/);
  await page.getByLabel('Person', { exact: true }).fill(event._id);
  await page.getByLabel('Action').selectOption({ label: 'Event updated' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`person=${event._id}&action=event.update`));

  const entries = page.getByRole('row').filter({ hasText: name });
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByRole('rowheader')).toHaveText('Event updated');
  // The owner (the e2e admin has no name yet), by role.
  await expect(entry.locator('.audit-table__role')).toHaveText('Owner');
  await expect(entry).toContainText(E2E.admin.email);
  await expect(entry).toContainText(event._id);
  // Only the field that changed, with its value before and after.
  const change = entry.locator('.audit-diff__item');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Total Seats:');
  await expect(change.locator('del')).toHaveText('30');
  await expect(change.locator('ins')).toHaveText('45');

  // On a phone each entry is a card: its cells are labelled, the table's header row is out of sight.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: 'Changes' })).not.toBeInViewport();
  const widths = await entry.evaluate((row) => ({ row: row.scrollWidth, page: document.documentElement.clientWidth }));
  expect(widths.row).toBeLessThanOrEqual(widths.page);
});

test('the admin area switches to Hindi with its bar, and bookings.pdf comes in Hindi', async ({ page }) => {
  const name = unique('E2E Hindi Kata');
  const event = await createEventViaApi(page.request, eventFields(name, 20));
  const booking: BookingRequest = {
    eventId: event._id,
    fighterName: 'क्षितिज प्रधान',
    email: `kshitij-${randomUUID().slice(0, 8)}@e2e.academy`,
    mobileNumber: '9876543210',
    age: 12,
    beltLevel: 'Yellow',
    height: 140,
    weight: 35,
    discipline: 'Karate',
    masterName: 'Sensei Rao',
    academyName: 'Kaizen Karate Academy',
    guardian: {
      name: 'सुनीता प्रधान',
      relation: 'Mother',
      mobileNumber: '9876543210',
      email: `sunita-${randomUUID().slice(0, 8)}@e2e.academy`,
      agreed: true,
    },
  };
  const booked = await page.request.post(endpointUrl(ENDPOINTS.BookEvent), { data: booking });
  expect(booked.status(), await booked.text()).toBe(200);

  await loginAsAdmin(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { name: 'Events List' })).toBeVisible();
  const bar = page.getByRole('banner');
  await bar.getByRole('link', { name: 'हिन्दी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'इवेंट सूची' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const nav = page.getByRole('navigation', { name: 'एडमिन' });
  await showStaffSections(page, 'अकादमी');
  await expect(nav.getByRole('link', { name: 'ऑडिट लॉग' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('लाइव');

  await row.getByRole('link', { name: `${name} का विवरण देखें` }).click();
  await expect(page.getByRole('heading', { name: 'बुकिंग' })).toBeVisible();
  await expect(page.getByRole('table', { name: `${name} की बुकिंग` })).toContainText('क्षितिज प्रधान');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF डाउनलोड करें' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookings.pdf');
  // Latin values stay text; the Hindi labels and the Devanagari name are drawn by the browser, as images.
  const pdf = await readPdf(await download.path());
  expect(pdf.text).toContain(name);
  expect(pdf.text).toContain(booking.email);
  expect(pdf.text).not.toContain('Date & Time');
  expect(pdf.images).toBeGreaterThan(10);

  // The choice stays on this device, and the audit log reads in Hindi too.
  await openStaffSection(page, 'ऑडिट लॉग', 'अकादमी');
  await expect(page.getByRole('heading', { name: 'ऑडिट लॉग', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader').filter({ hasText: 'सीट बुक की गई' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ऑडिट लॉग', level: 1 })).toBeVisible();

  await bar.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
