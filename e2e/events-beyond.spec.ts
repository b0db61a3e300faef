import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createEventViaApi, fillBooking } from './fixtures/events.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'events-beyond');

/** The text a QR code in an image holds, read from its pixels as a phone's camera would. */
async function qrText(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The whole path of a full event at 390 px: a parent books the last seat; another joins the waiting list; the first
 * cancels from My bookings; the second gets the offer by email, claims it with one tap and shows the ticket; the
 * admin's door screen reads the ticket's picture, lets them in once and warns on a second scan.
 */
test('book, cancel, wait in line, claim the emailed offer and be let in at the door by the ticket', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await phone(page);
  const name = `E2E Door Seminar ${Date.now().toString(36)}`;
  const event = await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'A kumite seminar for brown and black belts.',
    eventDateTime: new Date(Date.now() + 50 * 24 * 60 * 60 * 1000).toISOString(),
    totalSeats: '1',
    entryFee: '0',
  });

  // The first parent takes the only seat.
  const first = await apiNewFighter(page.request, 'first', { fullName: 'Kavita Rao' });
  await storeLogin(page, first.login);
  await page.goto('/events');
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Book a Seat: ${name}` })
    .click();
  const modal = page.getByRole('dialog', { name });
  await fillBooking(modal, first.fighter.email);
  await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();
  await page.waitForURL('**/booking-confirmation');
  await expect(page.getByText('Show this at the door')).toBeVisible();

  // The second parent finds it full and joins the line.
  const secondContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const second = await secondContext.newPage();
  const parent = await apiNewFighter(second.request, 'second', { fullName: 'Rohan Mehta' });
  await storeLogin(second, parent.login);
  await second.goto('/events');
  await second
    .getByRole('article', { name })
    .getByRole('button', { name: `Join the waiting list: ${name}` })
    .click();
  const joinModal = second.getByRole('dialog', { name });
  await expect(joinModal.getByText('This event is fully booked.', { exact: false })).toBeVisible();
  await fillBooking(joinModal, parent.fighter.email);
  await joinModal.locator('[name=fighterName]').fill('Rohan Mehta');
  await joinModal.getByRole('button', { name: 'Join the waiting list', exact: true }).click();
  await expect(joinModal.getByText("You're number 1 in line.", { exact: false })).toBeVisible();
  await second.screenshot({ path: path.join(shots, 'joined-390.png') });

  // The first parent cancels from My bookings, behind a confirmation that names the event.
  await page.goto('/fighter/bookings');
  const booking = page.getByRole('article').filter({ hasText: name });
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(booking).toContainText('Cancelled');
  await page.screenshot({ path: path.join(shots, 'my-bookings-cancelled-390.png'), fullPage: true });

  // The offer arrives by email; its link books the seat with one tap.
  const offer = await emailFromOutbox(parent.fighter.email, (mail) =>
    mail.subject.startsWith('A seat is free for you'),
  );
  const link = /https?:\/\/\S+\/events\/offer\/[A-Za-z0-9_-]{43}/.exec(offer.text)?.[0];
  expect(link, offer.text).toBeTruthy();
  await second.goto(new URL(link!).pathname);
  await expect(second.getByText(name).first()).toBeVisible();
  await second.screenshot({ path: path.join(shots, 'offer-390.png'), fullPage: true });
  await second.getByRole('button', { name: 'Book my seat' }).click();
  await second.waitForURL('**/booking-confirmation');
  await expect(second.getByText('Show this at the door')).toBeVisible();

  // My bookings shows the ticket; its picture is what the door reads.
  await second.goto('/fighter/bookings');
  const mine = second.getByRole('article').filter({ hasText: name });
  const ticketImage = mine.getByRole('img', { name: /^Ticket QR code/ });
  await expect(ticketImage).toBeVisible();
  const picture = await ticketImage.screenshot();
  const ticket = await qrText(picture);
  expect(ticket).toMatch(/^KKT1\./);
  await second.screenshot({ path: path.join(shots, 'my-bookings-ticket-390.png'), fullPage: true });

  // At the door, on the admin's phone.
  const door = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await loginAsAdmin(door);
  await door.goto(`/admin/events/${event._id}/check-in`);
  await expect(door.getByText('0 of 1 checked in')).toBeVisible();
  // The seminar is weeks away: the door says so and lets guests in only when told to.
  await expect(door.getByRole('alert')).toContainText(/This event is on \d{2} \w+ \d{4}, not today\./);
  await door.screenshot({ path: path.join(shots, 'door-other-day-390.png'), fullPage: true });
  await door.getByRole('button', { name: 'Check in anyway' }).click();
  const scan = async () =>
    door.getByLabel('Scan a photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: picture });
  await scan();
  await expect(door.locator('.check-in-result--good')).toContainText('Rohan Mehta');
  await expect(door.getByText('1 of 1 checked in')).toBeVisible();
  await door.screenshot({ path: path.join(shots, 'door-let-in-390.png'), fullPage: true });
  await scan();
  await expect(door.locator('.check-in-result--warn')).toContainText(/already checked in at \d\d:\d\d/);
  await expect(door.getByText('1 of 1 checked in')).toBeVisible();

  await secondContext.close();
  await door.close();
});
