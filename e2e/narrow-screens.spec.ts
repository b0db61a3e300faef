import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENGLISH, type LoginReply } from '@academy/contract';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

/** A real 8x8 PNG, so the server's image pipeline decodes and re-encodes it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYLCSPFTEMLQkAaxI5AU6MsiwAAAAASUVORK5CYII=',
  'base64',
);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'narrow-screens');

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/**
 * No notice may sit on a form field the user can see once the page has settled: a failed submit shows the notice
 * first and scrolls the form below it two animation frames later, so the check is retried for a moment.
 */
async function expectNoticesClearOfFields(page: Page) {
  const notices = page.locator('.toast-stack [role="alert"]:visible');
  const fields = page.locator('form input:visible, form select:visible');
  await expect(async () => {
    for (const notice of await notices.all()) {
      const noticeBox = await box(notice);
      for (const field of await fields.all()) {
        expect(overlaps(noticeBox, await box(field)), 'a notice covers a field').toBe(false);
      }
    }
  }).toPass({ timeout: 2_000 });
}

async function newFighter(page: Page): Promise<LoginReply> {
  const { login } = await apiNewFighter(page.request, 'narrow', {
    fullName: 'Narrow Screen',
    mobileNumber: '9000000001',
  });
  return login;
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = `${viewport.width}px`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('sign-up: the password rule up front, one notice clear of the fields, none on the next page', async ({
      page,
    }) => {
      await page.goto('/fighter/signup');
      await expect(page.getByText('At least 8 characters.')).toBeVisible();
      const languages = await box(page.getByRole('navigation', { name: 'Language' }));
      const logo = await box(page.locator('.auth-card__brand'));
      expect(overlaps(languages, logo), 'the logo covers the language switch').toBe(false);

      const submit = page.getByRole('button', { name: 'Sign Up' });
      await submit.click();
      await submit.click();
      await submit.click();
      const notices = page.locator('.toast-stack [role="alert"]');
      await expect(notices.filter({ hasText: ENGLISH['account.signup.fillAllRequiredFields'] })).toHaveCount(1);
      await expect(page.getByText('Full Name is required.')).toBeVisible();
      await expectNoticesClearOfFields(page);

      await page.getByLabel('Full Name').fill('Kiran Rao');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Re-enter Password', { exact: true }).fill('other');
      await submit.click();
      await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
      await expect(page.getByText('At least 8 characters.')).toHaveCount(0);
      await expect(page.locator('.toast-stack [role="alert"]:visible')).toHaveCount(1);
      await expectNoticesClearOfFields(page);
      await shoot(page, `signup-errors-${size}`);

      // The page's notices stay behind when the user leaves it.
      await page.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/fighter\/login$/);
      await expect(page.locator('.toast-stack [role="alert"]')).toHaveCount(0);
    });

    test('profile photo: a refused file says why, an accepted one says so', async ({ page }) => {
      await storeLogin(page, await newFighter(page));
      await page.goto('/fighter/viewprofile');
      const picker = page.getByLabel('Profile picture file');
      await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      const refused = page.locator('.profile-photo [role="alert"]');
      await expect(refused).toBeVisible();
      await expect(refused).not.toBeEmpty();
      await shoot(page, `profile-photo-refused-${size}`);

      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByRole('alert').filter({ hasText: 'Profile picture updated successfully' })).toBeVisible();
      await expect(refused).toHaveCount(0);
      await shoot(page, `profile-photo-accepted-${size}`);
    });

    test('fighter bar: LOGOUT on the brand row', async ({ page }) => {
      await storeLogin(page, await newFighter(page));
      await page.goto('/fighter/viewprofile');
      const brand = await box(page.getByRole('banner').getByRole('link').first());
      const logout = await box(page.getByRole('button', { name: 'LOGOUT', exact: true }));
      const middle = logout.y + logout.height / 2;
      expect(middle).toBeGreaterThanOrEqual(brand.y);
      expect(middle).toBeLessThanOrEqual(brand.y + brand.height);
      expect(logout.x + logout.width).toBeLessThanOrEqual(viewport.width);
      // Nothing overlaps or leaves the screen: the logo ends before Events, the sign-out arrow inside the edge.
      const logo = await box(page.getByRole('banner').locator('img').first());
      const events = await box(page.getByRole('banner').getByRole('link', { name: 'Events' }));
      expect(logo.x + logo.width).toBeLessThanOrEqual(events.x);
      const options = await box(page.getByRole('button', { name: 'Sign-out options' }));
      expect(options.x + options.width).toBeLessThanOrEqual(viewport.width);
      await shoot(page, `fighter-bar-${size}`);
    });

    test('admin events table: the actions never cover the image column', async ({ page }) => {
      await loginAsAdmin(page);
      await page.goto('/admin/events');
      const row = page.locator('.admin-events-table tbody tr').first();
      const image = row.locator('td:has(img.admin-events-table__thumb)');
      await expect(image).toBeVisible();
      const actions = row.locator('.admin-events-table__actions-cell');
      expect(overlaps(await box(image), await box(actions)), 'actions cover the image').toBe(false);
      expect(overlaps(await box(row.locator('th').first()), await box(actions)), 'actions cover the name').toBe(false);
      await shoot(page, `admin-events-${size}`);
    });

    test('booking: the success screen and the confirmation keep off the screen edge', async ({ page }) => {
      await page.goto('/events');
      await page
        .getByRole('button', { name: /^Book a Seat: / })
        .first()
        .click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel('Name', { exact: true }).fill('Ananya Iyer');
      await modal.getByLabel('Email', { exact: true }).fill(`narrow-${randomUUID().slice(0, 8)}@e2e.academy`);
      await modal.getByLabel('Mobile Number', { exact: true }).fill('9876543210');
      await modal.getByLabel('Age', { exact: true }).fill('19');
      await modal.getByLabel('Belt Level', { exact: true }).selectOption({ label: 'Brown · 3rd kyu' });
      await modal.getByLabel('Height (cm)', { exact: true }).fill('162');
      await modal.getByLabel('Weight (kg)', { exact: true }).fill('54');
      await modal.getByLabel('Discipline', { exact: true }).selectOption('Karate');
      await modal.getByLabel('Master Name', { exact: true }).fill('Sensei Rajesh Kulkarni');
      await modal.getByLabel('Academy Name', { exact: true }).fill('Kaizen Karate Academy');
      await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();

      const success = page.locator('.success-overlay p');
      // Booked, or held for payment when the first event has an entry fee.
      const said = [ENGLISH['events.seatBooked'], ENGLISH['events.seatHeld']];
      await expect(success).toHaveText(
        new RegExp(`^(${said.map((text) => text.replace(/[.!?]/g, '\\$&')).join('|')})$`),
      );
      await page.waitForTimeout(1200); // the text rises into place
      const text = await box(success);
      expect(text.x).toBeGreaterThanOrEqual(12);
      expect(text.x + text.width).toBeLessThanOrEqual(viewport.width - 12);
      await shoot(page, `booking-success-${size}`);

      await page.waitForURL('**/booking-confirmation', { timeout: 10_000 });
      const card = page.getByRole('article', { name: 'Booking Confirmation' });
      for (const part of await card.locator('h1, h2, p, dt, dd').all()) {
        const partBox = await box(part);
        expect(partBox.x, await part.innerText()).toBeGreaterThanOrEqual(12);
        expect(partBox.x + partBox.width).toBeLessThanOrEqual(viewport.width - 12);
      }
      await shoot(page, `booking-confirmation-${size}`);
    });
  });
}
