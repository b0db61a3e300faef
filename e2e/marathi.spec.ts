import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { endpointUrl, ENDPOINTS, loadCatalog, type PromotionReply, type RanksReply } from '@academy/contract';
import { createEventViaApi, fillBooking } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { readPdf } from './fixtures/pdf.ts';
import { apiAdminLogin, apiNewFighter, FIGHTER_PASSWORD, loginAsAdmin, storeLogin } from './fixtures/session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Every public page the build prerenders, with its Marathi title. */
const PUBLIC_PAGES = [
  ['/mr/home', 'मुख्यपृष्ठ'],
  ['/mr/about-us', 'आमच्याबद्दल'],
  ['/mr/gallery', 'गॅलरी'],
  ['/mr/events', 'कार्यक्रम'],
  ['/mr/classes', 'वर्ग'],
  ['/mr/trial', 'मोफत ट्रायल वर्ग बुक करा'],
  ['/mr/privacy', 'गोपनीयता सूचना'],
  ['/mr/verify', 'प्रमाणपत्र तपासा'],
] as const;

/** Nothing is wider than the viewport: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const { width, viewport } = await page.evaluate(() => ({
    width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
  expect(width).toBeLessThanOrEqual(viewport);
}

/**
 * No English word of the product is left on screen: the visible text, less the names that stay as they are (the
 * academy, people, codes), has no run of Latin letters beyond those.
 */
async function expectNoEnglish(page: Page, allowed: RegExp) {
  const text = await page.evaluate(() => document.body.innerText);
  const leftovers = text.replace(allowed, ' ').match(/\b[A-Za-z]{4,}\b/g) ?? [];
  expect(leftovers).toEqual([]);
}

const NAMES =
  /Kaizen Karate Academy|Kaizen Karate|Kaizen|Shihan|Sensei|Rajesh|Kulkarni|Ananya|Deshpande|Vikram|Singh|Rathore|Meera|Iyer|Arjun|Nair|Priya|Bhattacharya|Thomas|D’Souza|Gurpreet|Kaur|Sandhu|Farhan|Shaikh|Kavya|Reddy|WhatsApp|YouTube|Instagram|Facebook|info@\S+|IST|QR|UPI|Google|Maps|English|JPG|PNG|WebP|GIF/gi;

async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('the public pages in Marathi', () => {
  test('every public page is prerendered under /mr/ in Marathi, named in every language', async ({ request }) => {
    for (const [path, title] of PUBLIC_PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<html lang="mr">');
      expect(html, path).toContain(`<title>${title} | Kaizen Karate Academy</title>`);
      expect(html, path).toContain('<meta property="og:locale" content="mr_IN">');
      const bare = path.slice('/mr'.length);
      for (const [code, prefix] of [
        ['en', ''],
        ['hi', '/hi'],
        ['mr', '/mr'],
        ['x-default', ''],
      ]) {
        expect(html, `${path} ${code}`).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${code}" href="https?://[^/"]+${prefix}${bare}">`),
        );
      }
      // Its Devanagari face is preloaded, so the text paints in it at once.
      expect(html, path).toMatch(/<link rel="preload"[^>]*noto-sans-devanagari-hindi-marathi-400/);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/mr\/classes<\/loc>/);
  });

  test('/mr/home at 390 and 1280 px: Marathi headings, no English, nothing overflowing', async ({ page }, testInfo) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/mr/home');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(page.getByRole('heading', { name: 'आतली ताकद ओळखा' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'आमचे मास्टर्स' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'आमचे प्रोग्राम' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'आमची कामगिरी' })).toBeVisible();
      await expectNoOverflow(page);
      await expectNoEnglish(page, NAMES);
      await snap(page, testInfo, `mr-home-${viewport.width}`);
    }
  });

  test('/mr/classes and /mr/events read in Marathi at 390 and 1280 px', async ({ page }, testInfo) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/mr/classes');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'वर्ग' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'सुरू असलेल्या बॅच' })).toBeVisible();
      await expect(page.getByText(/दरमहा ₹/).first()).toBeVisible();
      await expectNoOverflow(page);
      await snap(page, testInfo, `mr-classes-${viewport.width}`);

      await page.goto('/mr/events');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'कार्यक्रम' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'आगामी कार्यक्रम' })).toBeVisible();
      await expectNoOverflow(page);
      await snap(page, testInfo, `mr-events-${viewport.width}`);
    }
  });

  test('the language switch names मराठी on an English page, leads to the same page in Marathi and on to Hindi', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize(DESKTOP);
    await page.goto('/about-us', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // The switch's own face draws मराठी and हिन्दी; the whole Devanagari font stays on the server.
    await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' })).toBeVisible();
    expect(fonts.filter((path) => path.includes('noto-sans-devanagari'))).toEqual([]);
    expect(fonts.filter((path) => path.includes('language-names'))).toHaveLength(1);
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: 'आमच्याबद्दल' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आमचे उद्दिष्ट' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('mr');
    await expectNoOverflow(page);

    await page.getByRole('button', { name: 'मेनू उघडा' }).click();
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await expect(page.getByRole('heading', { name: 'हमारा उद्देश्य' })).toBeVisible();
  });

  test('an unknown Marathi address says so in Marathi and leads back to the Marathi home page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/mr/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'पान सापडले नाही' })).toBeVisible();
    await page.getByRole('link', { name: 'मुख्यपृष्ठावर परत' }).click();
    await expect(page).toHaveURL(/\/mr\/home$/);
  });
});

