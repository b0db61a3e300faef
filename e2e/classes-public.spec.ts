import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  academyToday,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  loadCatalog,
  type Batch,
  type BatchFields,
} from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { apiAdminLogin, apiSignUpFighter, FIGHTER_PASSWORD } from './fixtures/session.ts';

/** The public Classes pages and joining a batch, at the width of a cheap Android phone. */
test.use({ viewport: { width: 390, height: 844 } });

/** A batch that waits for the academy's decision, so a request stays "waiting". */
async function createBatch(page: Page): Promise<Batch> {
  const { token } = await apiAdminLogin(page.request);
  const fields: BatchFields = {
    name: `Evening Adults ${randomUUID().slice(0, 6)}`,
    program: 'Adults Karate',
    level: 'All belts',
    minAge: 16,
    maxAge: null,
    place: 'Main hall, Kothrud, Pune',
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    startTime: '19:00',
    endTime: '20:15',
    capacity: 10,
    monthlyFee: 1800,
    instructor: 'Sensei Kavya Reddy',
    startDate: addDays(academyToday(), -14),
    autoAccept: false,
  };
  const res = await page.request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return batchReplySchema.parse(await res.json()).batch;
}

test('a visitor finds a batch, logs in to join it, and the profile shows the request waiting', async ({ page }) => {
  const batch = await createBatch(page);
  const fighter = await apiSignUpFighter(page.request, 'classes', { fullName: 'Kiran Joshi', age: 27 });

  await page.goto('/classes');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: batch.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('7:00 PM – 8:15 PM IST');
  await expect(card).toContainText('₹1,800 a month');
  await expect(card).toContainText('10 seats left');
  // Nothing of the card runs past a phone's screen.
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await card.getByRole('link', { name: `Details of ${batch.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${batch.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: batch.name })).toBeVisible();
  await expect(page).toHaveTitle(`${batch.name} | Kaizen Karate Academy`);

  await page.getByRole('button', { name: `Join this batch: ${batch.name}` }).click();
  await expect(page).toHaveURL(/\/fighter\/login\?next=/);
  await page.getByLabel('Email').fill(fighter.email);
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  // Back on the batch's page, with the dialog open for the account's own profile.
  await expect(page).toHaveURL(new RegExp(`/classes/${batch.id}$`));
  const dialog = page.getByRole('dialog', { name: batch.name });
  await expect(dialog.getByRole('radio', { name: /Kiran Joshi \(you\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Request sent. The academy will confirm by email.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The batch now says the request waits, and offers no second Join: nobody else of the family trains.
  await expect(page.getByText('Kiran Joshi: request sent')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`: ${batch.name}$`) })).toHaveCount(0);

  await page.goto('/fighter/viewprofile');
  const classes = page.getByRole('region', { name: 'Classes' });
  const item = classes.getByRole('listitem').filter({ hasText: batch.name });
  await expect(item).toContainText('Waiting for the academy');
  await expect(item.getByRole('button', { name: `Take back request: ${batch.name}` })).toBeVisible();
  await expect(classes.getByRole('img', { name: 'Check-in QR code of Kiran Joshi' })).toBeVisible();
});

test('/hi/classes is in Hindi', async ({ page }) => {
  const batch = await createBatch(page);
  const hindi = await loadCatalog('hi');
  await page.goto('/hi/classes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hindi['classes.heading'] })).toBeVisible();
  const card = page.getByRole('article', { name: batch.name });
  await expect(card).toContainText('₹1,800 प्रति माह');
  await expect(card.getByRole('button', { name: `${hindi['classes.join']}: ${batch.name}` })).toBeVisible();
  await expect(card.getByRole('link', { name: batch.name, exact: true })).toHaveAttribute(
    'href',
    `/hi/classes/${batch.id}`,
  );
});

test("a batch's address carries its Open Graph tags for link previews, without JavaScript", async ({ page }) => {
  const batch = await createBatch(page);
  const res = await page.request.get(`/classes/${batch.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<meta property="og:title" content="${batch.name}">`);
  expect(html).toMatch(/<meta property="og:description" content="Adults Karate · Mon · Tue · [^"]*₹1,800 a month">/);
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]+/classes/${batch.id}">`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og-image\.jpg">/);

  const gone = await page.request.get('/classes/no-such-batch');
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain('og:title');
});
