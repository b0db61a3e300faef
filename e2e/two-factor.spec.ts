import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { endpointUrl, ENDPOINTS } from '@academy/contract';
import { E2E } from './fixtures/env.ts';
import { openStaffSection, showStaffSections } from './fixtures/staff-nav.ts';

// Reduced motion: the recovery codes take the focus to their heading, which the page then scrolls to smoothly; a click
// on "I have saved my codes" during that scroll landed on "Download", 56 px above it (one CI run).
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

/** The e2e admin: no route makes another staff account yet. */
const STAFF = E2E.admin;
const STEP_MS = 30_000;

/** What the phone's authenticator app shows for `secret` at `time`. */
const codeAt = (secret: string, time: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time });

/** What the test read off the screen, for putting the admin back as every other spec expects it. */
let secret: string | undefined;
const recoveryCodes: string[] = [];

async function passwordStep(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

// Every other spec logs in as this admin with the password alone: its second factor goes off again, whatever
// happened above, with a recovery code (or, if none was read, the app's code of a step not used yet).
test.afterAll(async ({ playwright }) => {
  // Two codes of steps not yet used may each wait for the next step.
  test.setTimeout(2 * STEP_MS + 30_000);
  const api = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const proof = async () => {
    const code = recoveryCodes.pop();
    if (code) return { method: 'recovery', code };
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1000));
    return { method: 'totp', code: codeAt(secret!, Date.now()) };
  };
  const login = await (await api.post(endpointUrl(ENDPOINTS.AdminLogin), { data: STAFF })).json();
  if (login.status === 2) {
    const second = await api.post(endpointUrl(ENDPOINTS.AdminTwoFactorLogin), {
      data: { challenge: login.challenge, ...(await proof()) },
    });
    const { token } = await second.json();
    const off = await api.post(endpointUrl(ENDPOINTS.DisableTwoFactor), {
      headers: { 'x-auth-token': token },
      data: await proof(),
    });
    expect(off.status(), await off.text()).toBe(200);
  }
  expect((await (await api.post(endpointUrl(ENDPOINTS.AdminLogin), { data: STAFF })).json()).status).toBe(1);
  await api.dispose();
});

test('a member of staff turns on two-factor sign-in on a phone, logs out, and logs in with a code', async ({
  page,
}) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openStaffSection(page, 'My account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    page.getByRole('img', { name: `QR code that adds ${STAFF.email} to an authenticator app` }),
  ).toBeVisible();

  // The key as the phone's owner would type it into the app, read off the screen.
  secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  recoveryCodes.push(...(await codes.allInnerTexts()));
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 unused')).toBeVisible();

  await page.getByRole('button', { name: 'LOGOUT', exact: true }).click();
  await expect(page).toHaveURL(/\/(home)?$/);

  await passwordStep(page);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The enrolment used this step's code; the next step's is what the app shows soon (one step of drift).
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect((await showStaffSections(page)).getByRole('link', { name: 'My account' })).toBeVisible();
});
