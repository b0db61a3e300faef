import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { academyToday, addDays, ENGLISH, WEEKDAY_LABELS, weekdayOf } from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { loginAsAdmin } from './fixtures/session.ts';

/** Decision 048: the owner types a batch's name in Hindi too, and the Hindi pages show it; Marathi falls back. */
test('the owner gives a batch a Hindi name, which /hi/classes shows and /mr/classes reads in English', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const english = `Sunrise Kata ${tag}`;
  const hindi = `सूर्योदय काता ${tag}`;
  const today = academyToday();

  await loginAsAdmin(page);
  await page.goto('/admin/classes');
  await page.getByRole('button', { name: 'Add batch' }).click();
  const form = page.getByRole('dialog', { name: 'Add a batch' });
  await form.getByLabel('Batch name', { exact: true }).fill(english);
  await form.getByLabel('Program').selectOption('Adults Karate');
  await form.getByLabel('Youngest age').fill('15');
  await form.getByLabel('Place', { exact: true }).fill('Main hall, Karve Road');
  await form.getByText(ENGLISH[WEEKDAY_LABELS[weekdayOf(today)]], { exact: true }).click();
  await form.getByLabel('Starts at (IST)').fill('06:00');
  await form.getByLabel('Ends at (IST)').fill('07:00');
  await form.getByLabel('First class on').fill(addDays(today, -14));
  await form.getByLabel('Seats').fill('12');
  await form.getByLabel('Monthly fee (₹)').fill('1500');
  await form.getByLabel('Instructor').fill('Sensei Meera Iyer');
  // Folded away until wanted.
  const hindiName = form.getByLabel('Batch name · In Hindi');
  await expect(hindiName).toBeHidden();
  await form.getByText('In Hindi and Marathi').click();
  await hindiName.fill(hindi);
  await form.getByLabel('Place · In Hindi').fill('मुख्य हॉल, कर्वे रोड');
  await form.getByRole('button', { name: 'Add batch' }).click();
  await expect(page.getByText('Batch created.')).toBeVisible();

  await page.goto('/hi/classes');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: hindi });
  await expect(card).toBeVisible();
  await expect(card).toContainText('मुख्य हॉल, कर्वे रोड');

  await page.goto('/mr/classes');
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: english })).toBeVisible();

  await page.goto('/classes');
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: english })).toBeVisible();
  await expect(page.getByRole('article', { name: english })).toContainText('Main hall, Karve Road');
});

test('the demo events read in Marathi on /mr/events', async ({ page }) => {
  await page.goto('/mr/events');
  await waitForHydration(page);
  await expect(page.getByText('महिला स्वसंरक्षण कार्यशाळा').first()).toBeVisible();
});
