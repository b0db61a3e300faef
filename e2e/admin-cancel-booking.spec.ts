import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type BookingRequest } from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { loginAsAdmin } from './fixtures/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

function child(eventId: string, email: string, fighterName: string): BookingRequest {
  return {
    eventId,
    fighterName,
    email,
    mobileNumber: '9876501234',
    age: 11,
    beltLevel: 'Yellow',
    height: 140,
    weight: 34,
    discipline: 'Karate',
    masterName: 'Sensei Meera Joshi',
    academyName: 'Kaizen Karate Academy',
    // The children are under 18: their parent answers for them.
    guardian: { name: 'Kavita Kulkarni', relation: 'Mother', mobileNumber: '9876501234', email, agreed: true },
  };
}

test('an admin cancels one of a parent’s two bookings at 390 px, and the seat is free again on /events', async ({
  page,
}) => {
  const name = `E2E Cancel Cup ${randomUUID().slice(0, 6).toUpperCase()}`;
  const parent = `parent-${randomUUID().slice(0, 8)}@e2e.academy`;
  // Years ahead of every other event, so it is a card in the list rather than the banner.
  const event = await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Kata for every belt.',
    eventDateTime: '2031-11-20T04:30:00.000Z',
    totalSeats: '5',
    entryFee: '300',
  });
  // One email books two children: two attendees, two seats.
  for (const fighterName of ['Aarav Kulkarni', 'Diya Kulkarni']) {
    const res = await page.request.post(endpointUrl(ENDPOINTS.BookEvent), {
      data: child(event._id, parent, fighterName),
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/events');
  await expect(page.getByRole('article', { name })).toContainText('3 left');

  await loginAsAdmin(page);
  await page.goto(`/admin/admin-event-details/${event._id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking of Diya Kulkarni' })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Cancel booking of Aarav Kulkarni' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Aarav Kulkarni?' });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(parent);
  await expectNoHorizontalOverflow(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(page.getByText('Booking cancelled. The attendee has been told by email.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel booking of Aarav Kulkarni' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking of Diya Kulkarni' })).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('article', { name })).toContainText('4 left');
});
