import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  academyToday,
  addChildReplySchema,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  type AddChildRequest,
  type BatchFields,
  type LoginReply,
} from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { apiAdminLogin, apiNewFighter, storeLogin } from './fixtures/session.ts';

const shots = path.resolve(import.meta.dirname, '../test-results/parent-path');

/** A guardian's account with a 9-year-old child, through the real API. */
async function familyWithChild(request: APIRequestContext, tag: string) {
  const { fighter: parent, login } = await apiNewFighter(request, 'path', {
    fullName: `Priya Kale ${tag}`,
    trains: false,
  });
  const [y] = academyToday().split('-');
  const child: AddChildRequest = {
    fullName: `Ira Kale ${tag}`,
    dateOfBirth: `${Number(y) - 9}-01-15`,
    gender: 'Female',
    weight: '',
    height: '',
    discipline: 'Karate',
    beltLevel: '',
    guardian: {
      name: parent.fullName,
      relation: 'Mother',
      mobileNumber: '9822012345',
      email: parent.email,
      agreed: true,
    },
  };
  const added = await request.post(endpointUrl(ENDPOINTS.AddChild), {
    data: child,
    headers: { 'x-auth-token': login.token },
  });
  expect(added.status(), await added.text()).toBe(201);
  return {
    parent,
    login,
    childId: addChildReplySchema.parse(await added.json()).profile.id,
    childName: child.fullName,
  };
}

async function batchViaApi(request: APIRequestContext, tag: string, autoAccept: boolean) {
  const { token } = await apiAdminLogin(request);
  const fields: BatchFields = {
    name: `Sunrise Cubs ${tag}`,
    program: 'Kids Karate',
    level: 'White to Yellow',
    minAge: 6,
    maxAge: 12,
    place: 'Main hall, Kothrud, Pune',
    weekdays: ['mon', 'wed', 'fri'],
    startTime: '17:30',
    endTime: '18:30',
    capacity: 20,
    monthlyFee: 1800,
    instructor: `Sensei Leela Rao ${tag}`,
    startDate: addDays(academyToday(), -60),
    autoAccept,
  };
  const res = await request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return batchReplySchema.parse(await res.json()).batch;
}

for (const width of [390, 1280]) {
  test.describe(`a parent at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('joins a batch for a child, told the first fee, its month and due day, and the card then says Enrolled', async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 6);
      const batch = await batchViaApi(page.request, tag, true);
      const { login, childName } = await familyWithChild(page.request, tag);
      await storeLogin(page, login as LoginReply);
      await page.goto('/classes');
      await waitForHydration(page);
      const card = page.getByRole('article', { name: batch.name });
      await card.getByRole('button', { name: `Join this batch: ${batch.name}` }).click();

      const dialog = page.getByRole('dialog', { name: batch.name });
      await dialog.getByRole('radio', { name: new RegExp(childName) }).check();
      const costs = dialog.getByRole('region', { name: 'What it costs' });
      // Whatever day the suite runs: this month's fee when joining by the due day, else next month's.
      await expect(costs).toContainText(/First fee: ₹1,800 for [A-Z][a-z]+ \d{4}, due \w+, \d{1,2} \w{3}/);
      await expect(costs).toContainText(/Then ₹1,800 each month, due on the \d{1,2}(st|nd|rd|th)\./);
      await page.screenshot({ path: path.join(shots, `join-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Join now' }).click();

      await expect(dialog.getByRole('status')).toContainText(`${childName} is in`);
      await expect(costs).toContainText('First fee: ₹1,800');
      await page.screenshot({ path: path.join(shots, `join-done-${width}.png`) });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();

      await expect(card.getByText(`${childName}: enrolled`)).toBeVisible();
      // The parent does not train: nobody else of the family may join, so no Join is offered.
      await expect(card.getByRole('button', { name: new RegExp(`: ${batch.name}$`) })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `card-enrolled-${width}.png`) });
    });

    test("books the academy's event for the child typing nothing the records hold, and is thanked", async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 6);
      const batch = await batchViaApi(page.request, tag, true);
      const { parent, login, childId, childName } = await familyWithChild(page.request, tag);
      const enrolled = await page.request.post(endpointUrl(ENDPOINTS.RequestEnrolment), {
        data: { batchId: batch.id, fighterId: childId },
        headers: { 'x-auth-token': login.token },
      });
      expect(enrolled.status(), await enrolled.text()).toBe(201);

      // An earlier event the child went to: the records keep her height and weight.
      const earlier = await createEventViaApi(page.request, {
        eventName: `E2E Spring Kata ${tag}`,
        address: 'Kaizen Dojo, FC Road, Pune',
        eventDescription: 'Kata for juniors.',
        eventDateTime: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
        totalSeats: '40',
        entryFee: '0',
      });
      const first = await page.request.post(endpointUrl(ENDPOINTS.BookEvent), {
        headers: { 'x-auth-token': login.token },
        data: {
          eventId: earlier._id,
          fighterId: childId,
          fighterName: childName,
          email: parent.email,
          mobileNumber: '9822012345',
          age: 9,
          beltLevel: 'White 10 kyu',
          height: 128,
          weight: 27,
          discipline: 'Karate',
          masterName: 'Someone',
          academyName: 'Somewhere',
        },
      });
      expect(first.status(), await first.text()).toBe(200);

      const name = `E2E Academy Cup ${tag}`;
      await createEventViaApi(page.request, {
        eventName: name,
        address: 'Kaizen Dojo, FC Road, Pune',
        eventDescription: 'Kumite and kata for the academy’s juniors.',
        eventDateTime: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        totalSeats: '40',
        entryFee: '0',
      });
      await storeLogin(page, login as LoginReply);
      await page.goto('/events');
      await waitForHydration(page);
      await page
        .getByRole('article', { name })
        .getByRole('button', { name: `Book a Seat: ${name}` })
        .click();
      const modal = page.getByRole('dialog', { name });
      await expect(modal.locator('form[aria-busy=false]')).toBeAttached();
      // A parent who does not train starts on the child; everything is the records', nothing is asked.
      await expect(modal.getByLabel('Booking for')).toHaveValue(childId);
      const records = modal.getByRole('region', { name: `${childName}: from your records` });
      for (const value of ['9', '128', '27', batch.instructor, 'Kaizen Karate Academy', 'White']) {
        await expect(records).toContainText(value);
      }
      await expect(modal.locator('input:not([type=hidden]), select:not([name=fighterId])')).toHaveCount(0);
      await page.screenshot({ path: path.join(shots, `booking-from-records-${width}.png`) });
      await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();

      await page.waitForURL('**/booking-confirmation');
      const confirmation = page.getByRole('article', { name: 'Booking Confirmation' });
      await expect(confirmation).toContainText('Your seat has been successfully booked!');
      await expect(confirmation).toContainText(
        `Thank you for booking with Kaizen Karate Academy, ${parent.fullName}. We look forward to seeing ${childName} at the event.`,
      );
      const ticket = confirmation.getByRole('region', { name: 'Your ticket' });
      await expect(ticket).toContainText(/Booking code KKA-[A-Z0-9]+/);
      await expect(ticket).not.toContainText('KKT1.');
      await expect(confirmation.getByRole('link', { name: 'Go to My bookings' })).toBeVisible();
      await page.screenshot({ path: path.join(shots, `booking-thanks-${width}.png`), fullPage: true });
    });
  });
}
