import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ENGLISH } from '@academy/contract';
import { createEventViaApi, findEvent, POSTER } from './fixtures/events.ts';
import { readPdf } from './fixtures/pdf.ts';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

/** Every browser here runs in Los Angeles, so a date that still reads as IST proves the IST handling. */
const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE });

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6).toUpperCase()}`;

/** A visitor's own browser (no admin session), in the same non-IST zone. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: TIME_ZONE });
  return context.newPage();
}

test('admin creates an event, a visitor books it, the admin sees the booking and downloads bookings.pdf', async ({
  page,
  browser,
}) => {
  const name = unique('E2E Christmas Kata Cup');
  const email = `booker-${randomUUID().slice(0, 8)}@e2e.academy`;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(TIME_ZONE);

  // Admin: Add Event with an image; the datetime-local value is read as IST.
  await loginAsAdmin(page);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add Event' });
  await form.getByLabel('Event Title', { exact: true }).fill(name);
  await form.getByLabel('Event Address', { exact: true }).fill('Kaizen Dojo, FC Road, Pune');
  await form.getByLabel('Event Image').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: POSTER });
  await expect(form.getByRole('img', { name: 'Selected event image' })).toBeVisible();
  await form
    .getByLabel('Event Description', { exact: true })
    .fill('Kata for every belt, with certificates for all finalists.');
  await form.getByLabel('Event Date & Time').fill('2026-12-25T18:30');
  await form.getByLabel('Total Seats').fill('25');
  await form.getByLabel('Entry Fee').fill('1500');
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Event created successfully' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('25 Dec, 2026, 06:30 PM');

  const created = await findEvent(page.request, name);
  expect(created?.eventDateTime).toBe('2026-12-25T13:00:00.000Z');
  expect(created?.eventImageUrl).toMatch(/^\/uploads\/events\/.+\.webp$/);

  // Visitor: the card shows the IST date whatever the browser's zone, then books a seat.
  const visitor = await visitorPage(browser);
  // The CSP refuses eval; a library that tries it anyway (zod's compiler probe did) is reported here.
  const cspViolations: string[] = [];
  await visitor.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  visitor.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) cspViolations.push(message.text());
  });
  await visitor.goto('/events');
  const card = visitor.getByRole('article', { name });
  await expect(card).toContainText('25 December 2026, 06:30 PM');
  await expect(card).toContainText('₹1,500.00');
  await expect(card).toContainText('25 left');
  await card.getByRole('button', { name: `Book a Seat: ${name}` }).click();

  const modal = visitor.getByRole('dialog', { name });
  await expect(modal).toContainText(created!._id);
  await expect(modal).toContainText('Kaizen Dojo, FC Road, Pune');
  await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();
  await expect(modal.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(modal.getByText('Discipline is required.', { exact: true })).toBeVisible();
  await modal.getByLabel('Name', { exact: true }).fill('Ananya Iyer');
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByLabel('Mobile Number', { exact: true }).fill('9876543210');
  await modal.getByLabel('Age', { exact: true }).fill('19');
  await modal.getByLabel('Belt Level', { exact: true }).selectOption({ label: 'Brown · 3rd kyu' });
  await modal.getByLabel('Height (cm)', { exact: true }).fill('162');
  await modal.getByLabel('Weight (kg)', { exact: true }).fill('54');
  await modal.getByLabel('Discipline', { exact: true }).selectOption('Karate');
  await modal.getByLabel('Master Name', { exact: true }).fill('Sensei Rajesh Kulkarni');
  await modal.getByLabel('Academy Name', { exact: true }).fill('Kaizen Karate Academy');
  await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();

  // A paid seat is held until it is paid for, and said so.
  await expect(visitor.getByRole('alert').filter({ hasText: ENGLISH['events.seatHeld'] })).toBeVisible();
  await expect(modal).toBeHidden();
  await visitor.waitForURL('**/booking-confirmation', { timeout: 10_000 });
  expect(cspViolations).toEqual([]);

  const confirmation = visitor.getByRole('article', { name: 'Booking Confirmation' });
  const checkConfirmation = async () => {
    await expect(visitor.getByRole('heading', { name: 'Booking Confirmation' })).toBeVisible();
    await expect(confirmation).toContainText(name);
    await expect(confirmation).toContainText(created!._id);
    await expect(confirmation).toContainText('25 Dec, 2026 06:30 PM');
    await expect(confirmation).toContainText('Kaizen Dojo, FC Road, Pune');
    await expect(confirmation).toContainText('₹1,500.00');
    await expect(confirmation).toContainText(email);
    await expect(confirmation).toContainText('+91 98765 43210');
    await expect(confirmation).toContainText(/Your seat is held until .+ IST\. Pay ₹1,500\.00 below before then/);
    await expect(confirmation).toContainText(ENGLISH['events.confirmation.screenshotHint']);
  };
  await checkConfirmation();
  const bookingId = (await confirmation
    .getByText(/^KKA-[A-Z2-9]{6}$/)
    .first()
    .textContent())!;

  await visitor.reload();
  await checkConfirmation();
  await expect(confirmation.getByText(bookingId).first()).toBeVisible();
  await visitor.getByRole('link', { name: 'Back to Events' }).click();
  await expect(visitor).toHaveURL(/\/events$/);
  await expect(visitor.getByRole('article', { name })).toContainText('24 left');
  await visitor.context().close();

  // Admin: the booking shows in the event details, and bookings.pdf carries it.
  await page.goto('/admin/events');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/admin-event-details/${created!._id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const bookings = page.getByRole('table', { name: `Bookings for ${name}` });
  await expect(bookings.getByRole('row').filter({ hasText: email })).toContainText('Ananya Iyer');
  await expect(bookings).toContainText('Sensei Rajesh Kulkarni');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookings.pdf');
  const { text, size } = await readPdf(await download.path());
  expect(text).toContain(name);
  expect(text).toContain(email);
  expect(text).toContain('Date & Time: 25 Dec, 2026 06:30 PM IST');
  expect(size.sort((a, b) => a - b)).toEqual([595, 842]);

  // The other details route shows the same view without the PDF button.
  await page.goto(`/admin/event-details/${created!._id}`);
  await expect(bookings.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
});

test('a logged-in fighter finds the booking form filled from the profile', async ({ page }) => {
  const { fighter, login } = await apiNewFighter(page.request, 'prefill', {
    fullName: 'Kabir Singh',
    mobileNumber: '9812345678',
    age: 24,
    gender: 'Male',
  });
  const email = fighter.email;
  const name = unique('E2E Prefill Seminar');
  await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, Pune',
    eventDescription: 'A seminar.',
    eventDateTime: '2026-12-28T04:30:00.000Z',
    totalSeats: '10',
    entryFee: '0',
  });

  await storeLogin(page, login);
  await page.goto('/events');
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Book a Seat: ${name}` })
    .click();
  const modal = page.getByRole('dialog', { name });
  // What the profile holds is shown, not asked; Change details opens it for editing.
  const records = modal.getByRole('region', { name: 'Kabir Singh: from your records' });
  await expect(records).toContainText('Kabir Singh');
  await expect(records).toContainText('+91 98123 45678');
  await expect(modal.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expect(modal.getByLabel('Height (cm)', { exact: true })).toBeVisible();
  await records.getByRole('button', { name: 'Change details' }).click();
  await expect(modal.getByLabel('Name', { exact: true })).toHaveValue('Kabir Singh');
  await expect(modal.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(modal.getByLabel('Mobile Number', { exact: true })).toHaveValue('+91 98123 45678');
  await expect(modal.getByLabel('Age', { exact: true })).toHaveValue('24');
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toBeHidden();
});

