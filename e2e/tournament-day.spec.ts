import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS, WKF_2023_PROFILE, endpointUrl } from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const KUMITE = 'Kumite · Male · Cadets (14–15) · −52 kg';

/** A date of birth that makes its athlete 14 on a tournament a week from now, half a year past a birthday. */
function bornAt14(): string {
  const born = new Date(Date.now() + 7 * DAY_MS - 182 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 14);
  return born.toISOString().slice(0, 10);
}

const phone = { width: 390, height: 844 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join('test-results', `tournament-390-${name}.png`), fullPage: true });

/**
 * A tournament from entries to medals, at 390 px: a parent enters their child from the family's records; a club's
 * coach enters three athletes from a CSV and pays once by UPI; the organiser marks the payment paid, checks the two
 * kumite athletes in at the door with their weights, draws and publishes the category and enters the bout; the
 * parent then sees the child's gold on the public results page and on the child's profile.
 */
test('a coach enters a team by CSV and pays by UPI, the door weighs them in, the draw and result give a medal', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const event = await createEventViaApi(page.request, {
    eventName: `E2E Cadets Cup ${stamp}`,
    address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
    eventDescription: 'Kata and kumite for cadets under WKF rules.',
    eventDateTime: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    totalSeats: '50',
    entryFee: '0',
  });
  const { token } = await apiAdminLogin(page.request);
  const setUp = await page.request.post(endpointUrl(ENDPOINTS.SetUpTournament, { id: event._id }), {
    headers: { 'x-auth-token': token },
    data: { profile: WKF_2023_PROFILE, disciplines: ['kata', 'kumite'], ageGroups: ['cadets'], categoryFee: 500 },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);

  // The parent enters their child from the family's records.
  const { fighter: parent, login } = await apiNewFighter(page.request, 'cup-parent', { fullName: 'Meera Patil' });
  const child = await page.request.post(endpointUrl(ENDPOINTS.AddChild), {
    headers: { 'x-auth-token': login.token },
    data: {
      fullName: 'Kabir Patil',
      dateOfBirth: bornAt14(),
      gender: 'Male',
      weight: '',
      height: '',
      discipline: 'Karate',
      beltLevel: 'White',
      guardian: {
        name: 'Meera Patil',
        relation: 'Mother',
        mobileNumber: '9820012345',
        email: parent.email,
        agreed: true,
      },
    },
  });
  expect(child.status(), await child.text()).toBe(201);
  const childId = ((await child.json()) as { profile: { id: string } }).profile.id;
  await page.setViewportSize(phone);
  await storeLogin(page, login);
  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: 'Enter athletes' }).click();
  await page.getByRole('button', { name: 'Kabir Patil' }).click();
  const kabir = page.getByRole('region', { name: 'Athlete 1' });
  await kabir.getByLabel('Weight (kg)').fill('50');
  await kabir.getByLabel(KUMITE).check();
  await page.getByLabel('Coach').fill('Sensei Rajesh Kulkarni');
  await page.getByLabel(/I am the parent or guardian/).check();
  await page.getByRole('button', { name: 'Enter and pay' }).click();
  await expect(page.getByRole('link', { name: 'Pay ₹500.00 by UPI' })).toBeVisible();
  await expect(page.getByText(/KKA-/)).toBeVisible();

  // The coach brings three athletes in a CSV and pays once.
  const coachContext = await browser.newContext({ viewport: phone });
  const coach = await coachContext.newPage();
  await coach.goto(`/events/${event._id}?enter`);
  await coach.getByLabel('Your name').fill('Sensei Ravi Naik');
  await coach.getByLabel('Email').fill(`ravi-${stamp}@tigers.e2e.academy`);
  await coach.getByLabel(/Mobile/).fill('98201 23456');
  await coach.getByLabel('Club or academy').fill('Tigers Dojo, Nashik');
  await coach.getByLabel('Coach').fill('Sensei Ravi Naik');
  const csv = [
    'name,gender,date_of_birth,weight_kg,belt,events',
    `Rohan Naik,M,${bornAt14()},51,4 kyu,kumite`,
    `Arjun Desai,M,${bornAt14()},47,5 kyu,kata`,
    `Vivaan Shah,M,${bornAt14()},45,6 kyu,kata`,
  ].join('\n');
  await coach
    .getByLabel('Import a CSV')
    .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(coach.getByText("The file's athletes are below: check them and their categories.")).toBeVisible();
  await expect(coach.getByText('3 athletes · 3 entries · ₹1,500.00')).toBeVisible();
  await coach.getByLabel(/I am the parent or guardian/).check();
  await shot(coach, 'coach-entry');
  await coach.getByRole('button', { name: 'Enter and pay' }).click();
  await expect(coach.getByRole('heading', { name: '3 athletes entered.' })).toBeVisible();
  await shot(coach, 'coach-entered');
  await coach.getByRole('link', { name: 'Pay ₹1,500.00 by UPI' }).click();
  const utr = `7${Date.now().toString().slice(-11)}`;
  await coach.getByLabel('Enter the 12-digit UTR').fill(utr);
  await coach.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(coach.getByText('Submitted — the academy will confirm it')).toBeVisible();
  await coachContext.close();

  // The organiser, on a phone: the club's one payment marked paid.
  const adminContext = await browser.newContext({ viewport: phone });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/admin/payments');
  const row = admin.getByRole('listitem').filter({ hasText: utr });
  await expect(row).toContainText('₹1,500.00');
  await row.getByRole('button', { name: 'Mark paid: the payment of Sensei Ravi Naik' }).click();
  await admin
    .getByRole('dialog', { name: 'Mark this payment paid?' })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await expect(admin.getByRole('listitem').filter({ hasText: utr })).toHaveCount(0);

  // The door: each kumite athlete found by name, let in and weighed.
  await admin.goto(`/admin/events/${event._id}/check-in`);
  await admin.getByRole('button', { name: 'Check in anyway' }).click();
  await admin.getByRole('button', { name: 'By name' }).click();
  for (const [name, weight] of [
    ['Kabir Patil', '50.4'],
    ['Rohan Naik', '51.2'],
  ] as const) {
    await admin.getByLabel('Find a guest').fill(name.split(' ')[0]!);
    await admin.getByRole('button', { name: `Check in ${name}` }).click();
    const weighIn = admin.getByRole('region', { name: `Weigh-in: ${name}` });
    await weighIn.getByLabel('Weight on the scale (kg)').fill(weight);
    await weighIn.getByRole('button', { name: 'Record weight' }).click();
    await expect(weighIn.getByText(`${name} weighed in at ${weight} kg.`)).toBeVisible();
    await expect(weighIn.getByText('Checked in')).toBeVisible();
  }
  await shot(admin, 'door-weigh-in');

  // The draw, published, and the bout's result.
  await admin.goto(`/admin/events/${event._id}/tournament`);
  await admin.getByRole('link', { name: `Draw and results of ${KUMITE}` }).click();
  await admin.getByRole('button', { name: 'Draw', exact: true }).click();
  await admin.getByRole('button', { name: 'Publish' }).click();
  await admin.getByRole('dialog', { name: 'Publish this draw?' }).getByRole('button', { name: 'Publish' }).click();
  const result = admin.getByRole('form', { name: /^Result of bout/ });
  // The side's whole label is the target a thumb taps: it covers the radio button itself.
  await result.locator('label').filter({ hasText: 'Kabir Patil' }).click();
  await expect(result.getByRole('radio', { name: /Kabir Patil/ })).toBeChecked();
  await result.getByRole('button', { name: 'Save result' }).click();
  await expect(admin.getByRole('region', { name: 'Placings' })).toContainText('First place: Kabir Patil');
  await shot(admin, 'category');
  await adminContext.close();

  // The parent: the gold on the public results page, and on the child's profile.
  await page.goto(`/events/${event._id}/results`);
  const category = page.getByRole('article', { name: KUMITE });
  await expect(category.getByRole('listitem').first()).toHaveText(/Gold\s*Kabir Patil\s*Kaizen Karate Academy/);
  await expect(page.getByRole('table', { name: 'Medal table' })).toContainText('Kaizen Karate Academy');
  await shot(page, 'results');
  await page.goto(`/fighter/viewprofile?profile=${childId}`);
  const competitions = page.getByRole('region', { name: 'Competitions' });
  await expect(competitions).toContainText(event.eventName);
  await expect(competitions.getByText('Gold')).toBeVisible();
  await shot(page, 'profile');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The gold's certificate, numbered on its first download, checks at /verify.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    competitions.getByRole('button', { name: `Download the certificate for ${KUMITE}` }).click(),
  ]);
  const number = /^certificate-(KKA-\d{4}-\d{5}-[A-Z0-9]{4})\.pdf$/.exec(download.suggestedFilename())?.[1];
  expect(number, download.suggestedFilename()).toBeTruthy();
  const pdf = fs.readFileSync((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`/verify/${number}) Tj`);
  await page.goto(`/verify/${number}`);
  const genuine = page.getByRole('region', { name: 'Genuine certificate' });
  await expect(genuine.getByText('Kabir Patil')).toBeVisible();
  await expect(genuine.getByText(event.eventName)).toBeVisible();
  await expect(genuine.getByText(KUMITE)).toBeVisible();
  await expect(genuine.getByText('Gold · 1st place')).toBeVisible();
  await shot(page, 'verify');
});
