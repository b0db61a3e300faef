import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpointUrl, ENDPOINTS, ENGLISH, type FightersReply, type SignUpRequest } from '@academy/contract';
import { E2E } from './fixtures/env.ts';
import { apiAdminLogin } from './fixtures/session.ts';
import { codeFromOutbox } from './fixtures/outbox.ts';
import { openStaffSection } from './fixtures/staff-nav.ts';

/** A real 8x8 PNG, so the server's image pipeline decodes and re-encodes it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYLCSPFTEMLQkAaxI5AU6MsiwAAAAASUVORK5CYII=',
  'base64',
);
const PASSWORD = 'kiai-password-1';

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@e2e.academy`;

function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    fullName: 'Rhea Kapoor',
    email: uniqueEmail('rhea'),
    mobileNumber: '9812345678',
    age: 22,
    gender: 'Female',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

async function apiSignUp(request: APIRequestContext, body: SignUpRequest) {
  const res = await request.post(endpointUrl(ENDPOINTS.CreateFighter), { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const detail = (page: Page, label: string) =>
  page
    .locator('.profile-details__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('fighter account', () => {
  test('sign-up, login, profile, edit, photo upload and logout', async ({ page }) => {
    const email = uniqueEmail('kiran');

    await page.goto('/fighter/signup');
    await expect(page.getByRole('heading', { name: 'Welcome to Kaizen Karate Academy' })).toBeVisible();
    await expect(page.getByText('Please Sign Up to continue')).toBeVisible();

    // An empty form: every field marked, one alert.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert(page, 'Please fill all the required fields')).toBeVisible();
    await expect(page.getByText('Full Name is required.')).toBeVisible();
    await expect(page.getByText('Gender is required.')).toBeVisible();

    await page.getByLabel('Full Name').fill('Kiran Rao');
    await page.getByLabel('Email ID').fill(email);
    await page.getByLabel('Mobile Number').fill('9123456780');
    await page.getByLabel('Age', { exact: true }).fill('24');
    await page.getByLabel('Gender').selectOption('Other');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert(page, 'Passwords do not match')).toBeVisible();

    await page.getByLabel('Re-enter Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert(page, 'Signup successful')).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/login$/);

    // The same email again, in capitals: refused.
    await page.goto('/fighter/signup');
    await page.getByLabel('Full Name').fill('Kiran Again');
    await page.getByLabel('Email ID').fill(email.toUpperCase());
    await page.getByLabel('Mobile Number').fill('9123456780');
    await page.getByLabel('Age', { exact: true }).fill('24');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert(page, 'An account with this email already exists. Please log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/signup$/);

    await page.goto('/fighter/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert(page, 'Invalid email or password.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userType: localStorage.getItem('userType'),
      userId: localStorage.getItem('userId'),
      fighterId: localStorage.getItem('fighterId'),
    }));
    expect(stored.userType).toBe('fighter');
    expect(stored.token).toBeTruthy();
    expect(stored.fighterId).toBe(stored.userId);

    // Profile: NA for empty values, default picture.
    await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
    await expect(detail(page, 'Name')).toHaveText('Kiran Rao');
    await expect(detail(page, 'Email')).toHaveText(email);
    await expect(detail(page, 'Gender')).toHaveText('Other');
    await expect(detail(page, 'Weight')).toHaveText('NA');
    await expect(detail(page, 'Address')).toHaveText('NA');
    await expect(page.getByRole('img', { name: 'Default profile picture' })).toBeVisible();

    // Edit in the Update Profile modal; the email cannot be changed.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Gender')).toHaveValue('Other');
    await dialog.getByLabel('Weight (kg)').fill('61.5');
    await dialog.getByLabel('Height (cm)').fill('172');
    await dialog.getByLabel('Discipline').selectOption('Judo');
    await dialog.getByLabel('Belt Level').selectOption({ label: 'Brown · 3rd kyu' });
    await dialog.getByLabel('Address').fill('Karve Road, Pune');
    await dialog.getByRole('button', { name: 'Update & Save' }).click();
    await expect(alert(page, 'Profile updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(detail(page, 'Weight')).toHaveText('61.5 kg');
    await expect(detail(page, 'Height')).toHaveText('172 cm');
    await expect(detail(page, 'Discipline')).toHaveText('Judo');
    await expect(detail(page, 'Address')).toHaveText('Karve Road, Pune');

    // A 9-digit number is not a mobile: refused in the modal and nothing is saved.
    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Mobile Number').fill('912345678');
    await dialog.getByRole('button', { name: 'Update & Save' }).click();
    await expect(dialog.getByText(ENGLISH['form.mobile.invalid'])).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(detail(page, 'Mobile Number')).toHaveText('+91 91234 56780');

    // A photo over 5 MB is refused before anything is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ENDPOINTS.UpdateFighterProfileImage.path.replace(':id', '')))
        uploads.push(request.method());
    });
    const picker = page.getByLabel('Profile picture file');
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - TINY_PNG.length)]),
    });
    await expect(alert(page, 'File size should not exceed 5 MB.')).toBeVisible();
    expect(uploads).toEqual([]);

    // A real photo: progress shows while it uploads, then the new picture replaces the default one.
    await page.route(`**${ENDPOINTS.UpdateFighterProfileImage.path.replace(':id', '**')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Profile picture of Kiran Rao' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/fighters\/[\w-]+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
    expect(uploads).toEqual(['PUT']);

    // LOGOUT clears storage and goes to /home; the profile is then guarded.
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The session is cleared as the account's layout unmounts, which follows the address's change: a busy machine
    // shows the gap.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/fighter/viewprofile');
    await expect(page).toHaveURL(/\/fighter\/login$/);
  });

  test('forgot password through the emailed code', async ({ page, request }) => {
    const body = signUpBody({ fullName: 'Nisha Verma', email: uniqueEmail('nisha') });
    await apiSignUp(request, body);

    await page.goto('/fighter/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/fighter\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(alert(page, 'Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Invalid email format.')).toBeVisible();

    await page.getByLabel('Email').fill(body.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(alert(page, 'OTP sent successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    const code = await codeFromOutbox(body.email);

    // Back returns to step 1, and the email is kept.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(body.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();

    // Typing moves focus box to box; Backspace in an empty box goes back.
    const boxes = page.getByRole('group', { name: 'OTP code' }).getByRole('textbox');
    await expect(boxes).toHaveCount(4);
    await expect(boxes.nth(0)).toBeFocused();
    await page.keyboard.type(code.slice(0, 2));
    await expect(boxes.nth(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toBeFocused();

    // Pasting the whole code into any box fills all four.
    await boxes.nth(3).evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    for (let i = 0; i < 4; i++) await expect(boxes.nth(i)).toHaveValue(code[i]!);

    await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Re-enter Password', { exact: true }).fill('different-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(alert(page, 'Please fill all the fields')).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Re-enter Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(alert(page, 'Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/login$/);
    // The reset form stays on the screen until the login page's code is in (the router navigates in a transition).
    await expect(page.getByRole('heading', { name: 'Fighter Login' })).toBeVisible();

    await page.getByLabel('Email').fill(body.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
    await expect(detail(page, 'Name')).toHaveText('Nisha Verma');
  });
});

test.describe('admin', () => {
  test('admin login, then the fighters list with pagination across 12 new fighters', async ({ page, request }) => {
    for (let i = 1; i <= 12; i++) {
      const fullName = `Pager Fighter ${String(i).padStart(2, '0')}`;
      await apiSignUp(request, signUpBody({ fullName, email: uniqueEmail(`pager${i}`), age: 18 + i }));
    }
    const admin = await apiAdminLogin(request);
    const listed = (await (
      await request.get(endpointUrl(ENDPOINTS.GetAllFighters), { headers: { 'x-auth-token': admin.token } })
    ).json()) as FightersReply;
    const total = listed.fighters.length;
    expect(total).toBeGreaterThanOrEqual(12);
    const pages = Math.ceil(total / 5);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert(page, 'Login failed')).toBeVisible();

    // The skeleton of 6 rows x 8 cells shows while the list loads.
    await page.route(`**${ENDPOINTS.GetAllFighters.path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel('Password', { exact: true }).fill(E2E.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openStaffSection(page, 'Fighters');
    await expect(page).toHaveURL(/\/admin\/fighters$/);
    const skeleton = page.getByTestId('table-skeleton');
    await expect(skeleton.locator('tr')).toHaveCount(6);
    await expect(skeleton.locator('tr').first().locator('td')).toHaveCount(9);

    await expect(page.getByRole('heading', { name: 'Fighters List' })).toBeVisible();
    // Parents who do not train (the demo families have some) are listed but counted apart.
    const parents = listed.fighters.filter((fighter) => !fighter.trains).length;
    await expect(page.getByText(`Total Fighters: ${total - parents}`)).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'SN.O',
      'Name',
      'Rank',
      'Image',
      'Mobile',
      'Email',
      'Joined on',
      'Age',
      'Gender',
      'Actions',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    // Newest first: the last fighter created leads page 1.
    await expect(rows.nth(0).locator('td').nth(0)).toHaveText('1');
    await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Pager Fighter 12');
    await expect(rows.nth(0).getByRole('img', { name: 'Default profile picture' })).toBeVisible();
    await expect(rows.nth(0).locator('td').nth(2)).toHaveText('—No rank on record');
    await expect(rows.nth(0).locator('td').nth(6)).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
    await expect(rows.nth(0).locator('td').nth(7)).toHaveText('30');

    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    await next.click();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(rows.nth(0).locator('td').nth(0)).toHaveText('6');
    await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Pager Fighter 07');
    await expect(previous).toBeEnabled();

    await page.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
    await expect(rows).toHaveCount(total - (pages - 1) * 5);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userType')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('guards', () => {
  test('a visitor is sent to the right login page', async ({ page }) => {
    await page.goto('/fighter/viewprofile');
    await expect(page).toHaveURL(/\/fighter\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/fighters');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a fighter cannot open the admin area and an admin cannot open the fighter area', async ({ page, request }) => {
    const body = signUpBody({ email: uniqueEmail('guard') });
    await apiSignUp(request, body);
    await page.goto('/fighter/login');
    await page.getByLabel('Email').fill(body.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Already logged in as a fighter: the fighter login page sends them on to their profile.
    await page.goto('/fighter/login');
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/fighter/viewprofile');
    await expect(page).toHaveURL(/\/fighter\/login$/);
  });
});
