import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox } from './fixtures/outbox.ts';
import { apiSignUpFighter, FIGHTER_PASSWORD } from './fixtures/session.ts';

const PHONE = { width: 390, height: 844 };

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const detail = (page: Page, label: string) =>
  page
    .locator('.profile-details__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Nothing is wider than the phone: no sideways scrolling, no text cut at the right edge. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
}

test.use({ viewport: PHONE });

test.describe('a fighter in Hindi on a phone', () => {
  test('signs up, logs in and updates the profile in Hindi', async ({ page }) => {
    const email = `hindi-${randomUUID().slice(0, 8)}@e2e.academy`;

    // The language switch of the sign-up page; the choice is remembered for the fighter's pages.
    await page.goto('/fighter/signup');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: 'Kaizen Karate Academy में आपका स्वागत है' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    // One field wrong: the summary notice and the field's own message, in Hindi.
    await page.getByLabel('पूरा नाम').fill('Kiran Rao');
    await page.getByLabel('ईमेल आईडी').fill(email);
    await page.getByLabel('मोबाइल नंबर').fill('98765');
    await page.getByLabel('उम्र').fill('24');
    await page.getByLabel('लिंग').selectOption({ label: 'महिला' });
    await page.getByLabel('पासवर्ड', { exact: true }).fill(FIGHTER_PASSWORD);
    await page.getByLabel('पासवर्ड दोबारा डालें', { exact: true }).fill(FIGHTER_PASSWORD);
    await page.getByRole('button', { name: 'साइन अप करें' }).click();
    await expect(alert(page, 'कृपया सभी आवश्यक फ़ील्ड भरें')).toBeVisible();
    await expect(
      page.getByText('भारतीय मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, जैसे 98201 23456।'),
    ).toBeVisible();
    await expectNoOverflow(page);

    await page.getByLabel('मोबाइल नंबर').fill('+91 91234 56780');
    await page.getByRole('button', { name: 'साइन अप करें' }).click();
    // The server's reply, worded in the page's language.
    await expect(alert(page, 'साइन अप सफल रहा')).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/login$/);

    // Login: a wrong password first, refused by the server in Hindi.
    await expect(page.getByRole('heading', { name: 'फ़ाइटर लॉगिन' })).toBeVisible();
    await page.getByLabel('ईमेल').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await expect(alert(page, 'ईमेल या पासवर्ड गलत है।')).toBeVisible();
    await expectNoOverflow(page);

    await page.getByLabel('पासवर्ड', { exact: true }).fill(FIGHTER_PASSWORD);
    await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
    await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await expect(page).toHaveURL(/\/fighter\/viewprofile$/);

    // The profile: Hindi labels, stored English values shown in Hindi, empty values marked.
    await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल विवरण' })).toBeVisible();
    await expect(detail(page, 'नाम')).toHaveText('Kiran Rao');
    await expect(detail(page, 'लिंग')).toHaveText('महिला');
    await expect(detail(page, 'वज़न')).toHaveText('उपलब्ध नहीं');
    await expect(page.getByRole('img', { name: 'डिफ़ॉल्ट प्रोफ़ाइल फ़ोटो' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'लॉग आउट', exact: true })).toBeVisible();
    await expectNoOverflow(page);

    await page.getByRole('button', { name: 'बदलें', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'प्रोफ़ाइल अपडेट करें' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('वज़न (किलो)').fill('401');
    await dialog.getByRole('button', { name: 'अपडेट करें और सहेजें' }).click();
    await expect(dialog.getByText('वज़न अधिकतम 400 हो सकता है।')).toBeVisible();
    await expectNoOverflow(page);

    await dialog.getByLabel('वज़न (किलो)').fill('61.5');
    await dialog.getByLabel('खेल').selectOption({ label: 'जूडो' });
    await dialog.getByRole('button', { name: 'अपडेट करें और सहेजें' }).click();
    await expect(alert(page, 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(detail(page, 'वज़न')).toHaveText('61.5 किलो');
    await expect(detail(page, 'खेल')).toHaveText('जूडो');

    // Logging out leaves for the Hindi home page.
    await page.getByRole('button', { name: 'लॉग आउट', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/home$/);
  });

  test('asks for a reset code and resets the password in Hindi', async ({ page, request }) => {
    const fighter = await apiSignUpFighter(request, 'hindi-reset');

    // A Hindi public page first: the fighter's pages follow the choice it remembers.
    await page.goto('/hi/home');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    await page.goto('/fighter/forgot-password');
    await expect(page.getByRole('heading', { name: 'पासवर्ड भूल गए' })).toBeVisible();

    await page.getByLabel('ईमेल').fill('not-an-email');
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(alert(page, 'कृपया सही ईमेल डालें')).toBeVisible();
    await expect(page.getByText('ईमेल सही प्रारूप में नहीं है।')).toBeVisible();
    await expectNoOverflow(page);

    await page.getByLabel('ईमेल').fill(fighter.email);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(alert(page, 'OTP सफलतापूर्वक भेज दिया गया')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'OTP डालें' })).toBeVisible();
    await expect(page.getByText(`हमने 4 अंकों का कोड ${fighter.email} पर भेजा है।`)).toBeVisible();
    await expectNoOverflow(page);

    // A wrong code: the server counts it down in Hindi.
    const code = await codeFromOutbox(fighter.email);
    const wrong = code === '0000' ? '1111' : '0000';
    const boxes = page.getByRole('group', { name: 'OTP कोड' }).getByRole('textbox');
    await boxes.nth(0).click();
    await page.keyboard.type(wrong);
    await page.getByLabel('नया पासवर्ड', { exact: true }).fill('brand-new-password');
    await page.getByLabel('पासवर्ड दोबारा डालें', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await expect(alert(page, 'कोड गलत है। 4 प्रयास बाकी हैं।')).toBeVisible();

    await boxes.nth(0).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await expect(alert(page, 'पासवर्ड सफलतापूर्वक बदल दिया गया')).toBeVisible();
    await expect(page).toHaveURL(/\/fighter\/login$/);
    await expect(page.getByRole('heading', { name: 'फ़ाइटर लॉगिन' })).toBeVisible();
  });
});
