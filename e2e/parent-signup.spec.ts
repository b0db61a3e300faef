import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { academyToday } from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { FIGHTER_PASSWORD } from './fixtures/session.ts';

/** A parent who does not train signs up, logs in and adds a child, on a phone's width. */
test.use({ viewport: { width: 390, height: 844 } });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'parent-signup');
const toast = (page: Page, text: string) => page.locator('.toast-stack').getByRole('alert').filter({ hasText: text });

/** A date of birth nine years and a few months ago, so the age does not hinge on today's date. */
function nineYearsAgo(): string {
  const [y, m, d] = academyToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 9, m - 4, Math.min(d, 28))).toISOString().slice(0, 10);
}

test('a parent signs up as one who does not train, logs in with the email filled in and adds a child', async ({
  page,
}) => {
  const email = `parent-${randomUUID().slice(0, 8)}@e2e.academy`;

  // 1. Sign-up, saying they do not train themself.
  await page.goto('/fighter/signup');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Meera Kulkarni');
  await page.getByLabel('Email ID').fill(email);
  // Typed as Indians write it; the site keeps the 10 digits and shows them as +91 98201 23456.
  await page.getByLabel('Mobile Number').fill('+91 98201 23456');
  await page.getByLabel('Age', { exact: true }).fill('41');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(FIGHTER_PASSWORD);
  const parent = page.getByRole('checkbox', { name: "I'm a parent or guardian and don't train myself" });
  await expect(parent).not.toBeChecked();
  await parent.check();
  await page.screenshot({ path: path.join(shots, '1-signup.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // 2. The login page, its address as plain as ever, with the email in and the cursor in the password.
  await expect(toast(page, 'Signup successful')).toBeVisible();
  await expect(page).toHaveURL(/\/fighter\/login$/);
  await expect(page.getByRole('heading', { name: 'Fighter Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.screenshot({ path: path.join(shots, '2-login.png'), fullPage: true });
  await password.fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  // 3. The profile of a parent: no check-in card, no belt, no classes of their own.
  await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
  const hero = page.getByRole('region', { name: 'Profile picture' });
  await expect(hero.getByText('Parent', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
  const training = page.getByRole('region', { name: "Your children's training" });
  await expect(training).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check-in card' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Belt and rank' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Profile Details' }).getByText('Belt Level')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Profile Details' }).getByText('+91 98201 23456')).toBeVisible();
  await page.screenshot({ path: path.join(shots, '3-parent-profile.png'), fullPage: true });

  // 4. A child, from the invite at the top.
  await page.getByRole('button', { name: 'Add a child' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a child' });
  await modal.getByLabel("Child's full name").fill('Kabir Kulkarni');
  await modal.getByLabel('Date of birth').fill(nineYearsAgo());
  await modal.getByLabel('Gender', { exact: true }).selectOption('Male');
  const guardian = modal.getByRole('group', { name: 'Parent or guardian' });
  await expect(guardian.getByLabel("Parent or guardian's email")).toHaveValue(email);
  await guardian.getByLabel('Relation to the child').selectOption('Mother');
  await guardian
    .getByRole('checkbox', {
      name: /^I am Kabir Kulkarni's parent or lawful guardian and I agree to the privacy notice/,
    })
    .check();
  await modal.getByRole('button', { name: 'Add child', exact: true }).click();
  await expect(toast(page, `We have emailed ${email} a link to confirm consent for Kabir Kulkarni`)).toBeVisible();
  await expect(modal).toBeHidden();

  // 5. The child is a student: a check-in card and classes of their own.
  await expect(page).toHaveURL(/\/fighter\/viewprofile\?profile=[^&]+$/);
  await expect(hero.getByText("Child's profile")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check-in card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shots, '4-child-profile.png'), fullPage: true });

  // 6. Back on the parent's own profile, the way to the child is one tap.
  const switcher = page.getByRole('navigation', { name: 'Family profiles' });
  await switcher.getByRole('link', { name: /Meera Kulkarni/ }).click();
  await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
  await expect(hero.getByText('Parent', { exact: true })).toBeVisible();
  await expect(training.getByRole('link', { name: "Kabir Kulkarni's profile" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check-in card' })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, '5-parent-with-child.png'), fullPage: true });
});