test('admin edits an event (IST in, IST out) and deletes it after confirming', async ({ page, browser }) => {
  const name = unique('E2E New Year Grading');
  const renamed = `${name} (moved)`;
  const created = await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Grading for all kyu levels.',
    eventDateTime: '2026-12-31T03:45:00.000Z',
    totalSeats: '30',
    entryFee: '800',
  });

  await loginAsAdmin(page);
  await page.goto('/admin/events');

  // An empty Add Event submit only shows the required-field messages.
  await page.getByRole('button', { name: 'Add Event' }).click();
  const add = page.getByRole('dialog', { name: 'Add Event' });
  await add.getByRole('button', { name: 'Add Event' }).click();
  for (const message of [
    ENGLISH['form.eventName.required'],
    ENGLISH['form.address.required'],
    ENGLISH['admin.eventForm.imageRequired'],
    ENGLISH['form.description.required'],
    ENGLISH['form.dateTime.required'],
    'Total Seats must be at least 1',
    'Entry Fee must be at least 0',
  ]) {
    await expect(add.getByText(message, { exact: true })).toBeVisible();
  }
  await add.getByLabel('Event Image').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(add.getByText(ENGLISH['admin.eventForm.fileTooLarge'], { exact: true })).toBeVisible();
  await add.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Edit: the form opens with the IST wall-clock time and the existing image.
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Event Title', { exact: true })).toHaveValue(name);
  await expect(edit.getByLabel('Event Date & Time')).toHaveValue('2026-12-31T09:15');
  await expect(edit.getByLabel('Total Seats')).toHaveValue('30');
  await expect(edit.getByRole('img', { name: 'Selected event image' })).toHaveAttribute('src', created.eventImageUrl!);
  await edit.getByLabel('Event Title', { exact: true }).fill(renamed);
  await edit.getByLabel('Event Date & Time').fill('2027-01-15T07:00');
  await edit.getByLabel('Total Seats').fill('40');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Event updated successfully' })).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toContainText('15 Jan, 2027, 07:00 AM');
  await expect(renamedRow).toContainText('40');
  const updated = await findEvent(page.request, renamed);
  expect(updated).toMatchObject({
    _id: created._id,
    eventDateTime: '2027-01-15T01:30:00.000Z',
    totalSeats: 40,
    eventImageUrl: created.eventImageUrl,
  });

  // Delete asks first; Cancel keeps the event, Delete removes it everywhere.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  // The confirmation names the event, so on a phone the admin can tell which row was tapped.
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await expect(confirm).toContainText(ENGLISH['admin.events.deleteConfirm']);
  await expect(confirm).toContainText('15 Jan, 2027, 07:00 AM IST');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Event deleted successfully' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  expect(await findEvent(page.request, renamed)).toBeUndefined();

  const visitor = await visitorPage(browser);
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(visitor.getByRole('article', { name: renamed })).toHaveCount(0);
  await visitor.context().close();
});