test('a parent books a seat on /mr/events at 390 px, in Marathi from the form to the email', async ({ page }) => {
  const marathi = await loadCatalog('mr');
  const name = `E2E दिवाळी करंडक ${randomUUID().slice(0, 6).toUpperCase()}`;
  const email = `marathi-${randomUUID().slice(0, 8)}@e2e.academy`;
  await page.setViewportSize(PHONE);
  await createEventViaApi(page.request, {
    eventName: name,
    address: 'कायझेन डोजो, एफसी रोड, पुणे',
    eventDescription: 'प्रत्येक बेल्टसाठी काता स्पर्धा. संरक्षक साहित्य आवश्यक.',
    // Years ahead of every other event, so it is a card in the list rather than the banner.
    eventDateTime: '2033-12-25T13:00:00.000Z',
    totalSeats: '25',
    entryFee: '150000',
  });

  await page.goto('/mr/events');
  await waitForHydration(page);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('25 डिसेंबर 2033, संध्याकाळ 6:30 IST');
  await expect(card).toContainText('₹1,50,000.00');
  await expect(card).toContainText('25 शिल्लक');
  await card.getByRole('button', { name: `जागा बुक करा: ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal).toContainText('तारीख आणि वेळ');
  await expect(modal).toContainText('प्रवेश फी');
  await expectNoOverflow(page);
  await fillBooking(modal, email);
  await modal.getByRole('button', { name: 'जागा बुक करा', exact: true }).click();

  // The entry fee is still to pay: the seat is held, and said so in Marathi.
  await expect(page.getByRole('alert').filter({ hasText: marathi['events.seatHeld'] })).toBeVisible();
  await page.waitForURL('**/mr/booking-confirmation', { timeout: 10_000 });
  const confirmation = page.getByRole('article', { name: 'बुकिंगची पुष्टी' });
  await expect(confirmation).toContainText('Aarav Sharma, Kaizen Karate Academy सोबत बुकिंग केल्याबद्दल धन्यवाद');
  await expect(confirmation.getByRole('heading', { name: 'कार्यक्रमाचे तपशील' })).toBeVisible();
  await expect(confirmation).toContainText('25 डिसेंबर, 2033 संध्याकाळ 6:30 IST');
  await expect(confirmation).toContainText('₹1,50,000.00');
  await expectNoOverflow(page);

  const mail = await emailFromOutbox(email);
  expect(mail.subject).toMatch(new RegExp(`^बुकिंग निश्चित: ${name} \\(KKA-[A-Z2-9]{6}\\)$`));
  expect(mail.text).toContain('प्रिय Aarav Sharma,');
  expect(mail.text).toContain('तारीख आणि वेळ: 25 डिसेंबर, 2033 रोजी संध्याकाळी 6:30 वाजता (भारतीय वेळ)');
  expect(mail.text).toContain('प्रवेश फी: ₹1,50,000.00');
  expect(mail.html).toContain('<html lang="mr">');

  // The same attendee again: the server refuses, in Marathi.
  await confirmation.getByRole('link', { name: 'कार्यक्रमांकडे परत' }).click();
  await expect(page).toHaveURL(/\/mr\/events$/);
  await card.getByRole('button', { name: `जागा बुक करा: ${name}` }).click();
  await fillBooking(modal, email);
  await modal.getByRole('button', { name: 'जागा बुक करा', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: marathi['api.alreadyBooked'] })).toBeVisible();
});

test('a fighter signs up and logs in in Marathi, and the profile reads in Marathi at 390 and 1280 px', async ({
  page,
}, testInfo) => {
  const email = `marathi-fighter-${randomUUID().slice(0, 8)}@e2e.academy`;
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
  await page.setViewportSize(PHONE);
  await page.goto('/fighter/signup');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page.getByRole('heading', { name: 'Kaizen Karate Academy मध्ये स्वागत आहे' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.getByLabel('पूर्ण नाव').fill('Sai Patwardhan');
  await page.getByLabel('ईमेल आयडी').fill(email);
  await page.getByLabel('मोबाइल नंबर').fill('98765');
  await page.getByLabel('वय').fill('24');
  await page.getByLabel('लिंग').selectOption({ label: 'स्त्री' });
  await page.getByLabel('पासवर्ड', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByLabel('पासवर्ड पुन्हा टाका', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'साइन अप करा' }).click();
  await expect(alert('कृपया सर्व आवश्यक माहिती भरा')).toBeVisible();
  await expect(
    page.getByText('भारतीय मोबाइल नंबर टाका: 6, 7, 8 किंवा 9 ने सुरू होणारे 10 अंक, उदा. 98201 23456.'),
  ).toBeVisible();
  await expectNoOverflow(page);

  await page.getByLabel('मोबाइल नंबर').fill('+91 91234 56780');
  await page.getByRole('button', { name: 'साइन अप करा' }).click();
  await expect(alert('साइन अप यशस्वी')).toBeVisible();
  await expect(page).toHaveURL(/\/fighter\/login$/);

  await expect(page.getByRole('heading', { name: 'फायटर लॉगिन' })).toBeVisible();
  await page.getByLabel('ईमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
  await expect(alert('ईमेल किंवा पासवर्ड चुकीचा आहे.')).toBeVisible();
  await page.getByLabel('पासवर्ड', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
  await expect(page).toHaveURL(/\/fighter\/viewprofile$/);

  await expect(page.getByRole('heading', { name: 'प्रोफाइलचे तपशील' })).toBeVisible();
  await expect(page.getByText('उपलब्ध नाही').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'वर्ग' }).first()).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoOverflow(page);
    // The check-in card's code is printed in groups of four capitals.
    await expectNoEnglish(page, new RegExp(`${NAMES.source}|Sai|Patwardhan|${email}|\\b[A-Z2-9]{4}\\b`, 'gi'));
    await snap(page, testInfo, `mr-profile-${viewport.width}`);
  }

  // The sign-up page's language went onto the account: a reset code is mailed in Marathi.
  await page.goto('/fighter/forgot-password');
  await page.getByLabel('ईमेल').fill(email);
  await page.getByRole('button', { name: 'OTP पाठवा' }).click();
  await expect(alert('OTP यशस्वीपणे पाठवला')).toBeVisible();
  const mail = await emailFromOutbox(email);
  expect(mail.subject).toBe('तुमचा Kaizen Karate Academy पासवर्ड रीसेट कोड');
  expect(mail.text).toContain('नमस्कार Sai Patwardhan,');
});

test('the admin works in Marathi: the dashboard at 390 and 1280 px, and bookings.pdf drawn in Devanagari', async ({
  page,
}, testInfo) => {
  const name = `E2E मराठी PDF ${randomUUID().slice(0, 6).toUpperCase()}`;
  const email = `marathi-pdf-${randomUUID().slice(0, 8)}@e2e.academy`;
  const event = await createEventViaApi(page.request, {
    eventName: name,
    address: 'कर्वे रोड, कोथरूड, पुणे',
    eventDescription: 'प्रत्येक बेल्टसाठी काता.',
    eventDateTime: '2033-11-20T04:30:00.000Z',
    totalSeats: '30',
    entryFee: '500',
  });
  await page.goto('/mr/events');
  await waitForHydration(page);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `जागा बुक करा: ${name}` }).click();
  const modal = page.getByRole('dialog', { name });
  await fillBooking(modal, email);
  await modal.locator('[name=fighterName]').fill('क्षितिज प्रधान');
  await modal.getByRole('button', { name: 'जागा बुक करा', exact: true }).click();
  await page.waitForURL('**/mr/booking-confirmation', { timeout: 10_000 });

  await loginAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: 'डॅशबोर्ड' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आजचे वर्ग' })).toBeVisible();
    await expectNoOverflow(page);
    await snap(page, testInfo, `mr-admin-dashboard-${viewport.width}`);
  }

  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/admin-event-details/${event._id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF डाउनलोड करा' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookings.pdf');
  const file = testInfo.outputPath('bookings-mr.pdf');
  await download.saveAs(file);
  const { text, images } = await readPdf(file);
  // Latin values stay text; the Marathi labels and the Devanagari name are the browser's shaped pictures.
  expect(text).toContain(email);
  expect(text).not.toMatch(/Date & Time|Location|Total Seats|Fighter Name/);
  expect(images).toBeGreaterThan(5);
});

test("a Marathi fighter's certificate of rank is made in Marathi, and /mr/verify checks it", async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiAdminLogin(request);
  const { login } = await apiNewFighter(request, 'marathi-rank', { fullName: 'क्षितिज प्रधान' });
  const { ranks } = (await (await request.get(endpointUrl(ENDPOINTS.GetRanks))).json()) as RanksReply;
  const yellow = ranks.find((rank) => rank.name === 'Yellow')!;
  const recorded = await request.post(endpointUrl(ENDPOINTS.RecordPromotion), {
    headers: { 'x-auth-token': admin.token },
    data: { fighterId: login.userId, rankId: yellow.id, day: '2026-03-14', examiner: 'Sensei Kavya Reddy' },
  });
  expect(recorded.status()).toBe(201);
  const { certificateNumber: number } = ((await recorded.json()) as PromotionReply).promotion;

  await page.setViewportSize(PHONE);
  await storeLogin(page, login);
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await page.goto('/fighter/viewprofile');
  const belt = page.getByRole('region', { name: 'बेल्ट आणि रँक' });
  await expect(belt.getByText('14 मार्च 2026 पासून')).toBeVisible();
  const step = belt.getByRole('listitem');
  await expect(step.getByText('पिवळा · 9वा क्यू')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    step.getByRole('button', { name: 'पिवळा · 9वा क्यू चे प्रमाणपत्र डाउनलोड करा' }).click(),
  ]);
  const file = testInfo.outputPath('certificate-mr.pdf');
  await download.saveAs(file);
  const { text, images } = await readPdf(file);
  // The number and the check's address stay text; the Marathi words are drawn by the browser.
  expect(text).toContain(number);
  expect(text).not.toMatch(/Certificate of Rank|This certifies/);
  expect(images).toBeGreaterThan(3);

  await page.goto(`/mr/verify/${number}`);
  const genuine = page.getByRole('region', { name: 'अस्सल प्रमाणपत्र' });
  await expect(genuine).toContainText('क्षितिज प्रधान');
  await expect(genuine).toContainText('पिवळा · 9वा क्यू');
  await expect(genuine).toContainText('14 मार्च 2026');
});
