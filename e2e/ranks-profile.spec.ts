import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type PromotionReply, type RanksReply } from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { apiAdminLogin, apiNewFighter, storeLogin } from './fixtures/session.ts';

/**
 * Issue ranks, the fighter's and the public side at 390 px: a promotion the academy records shows on the fighter's
 * profile with its certificate to download, and anyone checks the certificate's number at /verify, reached from the
 * footer, seeing only the name, the rank and the date.
 */
test('a promotion on the profile, its certificate, and the public check of its number', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await apiAdminLogin(request);
  const { fighter, login } = await apiNewFighter(request, 'ranks', { fullName: 'Kabir Menon' });
  const { ranks } = (await (await request.get(endpointUrl(ENDPOINTS.GetRanks))).json()) as RanksReply;
  const yellow = ranks.find((rank) => rank.name === 'Yellow')!;
  const recorded = await request.post(endpointUrl(ENDPOINTS.RecordPromotion), {
    headers: { 'x-auth-token': admin.token },
    data: { fighterId: login.userId, rankId: yellow.id, day: '2026-03-14', examiner: 'Sensei Kavya Reddy' },
  });
  expect(recorded.status()).toBe(201);
  const { promotion } = (await recorded.json()) as PromotionReply;
  const number = promotion.certificateNumber;

  // The fighter's profile: the belt, since when, and the promotion with its certificate.
  await storeLogin(page, login);
  await page.goto('/fighter/viewprofile');
  const belt = page.getByRole('region', { name: 'Belt and rank' });
  await expect(belt.getByText('Since 14 March 2026')).toBeVisible();
  const step = belt.getByRole('listitem');
  await expect(step.getByText('Yellow · 9th kyu')).toBeVisible();
  await expect(step.getByText('14 March 2026 · Recorded by the academy')).toBeVisible();
  await expect(step.getByText('Examined by Sensei Kavya Reddy')).toBeVisible();
  await expect(step.getByText(number)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    step.getByRole('button', { name: 'Download certificate for Yellow · 9th kyu' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdf = fs.readFileSync((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  for (const text of ['Certificate of Rank', fighter.fullName, 'on 14 March 2026', `Certificate no. ${number}`]) {
    expect(pdf).toContain(`(${text}) Tj`);
  }
  expect(pdf).toContain(`/verify/${number}) Tj`);

  // Anyone: from the footer to the check, the number typed as read out, in lower case.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Check a certificate' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page).toHaveTitle('Check a certificate | Kaizen Karate Academy');
  await waitForHydration(page);
  await page.getByLabel('Certificate number').fill(` ${number.toLowerCase()} `);
  await page.getByRole('button', { name: 'Check' }).click();
  const genuine = page.getByRole('region', { name: 'Genuine certificate' });
  await expect(genuine.getByText(fighter.fullName)).toBeVisible();
  await expect(genuine.getByText('Yellow · 9th kyu')).toBeVisible();
  await expect(genuine.getByText('14 March 2026')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
  // Only the name, the rank and the date: nothing of the examiner or the fighter's contact.
  await expect(genuine.getByText('Sensei Kavya Reddy')).toHaveCount(0);
  await expect(genuine.getByText(fighter.email)).toHaveCount(0);

  // The certificate's QR code leads to /verify/<number>, which checks at once; an unknown number is said so.
  await page.goto('/verify/KKA-2026-99999-ZZZZ');
  await expect(page.getByRole('alert')).toHaveText('No certificate has this number. Check it as printed.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
